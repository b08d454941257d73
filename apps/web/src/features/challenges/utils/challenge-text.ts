import {
  CHALLENGE_CRITERION_LABELS,
  CHALLENGE_CRITERION_RULES,
  CHALLENGE_TEAM_SCORING_RULES,
  CHALLENGE_ZONES,
  type TChallengeCriterion,
  type TChallengeStatus,
  type TTeamScoring,
} from '@pulseboard/contract/challenges';
import { type TZoneWording, zoneLabel } from '@pulseboard/core/hr-zones';
import { instantToWall } from '@pulseboard/core/wall-clock';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { dateFormat, formatNumber, pluralOf } from '../../../lib/format.ts';

/** A status tag's colour: running stands out, ended fades. */
export const STATUS_COLORS: Record<TChallengeStatus, string> = {
  upcoming: 'blue',
  running: 'green',
  ended: 'default',
};

/** A zone's name for a person: its number and its label in the club's wording ("2 · Light"). */
export function zoneName(t: TFunction, zone: number, wording: TZoneWording = 'standard'): string {
  return t('challenges.zoneName', { n: zone + 1, label: t(`workouts.zone.${zoneLabel(zone, wording)}`) });
}

/** The included zones in words: "all zones", or each one's name. */
export function zonesText(
  t: TFunction,
  zones: readonly number[],
  wording: TZoneWording = 'standard',
): string {
  if (CHALLENGE_ZONES.every((zone) => zones.includes(zone))) return t('challenges.allZones');
  return zones.map((zone) => zoneName(t, zone, wording)).join(', ');
}

/** A score in its criterion's unit: whole points, workouts and calories; minutes with one decimal. */
export function scoreText(t: TFunction, criterion: TChallengeCriterion, score: number): string {
  const value = formatNumber(score, criterion === 'minutes' || !Number.isInteger(score) ? 1 : 0);
  return t(`challenges.unit.${criterion}.${pluralOf(score)}`, { value });
}

/** "1 member", "3 members". */
export const memberCountText = (t: TFunction, count: number) =>
  t(`challenges.teams.memberCount.${pluralOf(count)}`, { count });

/** How the winner is found, in the words members read: the criterion, the team rule, what counts. */
export function criterionExplained(
  t: TFunction,
  board: { criterion: TChallengeCriterion; type: string; teamScoring: TTeamScoring },
) {
  return {
    label: t(CHALLENGE_CRITERION_LABELS[board.criterion]),
    rule: t(CHALLENGE_CRITERION_RULES[board.criterion]),
    teamRule: board.type === 'team' ? t(CHALLENGE_TEAM_SCORING_RULES[board.teamScoring]) : undefined,
  };
}

/** The day of an end instant on the club's clock: an end at midnight closes the day before. */
export function clubEndDate(iso: string, timeZone: string): string {
  // The server counts up to the end minus a microsecond: one millisecond before it is the same day.
  const lastMoment = new Date(Date.parse(iso) - 1).toISOString();
  return dayjs(instantToWall(lastMoment, timeZone).slice(0, 10)).format(dateFormat());
}

/**
 * "03/01/2026 09:00 – 03/31/2026": from the start to the last day (or the day it ended early); a start
 * at the day's beginning is its date alone, like the end ("03/01/2026 – 03/31/2026").
 */
export function periodText(c: {
  startTime: string;
  endTime: string;
  endedAt: string | null;
  timezone: string;
}) {
  const end = c.endedAt && Date.parse(c.endedAt) < Date.parse(c.endTime) ? c.endedAt : c.endTime;
  const start = instantToWall(c.startTime, c.timezone);
  const shown = dayjs(start).format(start.endsWith('T00:00') ? dateFormat() : `${dateFormat()} HH:mm`);
  return `${shown} – ${clubEndDate(end, c.timezone)}`;
}
