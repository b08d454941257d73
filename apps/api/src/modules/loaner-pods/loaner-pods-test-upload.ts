import { utils, write } from '@e965/xlsx';
import type { TTestFileApp } from '../../test-support/use-test-app.ts';

/** Test-only: a file to upload, by name and bytes (or text). */
export type TFile = { name: string; content: Buffer | string };

/** Test-only: a one-sheet workbook of these rows. */
export const sheet = (rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Pods');
  return write(book, { type: 'buffer', bookType });
};

/** Test-only: posts files to the club's pod import as multipart, as the browser does. */
export async function uploadPods(
  t: Pick<TTestFileApp, 'app' | 'tokens'>,
  files: TFile[],
  opts: { token?: string; clubId?: number; lang?: string } = {},
) {
  const form = new FormData();
  for (const f of files) {
    const bytes = typeof f.content === 'string' ? f.content : new Uint8Array(f.content);
    form.append('file', new Blob([bytes]), f.name);
  }
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: `/dashboard/clients/${opts.clubId ?? 1}/loaner-pods/actions/import`,
    headers: {
      'x-authorization': opts.token ?? t.tokens.club,
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}
