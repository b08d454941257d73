import { useClubBrief } from '../api/get-club-brief.ts';
import { formatDateIn } from '../lib/format.ts';
import { BROWSER_ZONE } from '../lib/time-zone.ts';

/**
 * The time zone a club's days are counted in: the club's own (from its brief, which every role of the
 * club may read and the shell has usually loaded); the browser's without a club (the platform admin's
 * own lists) or when the brief cannot be read. Undefined while the brief loads, so nothing is asked for
 * a day that would then move.
 */
export function useClubZone(clubId: number | null | undefined): string | undefined {
  const brief = useClubBrief(clubId ?? 0);
  if (!clubId) return BROWSER_ZONE;
  return brief.data?.timezone ?? (brief.isError ? BROWSER_ZONE : undefined);
}

/**
 * How a club's lists write an instant's day (a visit, a join, a member's sign-up): on the club's clock,
 * the browser's while the brief loads.
 */
export function useClubDayFormat(
  clubId: number | null | undefined,
): (iso: string | null | undefined) => string {
  const timeZone = useClubZone(clubId) ?? BROWSER_ZONE;
  return (iso) => (iso ? formatDateIn(iso, timeZone) : '');
}
