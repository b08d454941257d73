// The workout data set of issues 11 and 12 on PostgreSQL: 5,000,000 workouts of 25,000 members in 20
// clubs over 13 months, with their daily roll-ups, a running challenge and the accounts the benchmarks
// sign in with. It is kept in its own database (BENCH_WORKOUTS_DB, default bench_workouts) between
// runs: a marker row written last says it is complete and what it holds; without it (or made with
// other sizes) the database is dropped and made again. Workouts carry summaries, not samples.
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedDemoData } from '../../apps/api/src/modules/demo/demo-data.ts';
import { rollUpAllWorkouts } from '../../apps/api/src/modules/workouts/workouts.repository.ts';
import { adminQuery, PG_ADMIN_URL } from './server-process.ts';
import {
  INSERT_CHALLENGE,
  INSERT_CLUBS,
  INSERT_LOGINS,
  INSERT_WORKOUTS_PART,
  insertMembersSql,
  MARKER_TABLE,
} from './workout-data-sql.ts';

const DB_NAME = process.env.BENCH_WORKOUTS_DB ?? 'bench_workouts';
const SIZES = {
  clubs: 20,
  members: 25_000,
  workouts: Number(process.env.BENCH_WORKOUTS ?? 5_000_000),
  /** The days the members' workouts spread over, ending yesterday (13 months). */
  days: 395,
  /** One member with a year of workouts (issue 11: My Workouts for a member with 2,000 workouts). */
  heavyWorkouts: 2_000,
  ingestMembers: 100,
  challengeParticipants: 1_000,
};
/** Parts the workouts are written in, oldest first (one statement each). */
const PARTS = 13;
const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/Madrid',
  'Europe/London',
];

/** What the benchmarks need to know about the data set. */
export interface TWorkoutSet {
  databaseUrl: string;
  sizes: typeof SIZES;
  /** The biggest club: its staff, its heavy member and its challenge are measured. */
  clubId: number;
  staffEmail: string;
  heavyEmail: string;
  heavyMemberId: number;
  /** A club of its own for the ingestion benchmark, emptied after each run. */
  ingestClubId: number;
  ingestStaffEmail: string;
  ingestMemberIds: number[];
  challengeId: number;
  /** The last day with workouts (YYYY-MM-DD). */
  lastDay: string;
  /** Seconds it took to make, and whether this run made it. */
  fillSeconds: number;
  madeNow: boolean;
}

export function workoutSetUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The marker's record when the database holds a complete data set of today's sizes. */
async function readMarker(url: string): Promise<TWorkoutSet | undefined> {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query<{ info: TWorkoutSet }>(
        `SELECT info FROM bench_data_set WHERE name = 'workouts'`,
      );
      const info = rows[0]?.info;
      // jsonb keeps its own key order: compare size by size.
      const same = (Object.keys(SIZES) as (keyof typeof SIZES)[]).every((k) => info?.sizes[k] === SIZES[k]);
      return info && same ? info : undefined;
    });
  } catch {
    return undefined; // no database, or no marker table yet
  }
}

/** Deterministic numbers in [0, 1), so every data set holds the same members and counts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Integer parts of `total` in proportion to `weights`, adding up to `total` exactly. */
function apportion(total: number, weights: number[]): number[] {
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

const log = (started: number, what: string) =>
  console.log(`[workout data set] ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

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

async function generate(url: string): Promise<TWorkoutSet> {
  const started = performance.now();
  await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  const database = await openDatabase({ url, dataDir: null });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    return await withClient(url, async (client) => {
      // Bulk load: the rows are consistent by construction, so foreign-key triggers are skipped.
      await client.query(`SET session_replication_role = replica`);
      await client.query(`SET work_mem = '256MB'`);
      await client.query('SET jit = off');
      await client.query(`SET maintenance_work_mem = '1GB'`);
      await client.query(`SELECT setseed(0.42)`);
      const names = Array.from({ length: SIZES.clubs }, (_, i) => `Workout Bench Club ${i + 1}`);
      const clubs = (
        await client.query<{ id: number; locations: number[] }>(INSERT_CLUBS, [
          [...names, 'Ingest Bench Club'],
          [...names, ''].map((_, i) => TIME_ZONES[i % TIME_ZONES.length]),
        ])
      ).rows;
      const ingestClub = clubs.pop();
      const big = clubs[0];
      if (!ingestClub || !big) throw new Error('bench clubs were not created');

      // Clubs of uneven sizes (about 1,900 down to 630 members), each member at one of its two locations.
      const sizes = apportion(
        SIZES.members,
        clubs.map((_, i) => 20 - i * 0.7),
      );
      const memberClubs = clubs.flatMap((club, i) => Array<number>(sizes[i] ?? 0).fill(club.id));
      const memberLocations = memberClubs.map((_, g) => {
        const club = clubs.find((c) => c.id === memberClubs[g]);
        return club?.locations[g % 2] ?? 0;
      });
      const members = (
        await client.query<{ id: number }>(insertMembersSql('wbench', 3_000_000), [
          memberClubs,
          memberLocations,
        ])
      ).rows.map((r) => r.id);
      const ingestMembers = (
        await client.query<{ id: number }>(insertMembersSql('wbench.ingest', 4_000_000), [
          Array<number>(SIZES.ingestMembers).fill(ingestClub.id),
          Array<number>(SIZES.ingestMembers).fill(ingestClub.locations[0] ?? 0),
        ])
      ).rows.map((r) => r.id);
      const staffEmail = 'wbench.admin@bench.example';
      const heavyEmail = 'wbench.heavy@bench.example';
      const ingestStaffEmail = 'wbench.ingest.admin@bench.example';
      const logins = (
        await client.query<{ id: number }>(INSERT_LOGINS, [
          [staffEmail, heavyEmail, ingestStaffEmail],
          ['club', 'member', 'club'],
          [big.id, big.id, ingestClub.id],
          [big.locations[0], big.locations[0], ingestClub.locations[0]],
        ])
      ).rows;
      const heavyMemberId = logins[1]?.id ?? 0;
      log(started, `${members.length + ingestMembers.length} members in ${clubs.length + 1} clubs`);

      // Members differ in how often they train: weights 0.1-2.0 (a triangle), scaled to the total.
      const rnd = random(7);
      const counts = apportion(
        SIZES.workouts - SIZES.heavyWorkouts,
        members.map(() => 0.1 + 0.95 * (rnd() + rnd())),
      );
      const ids = [...members, heavyMemberId];
      const all = [...counts, SIZES.heavyWorkouts];
      const spans = [...members.map(() => SIZES.days), 365];
      const lastDay =
        (await client.query<{ d: string }>(`SELECT (current_date - 1)::text AS d`)).rows[0]?.d ?? '';
      const workoutIndexes = await dropIndexes(client, 'workouts');
      for (let part = 0; part < PARTS; part++) {
        await client.query(INSERT_WORKOUTS_PART, [ids, all, spans, part, PARTS, lastDay]);
        log(started, `workouts, part ${part + 1} of ${PARTS}`);
      }
      for (const statement of workoutIndexes) await client.query(statement);
      log(started, `${SIZES.workouts} workouts and their indexes`);

      // The roll-ups as ingestion keeps them (the demo's are made again with the rest), then laid out
      // as a table filled day after day by ingestion is: in day order, the clubs' rows of a day mixed.
      const dailyIndexes = await dropIndexes(client, 'workout_daily');
      await client.query('DELETE FROM workout_daily');
      // rollUpAllWorkouts runs on the API's own connection, where the session setting above does not hold.
      await client.query('ALTER TABLE workout_daily DISABLE TRIGGER ALL');
      await database.db.transaction((tx) => rollUpAllWorkouts(tx));
      await client.query('ALTER TABLE workout_daily ENABLE TRIGGER ALL');
      await client.query(
        `CREATE TEMP TABLE daily_by_day AS SELECT * FROM workout_daily ORDER BY day, random()`,
      );
      await client.query('TRUNCATE workout_daily');
      await client.query('INSERT INTO workout_daily SELECT * FROM daily_by_day');
      await client.query('DROP TABLE daily_by_day');
      for (const statement of dailyIndexes) await client.query(statement);
      log(started, 'roll-ups');

      const participants = members.filter((_, g) => memberClubs[g] === big.id);
      const challengeStart = (
        await client.query<{ d: string }>(`SELECT ($1::date - 27)::text AS d`, [lastDay])
      ).rows[0]?.d;
      const challengeEnd = (await client.query<{ d: string }>(`SELECT ($1::date + 30)::text AS d`, [lastDay]))
        .rows[0]?.d;
      const challenge = await client.query<{ id: number }>(INSERT_CHALLENGE, [
        big.id,
        challengeStart,
        challengeEnd,
        big.locations[0],
        [...participants.slice(0, SIZES.challengeParticipants - 1), heavyMemberId],
      ]);
      await client.query('VACUUM ANALYZE');
      const fillSeconds = (performance.now() - started) / 1000;
      const info: TWorkoutSet = {
        databaseUrl: url,
        sizes: SIZES,
        clubId: big.id,
        staffEmail,
        heavyEmail,
        heavyMemberId,
        ingestClubId: ingestClub.id,
        ingestStaffEmail,
        ingestMemberIds: ingestMembers,
        challengeId: challenge.rows[0]?.id ?? 0,
        lastDay,
        fillSeconds,
        madeNow: false,
      };
      await client.query(MARKER_TABLE);
      await client.query(`INSERT INTO bench_data_set (name, info) VALUES ('workouts', $1)`, [info]);
      log(started, 'done');
      return { ...info, madeNow: true };
    });
  } finally {
    await database.close();
  }
}

/** The data set, made first when the database does not hold it yet. */
export async function workoutDataSet(): Promise<TWorkoutSet> {
  const url = workoutSetUrl();
  return (await readMarker(url)) ?? generate(url);
}

if (import.meta.main) console.log(await workoutDataSet());
