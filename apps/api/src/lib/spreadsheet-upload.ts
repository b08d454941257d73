import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { readMultipartBody } from './multipart-body.ts';

export type TSpreadsheetKind = 'xlsx' | 'xls' | 'csv';
export interface TSpreadsheetFile {
  kind: TSpreadsheetKind;
  content: Buffer;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const refuse = (key: string) => new AppError('VALIDATION_FAILED', { fields: { file: key } });
const oneFileOnly = () => refuse('import.oneFile');
const wrongType = () => refuse('import.fileType');
/** The file's bytes are not a spreadsheet the import can read. */
export const unreadable = () => refuse('import.unreadable');

function kindOf(filename: string): TSpreadsheetKind | null {
  const suffix = /\.(xlsx|xls|csv)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return (suffix as TSpreadsheetKind | undefined) ?? null;
}

// The bytes must be what the name says: a zip for .xlsx, an OLE compound file for .xls. How much a zip
// unpacks to is counted while it is inflated, off the event loop (spreadsheet-worker.ts).
function contentMatches(kind: TSpreadsheetKind, content: Buffer): boolean {
  if (kind === 'xlsx') return content.subarray(0, 4).equals(ZIP_MAGIC);
  if (kind === 'xls') return content.subarray(0, 8).equals(CFB_MAGIC);
  return true;
}

// Control characters text never holds (tab, line feed and carriage return aside).
const isControlByte = (b: number) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f;

// A .csv is parsed as text only: a workbook, an archive or binary data renamed to .csv is refused, and
// so is markup, which the parser would otherwise read as an HTML or XML table, and a document format
// that starts out as text (PDF, PostScript, RTF, SYLK).
function isCsvText(content: Buffer): boolean {
  const start = content.subarray(0, 8);
  if (start.subarray(0, 4).equals(ZIP_MAGIC) || start.equals(CFB_MAGIC) || content.includes(0)) return false;
  if (content.subarray(0, 4096).some(isControlByte)) return false;
  const head = content
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return !/^(<|\{\\rtf|ID;|%PDF-|%!PS)/i.test(head);
}

/**
 * Reads the one spreadsheet of a multipart request (SPEC.md section 5: one file, .xlsx, .xls or .csv),
 * checking its suffix and its bytes; any further file is refused, not ignored.
 */
export async function readSpreadsheetUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<TSpreadsheetFile> {
  if (!request.isMultipart()) throw wrongType();
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', {
      fields: { file: 'import.fileSize' },
      params: { mb: maxBytes / 1024 / 1024 },
    });
  const found = await readMultipartBody(
    request,
    'file',
    async () => {
      let file: TSpreadsheetFile | null = null;
      for await (const part of request.parts({ limits: { files: 2, fileSize: maxBytes } })) {
        if (part.type !== 'file') continue;
        if (file) throw oneFileOnly();
        const kind = kindOf(part.filename);
        if (!kind) throw wrongType();
        file = { kind, content: await part.toBuffer() };
      }
      return file;
    },
    { FST_FILES_LIMIT: oneFileOnly, FST_REQ_FILE_TOO_LARGE: tooLarge },
  );
  if (!found) throw refuse('import.noFile');
  if (found.content.length === 0) throw refuse('import.emptyFile');
  if (found.kind === 'csv' && !isCsvText(found.content)) throw refuse('import.csvNotText');
  if (!contentMatches(found.kind, found.content)) throw unreadable();
  return found;
}
