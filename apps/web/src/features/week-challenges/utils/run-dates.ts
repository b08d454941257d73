import type { TWeekChallenge } from '@pulseboard/contract/week-challenges';

/** Still going (active or extended). */
export const isRunning = (run: Pick<TWeekChallenge, 'status'>) =>
  run.status === 'active' || run.status === 'extended';

/** The week of the run today (1-based, at most its last), by this device's calendar. */
export function currentWeek(run: Pick<TWeekChallenge, 'startsOn' | 'totalWeeks'>, now = new Date()): number {
  const start = Date.parse(`${run.startsOn}T00:00:00Z`);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const week = Math.floor((today - start) / (7 * 86_400_000)) + 1;
  return Math.min(Math.max(week, 1), run.totalWeeks);
}
