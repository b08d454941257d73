import {
  CHALLENGE_ZONES,
  type TChallengeCriterion,
  type TChallengeScope,
  type TTeamScoring,
} from '@pulseboard/contract/challenges';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/*
 * HOW A CHALLENGE IS SCORED (the one place these rules are written; members read them as the
 * contract's CHALLENGE_COMMON_RULE, CHALLENGE_CRITERION_RULES and CHALLENGE_TEAM_SCORING_RULES).
 *
 * Everything is read from the daily roll-ups (workout_daily: one row per club, member, location,
 * source and club-local day), summed in SQL; raw workouts are never read.
 *
 * Which roll-up rows count, for each participant (only participants have a score):
 * - club: the challenge's club;
 * - days: from the club-local date of the start to the club-local date of the end, both included, where
 *   the end is ended_at when the challenge ended early (staff, or its target reached) and ends_at
 *   otherwise; an end at 00:00 exactly closes the day before (the last microsecond before it counts).
 *   A workout sent late was added to the roll-up of the day it was done, so it counts there;
 * - sources: every source, except 'app' (the members' app) when the challenge does not allow mobile workouts;
 * - locations: with scope 'locations', only rows of those locations (location_key); 'club': all,
 *   workouts without a location included.
 *
 * Criteria (zones are the challenge's included zones, 0 = first; "all zones" = the five):
 * - points: all zones -> sum(points), the workouts' own points (they equal the points ledger);
 *   otherwise round half up(sum over the rows and included zones of zone_point_seconds / 60), rounded
 *   once over the whole challenge.
 * - workouts: sum(workouts): every counted workout adds one, whatever zones it reached.
 * - minutes: sum over included zones of zone_seconds / 60, rounded half up to one decimal (time below
 *   the first zone never counts, even with all zones).
 * - calories: all zones -> sum(calories); otherwise sum over included zones of zone_calories.
 * Teams: 'sum' adds the members' scores; 'average' is their mean with one decimal (half up), members
 * without a counted workout included as zero; a team without members scores 0. Participants without
 * a team count on the members' board only.
 * Ranks: best first, ties share a rank and the next rank skips (1, 1, 3): rank() in SQL.
 */

export type TChallengeScoring = {
  id: number;
  criterion: TChallengeCriterion;
  zones: readonly number[];
  allowMobile: boolean;
  scope: TChallengeScope;
  teamScoring: TTeamScoring;
};

type TZoneColumn = 'zone_seconds' | 'zone_point_seconds' | 'zone_calories';

// The zones are the stored, validated integers 0-4; filtered again so nothing but them reaches sql.raw.
function zoneSum(column: TZoneColumn, zones: readonly number[]): SQL {
  const valid = zones.filter((z) => CHALLENGE_ZONES.includes(z));
  if (valid.length === 0) return sql`0`;
  return sql.raw(valid.map((z) => `coalesce(d.${column}[${z + 1}], 0)`).join(' + '));
}

function scoreSql(s: TChallengeScoring): SQL {
  const all = CHALLENGE_ZONES.every((z) => s.zones.includes(z));
  switch (s.criterion) {
    case 'points':
      return all
        ? sql`coalesce(sum(d.points), 0)::float8`
        : sql`((coalesce(sum(${zoneSum('zone_point_seconds', s.zones)}), 0) + 30) / 60)::float8`;
    case 'workouts':
      return sql`coalesce(sum(d.workouts), 0)::float8`;
    case 'minutes':
      return sql`round(coalesce(sum(${zoneSum('zone_seconds', s.zones)}), 0)::numeric / 60, 1)::float8`;
    case 'calories':
      return all
        ? sql`coalesce(sum(d.calories), 0)::float8`
        : sql`coalesce(sum(${zoneSum('zone_calories', s.zones)}), 0)::float8`;
  }
}

/**
 * The CTEs `c` (the challenge's club, days and locations, read once) and `scores` (one row per
 * participant). Each participant's score is an aggregate of its own roll-ups (LATERAL): an index scan
 * per participant with no join, sort and grouping of all their rows afterwards (bench/: the standings
 * of 1,000 participants over 5,000,000 workouts). A participant without a counted row scores 0.
 */
function scoresCte(s: TChallengeScoring): SQL {
  return sql`
    c AS (
      SELECT ch.id, ch.club_id,
        (ch.starts_at AT TIME ZONE cl.timezone)::date AS first_day,
        ((least(ch.ends_at, coalesce(ch.ended_at, ch.ends_at)) - interval '1 microsecond')
          AT TIME ZONE cl.timezone)::date AS last_day,
        array(SELECT l.location_id FROM challenge_locations l WHERE l.challenge_id = ch.id) AS location_ids
      FROM challenges ch JOIN clubs cl ON cl.id = ch.club_id
      WHERE ch.id = ${s.id}
    ),
    scores AS (
      SELECT p.user_id, p.team_id, x.score
      FROM c JOIN challenge_participants p ON p.challenge_id = c.id
      CROSS JOIN LATERAL (
        SELECT ${scoreSql(s)} AS score
        FROM workout_daily d
        WHERE d.club_id = c.club_id AND d.user_id = p.user_id
          AND d.day BETWEEN c.first_day AND c.last_day
          ${s.allowMobile ? sql`` : sql`AND d.source <> 'app'`}
          ${s.scope === 'locations' ? sql`AND d.location_key = ANY (c.location_ids)` : sql``}
      ) x
    )`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type TMemberStanding = {
  user_id: number;
  team_id: number | null;
  score: number;
  rank: number;
  team_rank: number;
  first_name: string;
  last_name: string;
  nick_name: string | null;
  avatar: string | null;
  team_name: string | null;
  team_color: string | null;
};

/**
 * Every participant with their score, rank overall and rank within their team, best first. The names'
 * LIMIT 1 keeps them a lookup by primary key per participant: as a plain join the planner hashes the
 * whole users table (25,000 rows in bench/) for 1,000 names.
 */
export async function memberStandings(db: DbOrTx, s: TChallengeScoring) {
  const result = await db.execute(sql`
    WITH ${scoresCte(s)}
    SELECT s.user_id, s.team_id, s.score,
      (rank() OVER (ORDER BY s.score DESC))::int AS rank,
      (rank() OVER (PARTITION BY s.team_id ORDER BY s.score DESC))::int AS team_rank,
      u.first_name, u.last_name, u.nick_name, u.avatar, t.name AS team_name, t.color AS team_color
    FROM scores s
    CROSS JOIN LATERAL (
      SELECT u.id, u.first_name, u.last_name, u.nick_name, u.avatar FROM users u WHERE u.id = s.user_id LIMIT 1
    ) u
    LEFT JOIN challenge_teams t ON t.id = s.team_id
    ORDER BY rank, u.first_name, u.last_name, u.id`);
  return rowsOf<TMemberStanding>(result);
}

export type TTeamStanding = {
  id: number;
  name: string;
  color: string;
  member_count: number;
  score: number;
  rank: number;
};

/** The CTE `teams` (after scoresCte): each team's score, the sum or the average of its members'. */
function teamsCte(s: TChallengeScoring): SQL {
  const score =
    s.teamScoring === 'average'
      ? sql`coalesce(round(avg(s.score)::numeric, 1), 0)::float8`
      : sql`coalesce(round(sum(s.score)::numeric, 1), 0)::float8`;
  return sql`
    teams AS (
      SELECT t.id, t.name, t.color, count(s.user_id)::int AS member_count, ${score} AS score
      FROM challenge_teams t LEFT JOIN scores s ON s.team_id = t.id
      WHERE t.challenge_id = ${s.id}
      GROUP BY t.id
    )`;
}

/** Every team of the challenge with its score (sum or average of its members), best first. */
export async function teamStandings(db: DbOrTx, s: TChallengeScoring) {
  const result = await db.execute(sql`
    WITH ${scoresCte(s)}, ${teamsCte(s)}
    SELECT teams.*, (rank() OVER (ORDER BY teams.score DESC))::int AS rank
    FROM teams ORDER BY rank, teams.name, teams.id`);
  return rowsOf<TTeamStanding>(result);
}

/** The best score so far: of a team (team challenges) or of a participant; 0 without any. */
export async function topScore(db: DbOrTx, s: TChallengeScoring, byTeam: boolean): Promise<number> {
  const result = await db.execute(
    byTeam
      ? sql`WITH ${scoresCte(s)}, ${teamsCte(s)} SELECT coalesce(max(score), 0)::float8 AS top FROM teams`
      : sql`WITH ${scoresCte(s)} SELECT coalesce(max(score), 0)::float8 AS top FROM scores`,
  );
  return rowsOf<{ top: number }>(result)[0]?.top ?? 0;
}
