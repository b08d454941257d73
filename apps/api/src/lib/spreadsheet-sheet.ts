import { Piscina } from 'piscina';
import { AppError } from './app-error.ts';
import { type TSpreadsheetFile, unreadable } from './spreadsheet-upload.ts';
import type { TParseProblem, TParseResult, TParseTask } from './spreadsheet-worker.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as trimmed text: numbers and booleans as written, a date cell as its day (YYYY-MM-DD), anything
 * else empty. The sheet reader makes a date cell's day midnight in the server's time zone, so the day is
 * read in that zone too.
 */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date && Number.isFinite(value.getTime())) {
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return '';
}

// A 2 MB upload may unzip to gigabytes or hold a million columns: each file is inflated (counting the
// bytes that come out) and parsed in a worker thread with a memory cap and a time budget, so one
// upload can neither stall the other requests nor take the server's memory.
export const SPREADSHEET_LIMITS = {
  maxUnzippedBytes: 64 * 1024 * 1024,
  maxColumns: 200,
  timeBudgetMs: 10_000,
  workerHeapMb: 512,
  threads: 2,
} as const;

let pool: Piscina<TParseTask, TParseResult> | null = null;
const workers = () => {
  pool ??= new Piscina({
    filename: new URL('./spreadsheet-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: SPREADSHEET_LIMITS.threads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: SPREADSHEET_LIMITS.workerHeapMb },
  });
  return pool;
};

/** Stops the parsing threads (the server closing). */
export async function closeSpreadsheetWorkers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

const tooLarge = (key: string, params?: Record<string, number>) =>
  new AppError('PAYLOAD_TOO_LARGE', { fields: { file: key }, params });

function refusal(problem: TParseProblem): AppError {
  if (problem === 'unzippedTooLarge') {
    return tooLarge('import.unzippedTooLarge', { mb: SPREADSHEET_LIMITS.maxUnzippedBytes / 1024 / 1024 });
  }
  if (problem === 'tooManyColumns') {
    return new AppError('VALIDATION_FAILED', {
      fields: { file: 'import.tooManyColumns' },
      params: { max: SPREADSHEET_LIMITS.maxColumns },
    });
  }
  return unreadable();
}

/**
 * The first sheet's cells as rows (empty rows kept, so indexes map to row numbers), and the number the
 * spreadsheet shows for the first of them; null when the sheet is empty. A shorter budget is for tests.
 */
export async function readFirstSheet(
  file: TSpreadsheetFile,
  maxRows: number,
  timeBudgetMs: number = SPREADSHEET_LIMITS.timeBudgetMs,
): Promise<{ firstRow: number; grid: unknown[][] } | null> {
  const { maxColumns, maxUnzippedBytes } = SPREADSHEET_LIMITS;
  const task: TParseTask = { kind: file.kind, content: file.content, maxRows, maxColumns, maxUnzippedBytes };
  let result: TParseResult;
  try {
    result = await workers().run(task, { signal: AbortSignal.timeout(timeBudgetMs) });
  } catch (err) {
    // Over the time budget (the thread is ended), or over the worker's memory.
    const name = (err as { name?: string }).name;
    const code = (err as { code?: string }).code;
    if (name === 'AbortError' || name === 'TimeoutError') throw tooLarge('import.tooSlow');
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw refusal('unzippedTooLarge');
    throw err;
  }
  if (!result.ok) throw refusal(result.problem);
  return result.sheet;
}
