// The workout data set of issues 11 and 12 on PostgreSQL: 5,000,000 workouts of 25,000 members in 20
// clubs over 13 months, with their daily roll-ups, a running challenge and the accounts the benchmarks
// sign in with. It is kept in its own database (BENCH_WORKOUTS_DB, default bench_workouts) between
// runs: a marker row written last says it is complete and what it holds; without it (or made with
// other sizes) the database is dropped and made again. Workouts carry summaries, not samples.
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedDemoData } from '../../apps/api/src/modules/demo/demo-data.ts';
import { adminQuery, PG_ADMIN_URL } from './server-process.ts';
import { MARKER_TABLE } from './workout-data-sql.ts';
import {
  apportion,
  createChallenge,
  createPeople,
  LOGINS,
  random,
  rollUp,
  writeWorkouts,
} from './workout-data-steps.ts';

const DB_NAME = process.env.BENCH_WORKOUTS_DB ?? 'bench_workouts';
const SIZES = {
  clubs: 20,
  members: 25_000,
  workouts: Number(process.env.BENCH_WORKOUTS ?? 5_000_000),
  /** The days the members' workouts spread over, ending yesterday (13 months). */
  days: 395,
  /** One member with a year of workouts (issue 11: My Workouts for a member with 2,000 workouts). */
  heavyWorkouts: 2_000,
  heavyDays: 365,
  ingestMembers: 100,
  challengeParticipants: 1_000,
};
/** Parts the workouts are written in, oldest first (one statement each). */
const PARTS = 13;

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

const log = (started: number, what: string) =>
  console.log(`[workout data set] ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

async function generate(url: string): Promise<TWorkoutSet> {
  const started = performance.now();
  const progress = (what: string) => log(started, what);
  await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  const database = await openDatabase({ url, dataDir: null });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    return await withClient(url, async (client) => {
      // Bulk load: the rows are consistent by construction, so foreign-key triggers are skipped; no JIT,
      // whose compiling costs more than it saves on these statements.
      await client.query('SET session_replication_role = replica');
      await client.query(`SET work_mem = '256MB'`);
      await client.query(`SET maintenance_work_mem = '1GB'`);
      await client.query('SET jit = off');
      await client.query('SELECT setseed(0.42)');
      const people = await createPeople(client, SIZES);
      progress(`${people.members.length + people.ingestMembers.length} members`);

      // Members differ in how often they train: weights 0.1-2.0 (a triangle), scaled to the total.
      const rnd = random(7);
      const counts = apportion(
        SIZES.workouts - SIZES.heavyWorkouts,
        people.members.map(() => 0.1 + 0.95 * (rnd() + rnd())),
      );
      const lastDay =
        (await client.query<{ d: string }>(`SELECT (current_date - 1)::text AS d`)).rows[0]?.d ?? '';
      const workouts = {
        members: [...people.members, people.heavyMemberId],
        counts: [...counts, SIZES.heavyWorkouts],
        spans: [...people.members.map(() => SIZES.days), SIZES.heavyDays],
        lastDay,
        parts: PARTS,
      };
      await writeWorkouts(client, workouts, progress);
      progress(`${SIZES.workouts} workouts and their indexes`);
      await rollUp(client, database);
      progress('roll-ups');
      const challengeId = await createChallenge(client, {
        clubId: people.big.id,
        locationId: people.big.locations[0] ?? 0,
        lastDay,
        participants: [
          ...people.bigClubMembers.slice(0, SIZES.challengeParticipants - 1),
          people.heavyMemberId,
        ],
      });
      await client.query('VACUUM ANALYZE');
      const info: TWorkoutSet = {
        databaseUrl: url,
        sizes: SIZES,
        clubId: people.big.id,
        staffEmail: LOGINS.staff,
        heavyEmail: LOGINS.heavy,
        heavyMemberId: people.heavyMemberId,
        ingestClubId: people.ingestClub.id,
        ingestStaffEmail: LOGINS.ingestStaff,
        ingestMemberIds: people.ingestMembers,
        challengeId,
        lastDay,
        fillSeconds: (performance.now() - started) / 1000,
        madeNow: false,
      };
      await client.query(MARKER_TABLE);
      await client.query(`INSERT INTO bench_data_set (name, info) VALUES ('workouts', $1)`, [info]);
      progress('done');
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
