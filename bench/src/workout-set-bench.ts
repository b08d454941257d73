// The benchmarks over the workout data set (issues 11 and 12): the set is made first when the bench
// database does not hold it yet (workout-data.ts), then the production server runs on it while
// ingestion, My Workouts and the boards are measured; ingestion is also measured on PGlite.
// Parts: BENCH_ONLY=workouts runs all; ingest, workout-list or boards runs one.
import { benchBoards, type TBoardRow } from './boards-bench.ts';
import { postgresReachable, startApiServer } from './server-process.ts';
import { type TWorkoutSet, workoutDataSet } from './workout-data.ts';
import {
  benchIngestOnPglite,
  benchIngestOnSet,
  benchWorkoutList,
  type TIngestRow,
  type TListRow,
} from './workouts-bench.ts';

const PORT = 3912;
export const WORKOUT_SET_PARTS = ['ingest', 'workout-list', 'boards'] as const;
type TPart = (typeof WORKOUT_SET_PARTS)[number];

export interface TWorkoutSetResult {
  set?: TWorkoutSet;
  ingest: TIngestRow[];
  lists: TListRow[];
  boards: TBoardRow[];
}

export async function benchWorkoutSet(
  parts: readonly TPart[] = WORKOUT_SET_PARTS,
): Promise<TWorkoutSetResult> {
  const result: TWorkoutSetResult = { ingest: [], lists: [], boards: [] };
  const dbs = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
  if (parts.includes('ingest') && dbs.includes('pglite')) result.ingest.push(await benchIngestOnPglite());
  if (!dbs.includes('postgres')) return result;
  if (!(await postgresReachable())) {
    console.warn('PostgreSQL at BENCH_DATABASE_URL is not reachable: skipped the workout data set rows');
    return result;
  }
  const set = await workoutDataSet();
  result.set = set;
  const server = await startApiServer('postgres', PORT, [], set.databaseUrl);
  try {
    if (parts.includes('ingest')) result.ingest.push(await benchIngestOnSet(server, set));
    if (parts.includes('workout-list')) result.lists = await benchWorkoutList(server, set);
    if (parts.includes('boards')) result.boards = await benchBoards(set, server);
  } finally {
    await server.stop();
  }
  return result;
}

if (import.meta.main) console.dir(await benchWorkoutSet(), { depth: 4 });
