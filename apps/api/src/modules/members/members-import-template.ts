import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_EXAMPLE,
  MEMBER_IMPORT_HEADERS,
} from '@pulseboard/contract/members-import';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The import template in a format: the header row and one example row, every cell as text. */
export async function memberImportTemplate(format: keyof typeof CONTENT_TYPES) {
  const rows = [
    MEMBER_IMPORT_COLUMNS.map((c) => MEMBER_IMPORT_HEADERS[c]),
    MEMBER_IMPORT_COLUMNS.map((c) => MEMBER_IMPORT_EXAMPLE[c]),
  ];
  // Loaded on first use: the server's other routes never need the spreadsheet library.
  const { utils, write } = await import('@e965/xlsx');
  const sheet = utils.aoa_to_sheet(rows);
  const content: Buffer =
    format === 'csv'
      ? Buffer.from(`\uFEFF${utils.sheet_to_csv(sheet)}\n`, 'utf8')
      : (() => {
          const book = utils.book_new();
          utils.book_append_sheet(book, sheet, 'Members');
          return write(book, { type: 'buffer', bookType: format === 'xls' ? 'biff8' : 'xlsx' });
        })();
  return { content, contentType: CONTENT_TYPES[format], filename: `members-template.${format}` };
}
