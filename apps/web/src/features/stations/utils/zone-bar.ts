import { ZONE_START_MAX, ZONE_START_MIN } from '@pulseboard/contract/stations';

export type TZoneBarInput = {
  zoneStarts: readonly (number | null | undefined)[];
  zoneColors: readonly (string | null | undefined)[];
  colorMode: 'gradient' | 'solid';
  gradientFrom: string;
  gradientTo: string;
};

export type TZoneSegment = {
  zone: number;
  /** Percent of max HR where the zone starts and ends (the last ends at 100). */
  start: number;
  end: number;
  /** Share of the bar, 0..100. */
  widthPct: number;
  /** A CSS background: the zone colour, or its slice of the one gradient across the bar. */
  background: string;
};

const HEX = /^#([0-9a-f]{6})$/i;

/** true when each zone starts above the one before (the message is 'stations.zoneStartsIncrease'). */
export function zoneStartsIncrease(starts: readonly (number | null | undefined)[]): boolean {
  return starts.every((s, i) => typeof s === 'number' && (i === 0 || s > (starts[i - 1] ?? Number.NaN)));
}

/** The colour at `t` (0..1) between two #rrggbb colours; a colour that does not parse counts as grey. */
export function mixHex(from: string, to: string, t: number): string {
  const rgb = (hex: string) => {
    const m = HEX.exec(hex.trim());
    const n = m ? Number.parseInt(m[1] ?? '', 16) : 0x9e9e9e;
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  };
  const a = rgb(from);
  const b = rgb(to);
  const k = Math.min(1, Math.max(0, t));
  return `#${a
    .map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * k))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

const clampStart = (value: number | null | undefined) =>
  Math.min(ZONE_START_MAX, Math.max(ZONE_START_MIN, typeof value === 'number' ? value : ZONE_START_MIN));

/**
 * The preview bar from the form's values as typed: each zone spans from its start to the next zone's
 * start (the last to 100 %), sized against the whole bar. Starts out of range are clamped and a zone
 * that does not increase gets no width, so the preview never breaks while the admin types.
 */
export function zoneSegments(input: TZoneBarInput): TZoneSegment[] {
  const starts = input.zoneStarts.map(clampStart);
  const first = starts[0] ?? ZONE_START_MIN;
  const span = Math.max(1, ZONE_START_MAX - first);
  let floor = first;
  return starts.map((raw, i) => {
    const start = Math.max(raw, floor);
    const end = Math.max(start, Math.min(ZONE_START_MAX, starts[i + 1] ?? ZONE_START_MAX));
    floor = end;
    const colorAt = (p: number) => mixHex(input.gradientFrom, input.gradientTo, (p - first) / span);
    const background =
      input.colorMode === 'solid'
        ? (input.zoneColors[i] ?? '#9e9e9e')
        : `linear-gradient(to right, ${colorAt(start)}, ${colorAt(end)})`;
    return { zone: i + 1, start, end, widthPct: ((end - start) / span) * 100, background };
  });
}
