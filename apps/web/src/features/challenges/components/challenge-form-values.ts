import type {
  TChallengeCriterion,
  TChallengeInput,
  TChallengeListItem,
  TChallengeScope,
  TChallengeType,
  TTeamScoring,
} from '@pulseboard/contract/challenges';
import { CHALLENGE_ZONES } from '@pulseboard/contract/challenges';
import { instantToWall, wallToInstant } from '@pulseboard/core/wall-clock';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * What the form holds: pickers' days, and nothing chosen yet where the admin must choose. The pickers
 * show the club's wall clock: a Dayjs here is a wall-clock reading, never an instant.
 */
export type TChallengeFormValues = {
  name: string;
  type?: TChallengeType;
  criterion?: TChallengeCriterion;
  teamScoring: TTeamScoring;
  zones: number[];
  scope?: TChallengeScope;
  locationIds: number[];
  allowMobile: boolean;
  startTime?: Dayjs | null;
  /** The last day: the challenge runs to its end (23:59:59 in the club's zone). */
  endTime?: Dayjs | null;
  pointsTarget?: number | null;
};

const WALL_MINUTES = 'YYYY-MM-DDTHH:mm';
const DAY = 'YYYY-MM-DD';

/** The instant a start picker's reading stands for in the club's zone. */
export const startInstant = (start: Dayjs, timeZone: string) =>
  wallToInstant(start.format(WALL_MINUTES), timeZone);
/** The end of an end date's day in the club's zone. */
export const endInstant = (end: Dayjs, timeZone: string) =>
  wallToInstant(`${end.format(DAY)}T23:59:59`, timeZone);

export function toFormValues(
  challenge: TChallengeListItem | undefined,
  timeZone: string,
): TChallengeFormValues {
  if (!challenge)
    return {
      name: '',
      teamScoring: 'sum',
      zones: [...CHALLENGE_ZONES],
      scope: 'club',
      locationIds: [],
      allowMobile: false,
      startTime: null,
      endTime: null,
      pointsTarget: null,
    };
  // An end at midnight closes the day before (the contract's rule): the last day is a second earlier.
  const lastSecond = new Date(Date.parse(challenge.endTime) - 1000).toISOString();
  return {
    name: challenge.name,
    type: challenge.type,
    criterion: challenge.criterion,
    teamScoring: challenge.teamScoring,
    zones: challenge.zones,
    scope: challenge.scope,
    locationIds: challenge.locationIds,
    allowMobile: challenge.allowMobile,
    startTime: dayjs(instantToWall(challenge.startTime, timeZone)),
    endTime: dayjs(instantToWall(lastSecond, timeZone).slice(0, 10)),
    pointsTarget: challenge.pointsTarget,
  };
}

/**
 * The body of PUT/POST: missing choices go as they are and the contract's schema (here or on the
 * server) names them. Times become instants of the club's zone.
 */
export function toChallengeBody(values: TChallengeFormValues, timeZone: string): TChallengeInput {
  return {
    name: values.name?.trim() ?? '',
    type: values.type as TChallengeType,
    criterion: values.criterion as TChallengeCriterion,
    teamScoring: values.teamScoring ?? 'sum',
    zones: values.zones ?? [],
    scope: values.scope as TChallengeScope,
    locationIds: values.scope === 'locations' ? (values.locationIds ?? []) : [],
    allowMobile: Boolean(values.allowMobile),
    startTime: values.startTime ? startInstant(values.startTime, timeZone) : '',
    endTime: values.endTime ? endInstant(values.endTime, timeZone) : '',
    pointsTarget: typeof values.pointsTarget === 'number' ? values.pointsTarget : null,
  };
}
