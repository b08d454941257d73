import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { sheet, type TFile, uploadPods } from './loaner-pods-test-upload.ts';

const t = useTestApp();

const upload = (files: TFile[], opts: Parameters<typeof uploadPods>[2] = {}) => uploadPods(t, files, opts);

const pods = async (keyword: string, token = t.tokens.club, clubId = 1) =>
  (
    await call(t.app, 'POST', `/dashboard/clients/${clubId}/loaner-pods/page/1?pageSize=100`, {
      token,
      body: { keyword, sortField: 'barcode' },
    })
  ).body.data;

describe('importing loaner pods', () => {
  it('imports an .xlsx file and updates barcodes the club already has', async () => {
    const first = await upload([
      {
        name: 'pods.xlsx',
        content: sheet([
          ['Barcode', 'Bluetooth Name', 'Location', 'Notes'],
          ['XL-001', 'HRM 1', 'Downtown', 'ignored'],
          [],
          [1002, 'HRM 2', 'riverside'],
          ['XL-003', '', ''],
        ]),
      },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ created: 3, updated: 0 });
    const imported = await pods('');
    expect(imported.list.map((p: { barcode: string }) => p.barcode)).toEqual(['1002', 'XL-001', 'XL-003']);
    expect(imported.list[0]).toMatchObject({ bluetoothName: 'HRM 2', locationName: 'Riverside' });

    // Header case and order do not matter; a missing column leaves that value alone.
    const second = await upload([
      {
        name: 'UPDATE.XLSX',
        content: sheet([
          ['bluetooth name', 'BARCODE'],
          ['HRM 1b', 'XL-001'],
          ['', 'XL-004'],
        ]),
      },
    ]);
    expect(second.body.data).toEqual({ created: 1, updated: 1 });
    const xl1 = (await pods('XL-001')).list[0];
    expect(xl1).toMatchObject({ bluetoothName: 'HRM 1b', locationName: 'Downtown' });
  });

  it('imports .csv (keeping leading zeros) and .xls files', async () => {
    const csv = '\uFEFFBarcode,Bluetooth Name,Location\n00123,Strap 123,Downtown\nCSV-2,,\n';
    const fromCsv = await upload([{ name: 'pods.csv', content: csv }]);
    expect(fromCsv.body.data).toEqual({ created: 2, updated: 0 });
    expect((await pods('00123')).list[0]).toMatchObject({ barcode: '00123', locationName: 'Downtown' });

    const xls = sheet(
      [
        ['Barcode', 'Location'],
        ['XLS-1', 'Riverside'],
      ],
      'biff8',
    );
    const fromXls = await upload([{ name: 'pods.xls', content: xls }]);
    expect(fromXls.body.data).toEqual({ created: 1, updated: 0 });
  });

  it('imports nothing when one row is bad, and says which rows and why', async () => {
    const before = (await pods('')).totalRecords;
    const res = await upload([
      {
        name: 'bad.xlsx',
        content: sheet([
          ['Barcode', 'Bluetooth Name', 'Location'],
          ['OK-1', 'fine', 'Downtown'],
          ['no', 'x', ''],
          ['OK-2', 'b'.repeat(65), 'Sweat Lab Central'],
          ['OK-1', '', ''],
        ]),
      },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({
      file: 'Nothing was imported: 3 rows have errors. Correct them and upload the file again.',
      'rows.3.barcode': 'Please enter the correct barcode.',
      'rows.4.bluetoothName': 'The bluetooth name can have at most 64 characters',
      'rows.4.location': 'No location of this club has this branch name',
      'rows.5.barcode': 'This barcode appears more than once in the file',
    });
    expect((await pods('')).totalRecords).toBe(before);
    expect((await pods('OK-1')).totalRecords).toBe(0);
  });

  it('refuses more than one file, other suffixes and disguised files', async () => {
    const good = { name: 'a.csv', content: 'Barcode\nTWO-1\n' };
    const two = await upload([good, { name: 'b.csv', content: 'Barcode\nTWO-2\n' }]);
    expect(two.status).toBe(400);
    expect(two.body.meta.message).toBe('Only support uploading one file!');
    expect((await upload([good, good], { lang: 'es' })).body.meta.message).toBe(
      '¡Solo se puede subir un archivo!',
    );
    expect((await pods('TWO-')).totalRecords).toBe(0);

    const txt = await upload([{ name: 'pods.txt', content: 'Barcode\nTXT-1\n' }]);
    expect(txt.status).toBe(400);
    expect(txt.body.meta.message).toBe('Only supports upload .xlsx, .xls, .csv suffix files');
    const es = await upload([{ name: 'pods.txt', content: 'x' }], { lang: 'es' });
    expect(es.body.meta.message).toBe('Solo se pueden subir archivos con extensión .xlsx, .xls o .csv');

    const disguised = await upload([{ name: 'pods.xlsx', content: 'Barcode\nFAKE-1\n' }]);
    expect(disguised.status).toBe(400);
    expect(disguised.body.meta.message).toBe(
      'The file could not be read; please save it again as .xlsx, .xls or .csv',
    );
    const none = await call(t.app, 'POST', '/dashboard/clients/1/loaner-pods/actions/import', {
      token: t.tokens.club,
      body: {},
    });
    expect(none.status).toBe(400);
  });

  it('checks the columns, the size and the number of rows', async () => {
    const noBarcode = await upload([{ name: 'p.csv', content: 'Code,Location\nA-1,Downtown\n' }]);
    expect(noBarcode.body.meta.message).toBe(
      'The first row must name the columns and include a Barcode column',
    );
    const empty = await upload([{ name: 'p.csv', content: 'Barcode\n\n' }]);
    expect(empty.body.meta.message).toBe('The file has no pods to import');

    const rows = Array.from({ length: 5001 }, (_, i) => `MANY-${i}`).join('\n');
    const many = await upload([{ name: 'p.csv', content: `Barcode\n${rows}\n` }]);
    expect(many.status).toBe(400);
    expect(many.body.meta.message).toBe(
      'The file has more than 5,000 rows; please split it into smaller files',
    );

    const big = await upload([{ name: 'p.csv', content: `Barcode\n${'A'.repeat(2 * 1024 * 1024)}\n` }]);
    expect(big.status).toBe(413);
    expect(big.body.meta.message).toBe('The file is too large (at most 2 MB)');
    expect((await pods('MANY-')).totalRecords).toBe(0);
  });

  it('imports 5000 rows in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `BULK-${i},Strap ${i},Downtown`).join('\n');
    const res = await upload([{ name: 'bulk.csv', content: `Barcode,Bluetooth Name,Location\n${rows}\n` }]);
    expect(res.body.data).toEqual({ created: 5000, updated: 0 });
    expect((await pods('BULK-')).totalRecords).toBe(5000);
  });

  it('is for managers of the club only, into their own club', async () => {
    const file = { name: 'p.csv', content: 'Barcode\nROLE-1\n' };
    expect((await upload([file], { token: t.tokens.coach })).status).toBe(403);
    expect((await upload([file], { token: t.tokens.club, clubId: 15 })).status).toBe(403);
    expect((await upload([file], { token: t.tokens.club2, clubId: 15 })).body.data).toEqual({
      created: 1,
      updated: 0,
    });
    expect((await pods('ROLE-1')).totalRecords).toBe(0);
    // The branch names of another club are unknown here.
    const foreign = await upload([{ name: 'p.csv', content: 'Barcode,Location\nROLE-2,Downtown\n' }], {
      token: t.tokens.club2,
      clubId: 15,
    });
    expect(foreign.body.data.fields['rows.2.location']).toBe('No location of this club has this branch name');
  });
});
