import { utils, write } from '@e965/xlsx';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { mergeSearchIndex } from './members-import.repository.ts';

const t = useTestApp();

type TFile = { name: string; content: Buffer | string };
const HEADER =
  'Email,First Name,Last Name,Nick Name,Gender,Birth (MM/YYYY),Weight (lb),Device ID,Location (branch name)';

const xlsx = (rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Members');
  return write(book, { type: 'buffer', bookType });
};

async function upload(files: TFile[], opts: { token?: string; clubId?: number; lang?: string } = {}) {
  const form = new FormData();
  for (const f of files) {
    form.append(
      'file',
      new Blob([typeof f.content === 'string' ? f.content : new Uint8Array(f.content)]),
      f.name,
    );
  }
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: `/dashboard/clients/${opts.clubId ?? 1}/members/actions/import`,
    headers: {
      'x-authorization': opts.token ?? t.tokens.club,
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

const rows = async (query: SQL) =>
  ((await t.deps.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function member(email: string) {
  return (
    await rows(
      sql`SELECT club_id, first_name, nick_name, gender, birth_date::text AS birth, weight, device_id,
        device_id_num::float8 AS device_id_num, location_id, verified_at IS NOT NULL AS verified FROM users WHERE email = ${email}`,
    )
  )[0];
}
const count = async (like: string) =>
  Number((await rows(sql`SELECT count(*)::int AS n FROM users WHERE email LIKE ${like}`))[0]?.n);

describe('importing members', () => {
  it('imports a good file as verified members, and the same file again creates nothing', async () => {
    const file = {
      name: 'members.xlsx',
      content: xlsx([
        HEADER.split(','),
        ['Ann.Good@Example.com', 'Ann', 'Good', 'Annie', 'F', '01/1980', 154.3, '0x1F40', 'downtown'],
        [],
        ['bob.good@example.com', 'Bob', 'Good', '', 'male', '1975-06-30', '', '', ' RIVERSIDE '],
      ]),
    };
    const first = await upload([file]);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ created: 2, skipped: 0, rejected: [] });
    expect(await member('ann.good@example.com')).toMatchObject({
      club_id: 1,
      nick_name: 'Annie',
      gender: 'female',
      birth: '1980-01-01',
      device_id: '0x1F40',
      device_id_num: 8000,
      location_id: 1,
      verified: true,
    });
    expect(await member('bob.good@example.com')).toMatchObject({
      birth: '1975-06-30',
      weight: null,
      location_id: 2,
    });
    expect(Number((await member('ann.good@example.com'))?.weight)).toBeCloseTo(70, 1);
    const again = await upload([file]);
    expect(again.body.data).toEqual({ created: 0, skipped: 2, rejected: [] });
    expect(await count('%.good@example.com')).toBe(2);
  });

  it('lists every rejected row with its line and messages, and imports the rest', async () => {
    const csv = [
      HEADER,
      'csv.one@example.com,Cleo,One,,female,02/1990,,1001,Downtown',
      'not-an-email,,One,,x,13/1990,heavy,zz,Nowhere',
      'csv.two@example.com,Dan,Two,,male,03/1991,,1001,Downtown',
      'CSV.ONE@example.com,Cleo,Again,,female,02/1990,,,Downtown',
      'club2.admin@example.com,Eve,Other,,female,02/1990,,,Downtown',
      'csv.four@example.com,Gus,Four,,male,04/1992,,,',
      'csv.five@example.com,Hal,Five,,male,05/1993,,,Sweat Lab Central',
    ].join('\n');
    const res = await upload([{ name: 'members.csv', content: csv }]);
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(1);
    expect(res.body.data.rejected).toEqual([
      {
        row: 3,
        errors: [
          { column: 'email', message: 'Please enter the correct email address' },
          { column: 'firstName', message: 'Name and email cannot be empty.' },
          { column: 'gender', message: 'Please select gender' },
          { column: 'birthDate', message: 'Please select birthDate' },
          { column: 'weight', message: 'Please enter the correct weight' },
          { column: 'deviceId', message: 'Please enter the device id' },
          { column: 'location', message: 'Please select location' },
        ],
      },
      { row: 4, errors: [{ column: 'deviceId', message: 'This device id is already on row 2 of the file' }] },
      { row: 5, errors: [{ column: 'email', message: 'This email is already on row 2 of the file' }] },
      {
        row: 6,
        errors: [{ column: 'email', message: 'This email belongs to an account outside this club' }],
      },
      // A location is required, as in the form, and only this club's locations count.
      { row: 7, errors: [{ column: 'location', message: 'Please select location' }] },
      { row: 8, errors: [{ column: 'location', message: 'Please select location' }] },
    ]);
    // A device id a member of the club already wears is refused, in Spanish too.
    const taken = await upload(
      [{ name: 'm.csv', content: `${HEADER}\ncsv.three@example.com,Fay,T,,f,01/2000,,0x3E9,Downtown\n` }],
      {
        lang: 'es',
      },
    );
    expect(taken.body.data.rejected).toEqual([
      {
        row: 2,
        errors: [
          {
            column: 'deviceId',
            message: 'Otro socio de este club ya usa este identificador de dispositivo',
          },
        ],
      },
    ]);
  });

  it('checks each row with the add form’s rules and words, in English and Spanish', async () => {
    // Weight in lb becomes kg and meets the form's 20-400 kg; an empty name or email gets the form's
    // message; names and nicknames may not start like a formula; birth is a real month.
    const csv = [
      HEADER,
      'form.light@example.com,Lia,Light,,f,01/1990,40,,Downtown',
      'form.heavy@example.com,Hugo,Heavy,,m,01/1990,900,,Downtown',
      ',Nina,Noemail,,f,01/1990,,,Downtown',
      'form.nick@example.com,Nick,Name,+1 fan,m,01/1990,,,Downtown',
      'form.date@example.com,Dee,Date,,f,2/2999,,,Downtown',
      'form.edge@example.com,Eda,Edge,,F,1/1990,44.1,,downtown',
      'form.top@example.com,Tom,Top,,M,12/1990,881.8,,Riverside',
    ].join('\n');
    const res = await upload([{ name: 'form.csv', content: csv }]);
    expect(res.body.data.created).toBe(2);
    expect(res.body.data.rejected).toEqual([
      { row: 2, errors: [{ column: 'weight', message: 'Please enter the correct weight' }] },
      { row: 3, errors: [{ column: 'weight', message: 'Please enter the correct weight' }] },
      { row: 4, errors: [{ column: 'email', message: 'Name and email cannot be empty.' }] },
      {
        row: 5,
        errors: [{ column: 'nickName', message: 'This value cannot start with =, +, -, @ or a tab' }],
      },
      { row: 6, errors: [{ column: 'birthDate', message: 'The birth date must be between 1900 and today' }] },
    ]);
    expect(await member('form.edge@example.com')).toMatchObject({ birth: '1990-01-01', location_id: 1 });
    expect(Number((await member('form.edge@example.com'))?.weight)).toBeCloseTo(20, 1);
    expect(Number((await member('form.top@example.com'))?.weight)).toBeCloseTo(400, 1);
    const es = await upload([{ name: 'form.csv', content: csv }], { lang: 'es' });
    expect(es.body.data).toMatchObject({ created: 0, skipped: 2 });
    expect(es.body.data.rejected.map((r: { errors: { message: string }[] }) => r.errors[0]?.message)).toEqual(
      [
        'Introduce un peso válido',
        'Introduce un peso válido',
        'El nombre y el correo electrónico no pueden estar vacíos.',
        'Este valor no puede empezar por =, +, -, @ ni un tabulador',
        'La fecha de nacimiento debe estar entre 1900 y hoy',
      ],
    );
  });

  it('reads .xls files and leaves formula-like cells and __proto__ headers harmless', async () => {
    const xls = xlsx(
      [
        ['__proto__', 'Email', 'First Name', 'Last Name', 'Gender', 'Birth', 'constructor', 'Location'],
        ['x', 'xls.one@example.com', 'Gil', 'Xls', 'm', '05/1985', 'y', 'Downtown'],
        [
          'x',
          'xls.two@example.com',
          '=HYPERLINK("http://evil","x")',
          '@SUM(A1)',
          'm',
          '05/1985',
          'y',
          'Downtown',
        ],
      ],
      'biff8',
    );
    const res = await upload([{ name: 'members.xls', content: xls }]);
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(1);
    expect(res.body.data.rejected).toEqual([
      {
        row: 3,
        errors: [
          { column: 'firstName', message: 'This value cannot start with =, +, -, @ or a tab' },
          { column: 'lastName', message: 'This value cannot start with =, +, -, @ or a tab' },
        ],
      },
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    // A real formula cell: its cached value is read as text, never evaluated.
    const book = utils.book_new();
    const ws = utils.aoa_to_sheet([
      ['Email', 'First Name', 'Last Name', 'Gender', 'Birth', 'Branch Name'],
      ['f.cell@example.com', 'F', 'Cell', 'f', '01/1999', 'Downtown'],
    ]);
    ws.B2 = { t: 's', f: 'CONCAT("=","cmd")', v: '=cmd' };
    utils.book_append_sheet(book, ws, 'M');
    const formula = await upload([
      { name: 'f.xlsx', content: write(book, { type: 'buffer', bookType: 'xlsx' }) },
    ]);
    expect(formula.body.data.rejected[0].errors[0]).toEqual({
      column: 'firstName',
      message: 'This value cannot start with =, +, -, @ or a tab',
    });
  });

  it('reads a birth that Excel made a date cell (01/1980 typed into the template) as that month', async () => {
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const ws = utils.aoa_to_sheet([
        HEADER.split(','),
        [`date.${bookType}@example.com`, 'Date', 'Cell', '', 'f', new Date(1980, 0, 1), 150, '', 'Downtown'],
      ]);
      // Excel's own look for such a cell: a number format of month and year.
      const cell = ws.F2 as { z?: string };
      cell.z = 'mm/yyyy';
      const book = utils.book_new();
      utils.book_append_sheet(book, ws, 'Members');
      const file = write(book, { type: 'buffer', bookType });
      const res = await upload([{ name: `m.${bookType === 'xlsx' ? 'xlsx' : 'xls'}`, content: file }]);
      expect(res.body.data.rejected, bookType).toEqual([]);
      expect((await member(`date.${bookType}@example.com`))?.birth).toBe('1980-01-01');
    }
  });

  it('reads a Spanish Excel CSV: Windows-1252 text, semicolons and a decimal comma', async () => {
    const text = `${HEADER.replaceAll(',', ';')}\njose.cp1252@example.com;José;Núñez;;m;03/1985;150,5;;Downtown\n`;
    const res = await upload([{ name: 'socios.csv', content: Buffer.from(text, 'latin1') }]);
    expect(res.body.data.rejected).toEqual([]);
    const row = await member('jose.cp1252@example.com');
    expect(row?.first_name).toBe('José');
    expect(Number(row?.weight)).toBeCloseTo(150.5 / 2.2045, 1);
    const utf8 = `${HEADER}\nnina.utf8@example.com,Niña,Peña,,f,03/1985,,,Downtown\n`;
    expect((await upload([{ name: 'a.csv', content: `\uFEFF${utf8}` }])).body.data.rejected).toEqual([]);
    expect((await member('nina.utf8@example.com'))?.first_name).toBe('Niña');
  });

  it('refuses two files, other types, a renamed binary and an empty file', async () => {
    const good = { name: 'a.csv', content: `${HEADER}\nrefused@example.com,A,B,,f,01/1990,,,\n` };
    const two = await upload([good, good]);
    expect(two.status).toBe(400);
    expect(two.body.meta.message).toBe('Only support uploading one file!');
    const txt = await upload([{ name: 'a.txt', content: good.content }], { lang: 'es' });
    expect(txt.body.meta.message).toBe('Solo se pueden subir archivos con extensión .xlsx, .xls o .csv');
    const binary = await upload([{ name: 'a.csv', content: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]) }]);
    expect(binary.status).toBe(400);
    const renamed = await upload([{ name: 'a.xlsx', content: good.content }]);
    expect(renamed.body.meta.message).toBe(
      'The file could not be read; please save it again as .xlsx, .xls or .csv',
    );
    const empty = await upload([{ name: 'a.csv', content: '' }], { lang: 'es' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields.file).toBe('El archivo está vacío; rellena la plantilla y súbelo de nuevo');
    const none = await upload([]);
    expect(none.status).toBe(400);
    expect(none.body.data.fields.file).toBe('Please choose a file to import');
    const headerOnly = await upload([{ name: 'a.csv', content: `${HEADER}\n` }]);
    expect(headerOnly.body.data.fields.file).toBe(
      'The file has no members to import; fill in the template below its header row',
    );
    const noColumns = await upload([{ name: 'a.csv', content: 'Email,Name\nx@example.com,X\n' }]);
    expect(noColumns.body.data.fields.file).toMatch(/^The header row must name the columns Email/);
    // Location is required, as in the add form.
    const noLocation = await upload([
      {
        name: 'a.csv',
        content: 'Email,First Name,Last Name,Gender,Birth\nrefused@example.com,A,B,f,01/1990\n',
      },
    ]);
    expect(noLocation.body.data.fields.file).toBe(
      'The header row must name the columns Email, First Name, Last Name, Gender, Birth and Location; use the template',
    );
    expect(await count('refused@%')).toBe(0);
  });

  it('imports 50,000 rows in one go and refuses more', async () => {
    const lines = Array.from(
      { length: 50_000 },
      (_, i) => `bulk${i}@example.com,Bulk,M${i},,m,01/1990,180,${i + 100000},Downtown`,
    );
    const started = Date.now();
    const res = await upload([{ name: 'bulk.csv', content: `${HEADER}\n${lines.join('\n')}\n` }]);
    expect(res.body.data).toEqual({ created: 50_000, skipped: 0, rejected: [] });
    expect(Date.now() - started).toBeLessThan(60_000);
    // Found by the keyword search at once, whether or not the trigram index has merged its pending list.
    const found = await call(t.app, 'POST', '/dashboard/clients/1/members/page/1', {
      token: t.tokens.coach,
      body: { keyword: 'bulk49999@' },
    });
    expect(found.body.data.list.map((m: { email: string }) => m.email)).toEqual(['bulk49999@example.com']);
    await mergeSearchIndex(t.deps.db);
    if (t.deps.database.kind === 'pglite') {
      // No autovacuum there: the import leaves the member list's planner its statistics, right after its
      // answer and before any later statement (PGlite runs one at a time).
      const stats = await t.deps.db.execute(
        sql`select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'users'`,
      );
      expect((stats as unknown as { rows: unknown[] }).rows).toEqual([{ analyzed: true }]);
    }
    const over = await upload([
      { name: 'o.csv', content: `${HEADER}\n${lines.join('\n')}\nx@example.com,A,B,,m,01/1990,,,\n` },
    ]);
    expect(over.status).toBe(400);
    expect(over.body.meta.message).toBe(
      'The file has more than 50,000 members; please split it into smaller files',
    );
  }, 120_000);

  it('keeps every check across its 5,000-row slices: duplicates, skipped, elsewhere and taken ids late in the file', async () => {
    const seed = await upload([
      {
        name: 'seed.csv',
        content: `${HEADER}\nslice.skip@example.com,S,K,,m,01/1990,,,Downtown\nslice.dev@example.com,D,O,,m,01/1990,,888003,Downtown\n`,
      },
    ]);
    expect(seed.body.data.created).toBe(2);
    const lines = Array.from(
      { length: 12_000 },
      (_, i) => `slice${i}@example.com,A,M${i},,m,01/1990,180,${i + 400_000},Downtown`,
    );
    // Line numbers: the header is line 1, so lines[i] is row i + 2.
    lines[7000] = 'slice.skip@example.com,S,K,,m,01/1990,180,888001,Downtown'; // in the club: skipped
    lines[9000] = 'slice100@example.com,S,K,,m,01/1990,180,,Downtown'; // the email of row 102
    lines[10_000] = 'slice.other@example.com,S,K,,m,01/1990,180,400050,Downtown'; // the device of row 52
    lines[11_000] = 'club2.admin@example.com,S,K,,m,01/1990,180,,Downtown'; // another club's account
    lines[11_500] = 'slice.taken@example.com,S,K,,m,01/1990,180,888003,Downtown'; // worn in the club
    const res = await upload([{ name: 'slices.csv', content: `${HEADER}\n${lines.join('\n')}\n` }]);
    const keys = (row: number) =>
      res.body.data.rejected
        .find((r: { row: number }) => r.row === row)
        ?.errors.map((e: { column: string }) => e.column);
    expect(res.body.data).toMatchObject({ created: 11_995, skipped: 1 });
    expect(res.body.data.rejected.map((r: { row: number }) => r.row)).toEqual([9002, 10_002, 11_002, 11_502]);
    expect([keys(9002), keys(10_002), keys(11_002), keys(11_502)]).toEqual([
      ['email'],
      ['deviceId'],
      ['email'],
      ['deviceId'],
    ]);
    expect(await count('slice%@example.com')).toBe(11_995 + 2);
  }, 120_000);

  it('writes nothing when a slice past the first meets a device id taken meanwhile, and says so', async () => {
    await upload([
      { name: 'seed.csv', content: `${HEADER}\nholder@example.com,H,H,,m,01/1990,,777777,Downtown\n` },
    ]);
    // As if staff gave row 7002's member the holder's pod while the file was being written.
    await t.deps.db.execute(
      sql.raw(`CREATE FUNCTION clash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.email = 'late7000@example.com' THEN NEW.device_id_num := 777777; END IF; RETURN NEW; END $$`),
    );
    await t.deps.db.execute(
      sql.raw('CREATE TRIGGER clash BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION clash()'),
    );
    try {
      const lines = Array.from(
        { length: 12_000 },
        (_, i) => `late${i}@example.com,A,M${i},,m,01/1990,180,${i + 200_000},Downtown`,
      );
      const res = await upload([{ name: 'late.csv', content: `${HEADER}\n${lines.join('\n')}\n` }]);
      expect(res.status).toBe(409);
      expect(res.body.meta.message).toMatch(/device/i);
      expect(await count('late%@example.com')).toBe(0);
      expect(await count('holder@example.com')).toBe(1);
    } finally {
      await t.deps.db.execute(sql.raw('DROP TRIGGER clash ON users'));
      await t.deps.db.execute(sql.raw('DROP FUNCTION clash()'));
    }
  }, 120_000);

  it('runs two imports of the same people at once, in opposite orders, without a deadlock or a double', async () => {
    const lines = Array.from(
      { length: 12_000 },
      (_, i) => `both${i}@example.com,A,M${i},,m,01/1990,180,,Downtown`,
    );
    const file = (list: string[]) => [{ name: 'both.csv', content: `${HEADER}\n${list.join('\n')}\n` }];
    const [a, b] = await Promise.all([upload(file(lines)), upload(file([...lines].reverse()))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.created + b.body.data.created).toBe(12_000);
    expect(a.body.data.skipped + b.body.data.skipped).toBe(12_000);
    expect(await count('both%@example.com')).toBe(12_000);
  }, 120_000);

  it('is for managers of the club only, into their own club', async () => {
    const file = {
      name: 'a.csv',
      content: `${HEADER}\nclub2.new@example.com,A,B,,f,01/1990,,,Sweat Lab Central\n`,
    };
    expect((await upload([file], { token: t.tokens.coach })).status).toBe(403);
    expect((await upload([file], { token: t.tokens.member })).status).toBe(403);
    expect((await upload([file], { clubId: 15 })).status).toBe(403);
    expect((await upload([file], { token: t.tokens.club2, clubId: 15 })).body.data.created).toBe(1);
    expect(await member('club2.new@example.com')).toMatchObject({ club_id: 15, location_id: 3 });
  });

  it('serves a template in each format that imports as it is', async () => {
    for (const format of ['xlsx', 'xls', 'csv'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/dashboard/members/import-template/${format}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="members-template.${format}"`);
      // The example row names the Downtown location and a device id (0x3039) no member of club 1 wears.
      const imported = await upload([{ name: `template.${format}`, content: res.rawPayload }]);
      expect(imported.body.data).toEqual(
        format === 'xlsx'
          ? { created: 1, skipped: 0, rejected: [] }
          : { created: 0, skipped: 1, rejected: [] },
      );
    }
    const bad = await t.app.inject({ method: 'GET', url: '/dashboard/members/import-template/txt' });
    expect(bad.statusCode).toBe(400);
  });
});
