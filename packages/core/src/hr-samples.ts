// Cleaning a heart-rate series before it is scored or stored (issue 11). The rules, all checked, each
// failure one error with a code (not English) and the figures a message needs:
// 1. sampleInterval is a whole number of seconds from 1 to 60 (default 1), else `sampleInterval.invalid`.
// 2. The series holds at least one sample that is not null, else `hr.empty` (an array of nulls is empty).
// 3. It lasts at most 6 hours: samples x sampleInterval <= 21,600 s, else `hr.tooLong`.
// 4. Every sample is null (a missing sample) or a number from 25 to 250 bpm inclusive, else
//    `hr.outOfRange` naming the first bad index and value and how many are bad. A valid sample is
//    rounded half up to whole bpm.
// 5. An isolated spike is dropped, not refused: a sample whose two neighbours are both present and
//    which is more than 30 bpm above both or more than 30 bpm below both becomes a missing sample (no
//    heart changes that much and back within two samples; a sensor losing contact does). Neighbours
//    are judged on the received values, so two such samples side by side are kept.
// The cleaned series is one byte per sample, 0 for a missing one: what the engine scores and the store keeps.

/** The lowest heart rate a sample may carry (bpm). */
export const HR_MIN = 25;
/** The highest heart rate a sample may carry (bpm). */
export const HR_MAX = 250;
/** The longest series accepted: 6 hours of samples. */
export const MAX_WORKOUT_SECONDS = 6 * 60 * 60;
/** The longest sample interval accepted (seconds). */
export const SAMPLE_INTERVAL_MAX = 60;
/** How far (bpm) a lone sample must stand from both neighbours to be dropped as a spike. */
export const SPIKE_BPM = 30;
/** The byte that stands for a missing sample in a cleaned series. */
export const MISSING_SAMPLE = 0;

/** One broken cleaning rule: a code for the message catalogue, the field, and the figures the message shows. */
export type TSampleError =
  | { code: 'sampleInterval.invalid'; field: 'sampleInterval'; value: unknown; max: number }
  | { code: 'hr.empty'; field: 'hr' }
  | { code: 'hr.tooLong'; field: 'hr'; seconds: number; maxSeconds: number }
  | {
      code: 'hr.outOfRange';
      field: 'hr';
      index: number;
      value: unknown;
      count: number;
      min: number;
      max: number;
    };
/** The codes of the cleaning rules. */
export type TSampleErrorCode = TSampleError['code'];

/** cleanSamples' answer: the bytes and the spikes dropped, or every broken rule. */
export type TCleanedSamples =
  | { ok: true; samples: Uint8Array; spikesDropped: number }
  | { ok: false; errors: TSampleError[] };

const isValidInterval = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= SAMPLE_INTERVAL_MAX;

/** Checks a received series against the cleaning rules and returns it as bytes (0 = missing), or every broken rule. */
export function cleanSamples(hr: readonly (number | null)[], sampleInterval: unknown = 1): TCleanedSamples {
  const errors: TSampleError[] = [];
  if (!isValidInterval(sampleInterval)) {
    errors.push({
      code: 'sampleInterval.invalid',
      field: 'sampleInterval',
      value: sampleInterval,
      max: SAMPLE_INTERVAL_MAX,
    });
  } else if (hr.length * sampleInterval > MAX_WORKOUT_SECONDS) {
    errors.push({
      code: 'hr.tooLong',
      field: 'hr',
      seconds: hr.length * sampleInterval,
      maxSeconds: MAX_WORKOUT_SECONDS,
    });
  }
  const samples = new Uint8Array(hr.length);
  let present = 0;
  let bad: Extract<TSampleError, { code: 'hr.outOfRange' }> | null = null;
  for (let i = 0; i < hr.length; i++) {
    const value = hr[i];
    if (value === null) continue;
    if (typeof value === 'number' && value >= HR_MIN && value <= HR_MAX) {
      samples[i] = Math.floor(value + 0.5);
      present++;
    } else if (bad) bad.count++;
    else bad = { code: 'hr.outOfRange', field: 'hr', index: i, value, count: 1, min: HR_MIN, max: HR_MAX };
  }
  if (present === 0 && !bad) errors.push({ code: 'hr.empty', field: 'hr' });
  if (bad) errors.push(bad);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, samples, spikesDropped: dropSpikes(samples) };
}

/** Turns isolated spikes (rule 5) into missing samples in place and returns how many there were. */
function dropSpikes(samples: Uint8Array): number {
  const spikes: number[] = [];
  for (let i = 1; i < samples.length - 1; i++) {
    const before = samples[i - 1] as number;
    const value = samples[i] as number;
    const after = samples[i + 1] as number;
    if (before === MISSING_SAMPLE || value === MISSING_SAMPLE || after === MISSING_SAMPLE) continue;
    const above = value - before > SPIKE_BPM && value - after > SPIKE_BPM;
    const below = before - value > SPIKE_BPM && after - value > SPIKE_BPM;
    if (above || below) spikes.push(i);
  }
  for (const i of spikes) samples[i] = MISSING_SAMPLE;
  return spikes.length;
}
