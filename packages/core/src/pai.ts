// PAI (Personal Activity Intelligence) approximated after Nes BM, Gutvik CR, Lavie CJ, Nauman J,
// Wisloff U. "Personalized Activity Intelligence (PAI) for Prevention of Cardiovascular Disease and
// Promotion of Physical Activity", Am J Med 2017;130(3):328-336. The paper scores heart rate by its share
// of the heart-rate reserve, earning more per minute the harder the effort, summed over a rolling 7 days,
// with 100 a week as the target. Its exact curve is not published; this APPROXIMATES, it does not
// reproduce, the commercial PAI:
// - reserve r = (HR - resting HR) / (max HR - resting HR), capped at 1; resting HR is 60 when unknown;
// - below r = 0.4 (light effort, under the ACSM's moderate band) a minute earns nothing;
// - from there a minute earns 16^r / 6, a curve fixed by two anchors taken from the activity guidelines
//   the paper compares PAI with: 150 minutes at r = 0.5 (moderate) and 75 minutes at r = 0.75 (vigorous)
//   each make 100 (16^0.5 / 6 = 2/3 a minute, 16^0.75 / 6 = 4/3 a minute);
// - a workout's PAI counts every present sample (no zone and no sixty-minute cutoff apply), one decimal;
// - the weekly score is the sum of the daily PAI of the last 7 days (today and the 6 before), one decimal.
import { addDays } from './date-range.ts';
import { roundHalfUp } from './rounding.ts';

/** The resting heart rate assumed when the profile has none (bpm). */
export const DEFAULT_RESTING_HR = 60;
/** The share of the heart-rate reserve below which a minute earns no PAI. */
export const PAI_MIN_RESERVE = 0.4;
/** Days in the weekly PAI: today and the 6 before. */
export const PAI_WEEK_DAYS = 7;

/** The PAI a minute at a heart rate earns (see the curve above); 0 below 40% of the reserve. */
export function paiPerMinute(hr: number, maxHr: number, restingHr: number = DEFAULT_RESTING_HR): number {
  if (maxHr <= restingHr) return 0;
  const reserve = Math.min((hr - restingHr) / (maxHr - restingHr), 1);
  return reserve < PAI_MIN_RESERVE ? 0 : 16 ** reserve / 6;
}

/** The weekly PAI on a day (YYYY-MM-DD): the sum of the daily values of that day and the 6 before, one decimal. */
export function weeklyPai(daily: readonly { day: string; pai: number }[], today: string): number {
  const from = addDays(today, 1 - PAI_WEEK_DAYS);
  let sum = 0;
  for (const { day, pai } of daily) if (day >= from && day <= today) sum += pai;
  return roundHalfUp(sum, 1);
}
