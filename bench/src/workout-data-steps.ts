// The steps of the workout data set (workout-data.ts), each on the generator's bulk-load connection.
import type pg from 'pg';
import type { TDatabase } from '../../apps/api/src/db/client.ts';
import { rollUpAllWorkouts } from '../../apps/api/src/modules/workouts/workouts.repository.ts';
import {
  INSERT_CHALLENGE,
  INSERT_CLUBS,
  INSERT_LOGINS,
  INSERT_WORKOUTS_PART,
  insertMembersSql,
} from './workout-data-sql.ts';

const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/Madrid',
  'Europe/London',
];
export const LOGINS = {
  staff: 'wbench.admin@bench.example',
  heavy: 'wbench.heavy@bench.example',
  ingestStaff: 'wbench.ingest.admin@bench.example',
};

/** Deterministic numbers in [0, 1), so every data set holds the same members and counts. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Integer parts of `total` in proportion to `weights`, adding up to `total` exactly. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let before = 0;
  let acc = 0;
  return weights.map((w) => {
    acc += w;
    const upTo = Math.round((total * acc) / sum);
    const part = upTo - before;
    before = upTo;
    return part;
  });
}

/** Drops the secondary indexes of a table and returns the statements that make them again. */
async function dropIndexes(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.tablename = $1 AND i.indexname NOT IN (SELECT conname FROM pg_constraint)`,
    [table],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.indexname}`);
  return rows.map((row) => row.indexdef);
}

const ids = (result: pg.QueryResult<{ id: number }>) => result.rows.map((r) => r.id);

/**
 * `clubs` clubs of uneven sizes (about 1,900 down to 630 of `members`), each member at one of the
 * club's two locations, plus a club of `ingestMembers` for the ingestion benchmark, and the logins.
 */
export async function createPeople(
  client: pg.Client,
  sizes: { clubs: number; members: number; ingestMembers: number },
) {
  const names = Array.from({ length: sizes.clubs }, (_, i) => `Workout Bench Club ${i + 1}`);
  const clubs = (
    await client.query<{ id: number; locations: number[] }>(INSERT_CLUBS, [
      [...names, 'Ingest Bench Club'],
      [...names, ''].map((_, i) => TIME_ZONES[i % TIME_ZONES.length]),
    ])
  ).rows;
  const ingestClub = clubs.pop();
  const big = clubs[0];
  if (!ingestClub || !big) throw new Error('bench clubs were not created');
  const clubSizes = apportion(
    sizes.members,
    clubs.map((_, i) => 20 - i * 0.7),
  );
  const memberClubs = clubs.flatMap((club, i) => Array<number>(clubSizes[i] ?? 0).fill(club.id));
  const memberLocations = memberClubs.map((id, g) => clubs.find((c) => c.id === id)?.locations[g % 2] ?? 0);
  const members = ids(
    await client.query(insertMembersSql('wbench', 3_000_000), [memberClubs, memberLocations]),
  );
  const ingestMembers = ids(
    await client.query(insertMembersSql('wbench.ingest', 4_000_000), [
      Array<number>(sizes.ingestMembers).fill(ingestClub.id),
      Array<number>(sizes.ingestMembers).fill(ingestClub.locations[0] ?? 0),
    ]),
  );
  const [, heavyMemberId = 0] = ids(
    await client.query(INSERT_LOGINS, [
      [LOGINS.staff, LOGINS.heavy, LOGINS.ingestStaff],
      ['club', 'member', 'club'],
      [big.id, big.id, ingestClub.id],
      [big.locations[0], big.locations[0], ingestClub.locations[0]],
    ]),
  );
  const bigClubMembers = members.filter((_, g) => memberClubs[g] === big.id);
  return { big, ingestClub, members, bigClubMembers, ingestMembers, heavyMemberId };
}

/**
 * Each member's workouts (`counts`, spread over `spans` days ending on `lastDay`) in `parts`
 * statements, oldest first, with the table's secondary indexes made once at the end.
 */
export async function writeWorkouts(
  client: pg.Client,
  w: { members: number[]; counts: number[]; spans: number[]; lastDay: string; parts: number },
  progress: (what: string) => void,
) {
  const indexes = await dropIndexes(client, 'workouts');
  for (let part = 0; part < w.parts; part++) {
    await client.query(INSERT_WORKOUTS_PART, [w.members, w.counts, w.spans, part, w.parts, w.lastDay]);
    progress(`workouts, part ${part + 1} of ${w.parts}`);
  }
  for (const statement of indexes) await client.query(statement);
}

/**
 * The roll-ups as ingestion keeps them, by rollUpAllWorkouts (the demo's are made again with the rest),
 * then laid out as a table filled day after day by ingestion is: in day order, the clubs' rows of a
 * day mixed (a club's month is then spread over the month's pages, as in life).
 */
export async function rollUp(client: pg.Client, database: TDatabase) {
  const indexes = await dropIndexes(client, 'workout_daily');
  await client.query('DELETE FROM workout_daily');
  // rollUpAllWorkouts runs on the API's own connection, where the session's bulk-load setting does not hold.
  await client.query('ALTER TABLE workout_daily DISABLE TRIGGER ALL');
  await database.db.transaction((tx) => rollUpAllWorkouts(tx));
  await client.query('ALTER TABLE workout_daily ENABLE TRIGGER ALL');
  await client.query(`CREATE TEMP TABLE daily_by_day AS SELECT * FROM workout_daily ORDER BY day, random()`);
  await client.query('TRUNCATE workout_daily');
  await client.query('INSERT INTO workout_daily SELECT * FROM daily_by_day');
  await client.query('DROP TABLE daily_by_day');
  for (const statement of indexes) await client.query(statement);
}

/** The running challenge of the big club's first location; returns its id. */
export async function createChallenge(
  client: pg.Client,
  c: { clubId: number; locationId: number; lastDay: string; participants: number[] },
) {
  const result = await client.query<{ id: number }>(INSERT_CHALLENGE, [
    c.clubId,
    c.lastDay,
    c.locationId,
    c.participants,
  ]);
  return result.rows[0]?.id ?? 0;
}
