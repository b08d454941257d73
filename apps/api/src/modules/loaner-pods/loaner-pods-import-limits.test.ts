import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, SPREADSHEET_LIMITS } from '../../lib/spreadsheet-sheet.ts';
import { checkUnzippedSize } from '../../lib/spreadsheet-worker.ts';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { sheet, uploadPods } from './loaner-pods-test-upload.ts';

// Hostile uploads: each is refused with a message naming the problem, and none stalls the server.
const t = useTestApp();

/**
 * A zip whose directory declares `declared` bytes for each entry, whatever the entry inflates to, and
 * `listedMethod` (8, deflate, unless given) as its method, whatever its own header says.
 */
function lyingZip(
  entries: { name: string; content: Buffer; declared: number; listedMethod?: number }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = deflateRawSync(entry.content, { level: 9 });
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(entry.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.listedMethod ?? 8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('hostile spreadsheets', () => {
  it('refuses a zip bomb by the bytes it really inflates to, not the sizes it declares', async () => {
    const cap = SPREADSHEET_LIMITS.maxUnzippedBytes;
    // A sheet of blanks a little over the cap, declared as a few hundred bytes.
    const bomb = lyingZip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>'), declared: 8 },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(cap + 1024 * 1024, 0x20), declared: 300 },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await uploadPods(t, [{ name: 'pods.xlsx', content: bomb }]);
    expect(res.status).toBe(413);
    expect(res.body.meta.message).toBe(
      'The file unpacks to more than 64 MB; please split it into smaller files',
    );
    const es = await uploadPods(t, [{ name: 'pods.xlsx', content: bomb }], { lang: 'es' });
    expect(es.body.meta.message).toBe(
      'El archivo descomprimido ocupa más de 64 MB; divídelo en archivos más pequeños',
    );
  });

  it('refuses a zip whose entries name another method in the directory than in their own header', async () => {
    const cap = SPREADSHEET_LIMITS.maxUnzippedBytes;
    // Listed as stored, so counting the directory's way would see a small entry; the reader inflates it.
    const bomb = lyingZip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>'), declared: 8 },
      {
        name: 'xl/worksheets/sheet1.xml',
        content: Buffer.alloc(cap + 1024 * 1024, 0x20),
        declared: 300,
        listedMethod: 0,
      },
    ]);
    expect(checkUnzippedSize(bomb, cap)).toBe('unreadable');
    const res = await uploadPods(t, [{ name: 'pods.xlsx', content: bomb }]);
    expect([res.status, res.body.meta.message]).toEqual([
      400,
      'The file could not be read; please save it again as .xlsx, .xls or .csv',
    ]);
    // An honest zip still passes the count.
    const honest = lyingZip([{ name: 'a.xml', content: Buffer.from('<a/>'), declared: 4 }]);
    expect(checkUnzippedSize(honest, cap)).toBeNull();
  });

  it('refuses a CSV with a million columns, and a workbook with too many', async () => {
    const wide = `Barcode${','.repeat(999_999)}\nWIDE-1\n`;
    const csv = await uploadPods(t, [{ name: 'pods.csv', content: wide }]);
    expect(csv.status).toBe(400);
    expect(csv.body.meta.message).toBe(
      'The sheet has more than 200 columns; please keep only the columns the import needs',
    );
    const columns = Array.from({ length: SPREADSHEET_LIMITS.maxColumns + 1 }, (_, i) => `C${i}`);
    const book = sheet([['Barcode', ...columns], ['WIDE-2']]);
    const xlsx = await uploadPods(t, [{ name: 'pods.xlsx', content: book }], { lang: 'es' });
    expect(xlsx.status).toBe(400);
    expect(xlsx.body.meta.message).toBe(
      'La hoja tiene más de 200 columnas; deja solo las columnas que necesita la importación',
    );
  });

  it('refuses a .csv that holds a workbook, an archive, binary data or markup', async () => {
    const disguised = [
      sheet([['Barcode'], ['XLSX-1']]),
      sheet([['Barcode'], ['XLS-1']], 'biff8'),
      Buffer.from([0x42, 0x61, 0x72, 0x0a, 0x00, 0x01, 0x02]),
      '\uFEFF <table><tr><td>Barcode</td></tr><tr><td>HTML-1</td></tr></table>',
      // Documents that start out as text: a PDF, and binary bytes without a NUL.
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nBarcode\nPDF-1\n',
      Buffer.from('Barcode\nBIN-1\x1b\x02\x7f\n', 'latin1'),
    ];
    for (const content of disguised) {
      const res = await uploadPods(t, [{ name: 'pods.csv', content }]);
      expect(res.status).toBe(400);
      expect(res.body.meta.message).toMatch(/^This \.csv file holds another format/);
    }
    const es = await uploadPods(t, [{ name: 'pods.csv', content: disguised[0] as Buffer }], { lang: 'es' });
    expect(es.body.meta.message).toMatch(/^Este archivo \.csv contiene otro formato/);
  });

  it('parses off the event loop: another request is answered while a large file is read', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`LOOP-${i}`, `Strap ${i}`, 'Downtown', i, i * 2]);
    const big = sheet([['Barcode', 'Bluetooth Name', 'Location', 'A', 'B'], ...rows]);
    const order: string[] = [];
    const parsing = readFirstSheet({ kind: 'xlsx', content: big }, 5000).then((parsed) => {
      order.push('parsed');
      return parsed;
    });
    // Read on the event loop, the parse would be over before this request could even start.
    const health = await call(t.app, 'GET', '/healthz');
    order.push('answered');
    expect(health.status).toBe(200);
    expect((await parsing)?.grid).toHaveLength(5001);
    expect(order).toEqual(['answered', 'parsed']);
  });

  it('ends a parse that outlasts its time budget, and the next file is read as usual', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`SLOW-${i}`, `Strap ${i}`]);
    const file = { kind: 'xlsx' as const, content: sheet([['Barcode', 'Bluetooth Name'], ...rows]) };
    // No worker reads a 2000-row workbook (and answers) within a millisecond: the budget is overrun.
    const late = await readFirstSheet(file, 5000, 1).catch((err: unknown) => err);
    expect(late).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      options: { fields: { file: 'import.tooSlow' } },
    });
    expect((await readFirstSheet(file, 5000))?.grid).toHaveLength(2001);
  });

  it('reads the rest of an upload it refused at its name, so a client that sends it whole is not left waiting', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const head = Buffer.from(
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="pods.png"\r\n\r\n',
    );
    const rest = [Buffer.alloc(12 * 1024 * 1024, 0x41), Buffer.from('\r\n--XX--\r\n')];
    const outcome = await new Promise<{ status?: number; sent: boolean }>((resolve) => {
      const seen: { status?: number; sent: boolean } = { sent: false };
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/dashboard/clients/1/loaner-pods/actions/import',
        headers: {
          'x-authorization': t.tokens.club,
          'content-type': 'multipart/form-data; boundary=XX',
          'content-length': head.length + rest.reduce((n, b) => n + b.length, 0),
        },
      });
      req.on('response', (res) => {
        seen.status = res.statusCode;
        res.resume();
      });
      req.on('finish', () => {
        seen.sent = true;
        if (seen.status) resolve(seen);
      });
      req.on('error', () => resolve(seen));
      // Not a speed check: the body either finishes sending or never does.
      setTimeout(() => resolve(seen), 15_000);
      req.write(head);
      for (const part of rest) req.write(part);
      req.end();
    });
    expect(outcome).toEqual({ status: 400, sent: true });
  }, 30_000);
});
