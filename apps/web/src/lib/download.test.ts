import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentName, downloadFile } from './download.ts';
import { ApiError } from './http.ts';

afterEach(() => vi.unstubAllGlobals());

describe('downloadFile', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(attachmentName('attachment; filename="board.csv"', 'x')).toBe('board.csv');
    expect(attachmentName(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('throws the envelope message of a refused export', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 403, meta: { error: true, message: 'No access' }, data: null },
          { status: 403 },
        ),
      ),
    );
    await expect(downloadFile('/x', 'x.csv')).rejects.toMatchObject({ message: 'No access', status: 403 });
    await expect(downloadFile('/x', 'x.csv')).rejects.toBeInstanceOf(ApiError);
  });

  it('saves the answer under its name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('a,b\n', { headers: { 'content-disposition': 'attachment; filename="board.csv"' } }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:1');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await downloadFile('/x', 'x.csv');
    expect(clicked).toEqual(['board.csv']);
    click.mockRestore();
  });
});
