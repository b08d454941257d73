// Runs in a worker thread of the spreadsheet pool (spreadsheet-sheet.ts): every byte of an upload is
// inflated and parsed here, never on the server's event loop. Imports only what a worker can load.
import { inflateRawSync } from 'node:zlib';
import { read, utils } from '@e965/xlsx';
import { csvGrid } from './csv-grid.ts';

export interface TParseTask {
  kind: 'xlsx' | 'xls' | 'csv';
  content: Uint8Array;
  maxRows: number;
  maxColumns: number;
  maxUnzippedBytes: number;
}
export type TParseProblem = 'unreadable' | 'unzippedTooLarge' | 'tooManyColumns';
export type TParseResult =
  | { ok: true; sheet: { firstRow: number; grid: unknown[][] } | null }
  | { ok: false; problem: TParseProblem };

const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/**
 * Inflates every entry of a zip, counting the bytes that really come out rather than the sizes its
 * directory declares (which a zip bomb lies about), and stops at the cap. An entry whose own header
 * names another method or size than the directory is refused as unreadable.
 */
export function checkUnzippedSize(zip: Buffer, cap: number): TParseProblem | null {
  const end = zip.lastIndexOf(EOCD);
  if (end < 0 || end + 22 > zip.length) return 'unreadable';
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return 'unreadable';
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return 'unreadable';
    // The reader inflates by the entry's own (local) header: one that disagrees with the directory
    // counted here (a "stored" entry that is really deflated) would be inflated without this count.
    const sizesFollowData = (zip.readUInt16LE(local + 6) & 0x08) !== 0;
    if (zip.readUInt16LE(local + 8) !== method) return 'unreadable';
    if (!sizesFollowData && zip.readUInt32LE(local + 18) !== compressed) return 'unreadable';
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) return 'unreadable';
    const data = zip.subarray(start, start + compressed);
    if (method === 0) total += data.length;
    else if (method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: cap - total + 1 }).length;
      } catch (err) {
        return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'unzippedTooLarge' : 'unreadable';
      }
    } else return 'unreadable';
    if (total > cap) return 'unzippedTooLarge';
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return null;
}

/** The most fields a line of the text may have, counting its most frequent separator (quotes aside). */
function widestLine(text: string, limit: number): number {
  let widest = 0;
  for (const line of text.split('\n')) {
    for (const separator of [',', ';', '\t']) {
      const fields = line.split(separator, limit + 1).length;
      if (fields > widest) widest = fields;
    }
    if (widest > limit) break;
  }
  return widest;
}

/**
 * A CSV file's text: UTF-8 (its byte-order mark dropped), or, when the bytes are not valid UTF-8,
 * Windows-1252, what Excel on Windows saves a "CSV" as (José Núñez would otherwise read as Jos� N��ez).
 */
export function csvText(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

function parseWorkbook(task: TParseTask) {
  // Read one row past the limit (plus the header) so a file that is too long is told so, not cut short.
  const options = {
    sheets: 0,
    sheetRows: task.maxRows + 2,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    // A date cell (Excel turns a typed 01/1980 into one) as a Date, not its serial number.
    cellDates: true,
  };
  const content = Buffer.from(task.content.buffer, task.content.byteOffset, task.content.byteLength);
  if (task.kind === 'csv') {
    // Text as text: a code like 00123 must not become the number 123.
    const text = csvText(content);
    if (widestLine(text, task.maxColumns) > task.maxColumns) return 'tooManyColumns' as const;
    return { csv: csvGrid(text, options.sheetRows) };
  }
  if (task.kind === 'xlsx') {
    const problem = checkUnzippedSize(content, task.maxUnzippedBytes);
    if (problem) return problem;
  }
  return read(content, { ...options, type: 'buffer' });
}

/** The first sheet's cells as rows (empty rows kept, so indexes map to row numbers), or a problem. */
export default function parseSpreadsheet(task: TParseTask): TParseResult {
  let workbook: ReturnType<typeof parseWorkbook>;
  try {
    workbook = parseWorkbook(task);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (typeof workbook === 'string') return { ok: false, problem: workbook };
  if ('csv' in workbook) {
    const grid = workbook.csv;
    if (grid.every((r) => r.length === 0)) return { ok: true, sheet: null };
    if (grid.some((r) => r.length > task.maxColumns)) return { ok: false, problem: 'tooManyColumns' };
    return { ok: true, sheet: { firstRow: 1, grid } };
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet?.['!ref']) return { ok: true, sheet: null };
  const range = utils.decode_range(sheet['!ref']);
  if (range.e.c - range.s.c + 1 > task.maxColumns) return { ok: false, problem: 'tooManyColumns' };
  return {
    ok: true,
    sheet: {
      firstRow: range.s.r + 1,
      grid: utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true }),
    },
  };
}
