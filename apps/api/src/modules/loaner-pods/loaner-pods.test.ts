import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';

const t = useTestApp();

const base = (club = 1) => `/dashboard/clients/${club}/loaner-pods`;
const create = (body: unknown, token = t.tokens.club, club = 1) =>
  call(t.app, 'PUT', base(club), { token, body });
const page = (body: unknown = {}, token = t.tokens.coach, club = 1) =>
  call(t.app, 'POST', `${base(club)}/page/1`, { token, body });
const scan = (barcode: string, token = t.tokens.coach, club = 1) =>
  call(t.app, 'POST', `${base(club)}/actions/find-by-barcode`, { token, body: { barcode } });

describe('loaner pods', () => {
  it('creates, lists, edits and deletes a pod with its location', async () => {
    const created = await create({ barcode: ' POD-0001 ', bluetoothName: 'HRM 0001', locationId: 2 });
    expect(created.status).toBe(200);
    const pod = created.body.data;
    expect(pod).toMatchObject({
      barcode: 'POD-0001',
      bluetoothName: 'HRM 0001',
      locationId: 2,
      locationName: 'Riverside',
      holder: null,
    });
    expect((await page({ keyword: 'hrm 0001' })).body.data).toEqual({ list: [pod], totalRecords: 1 });

    const edited = await call(t.app, 'POST', `${base()}/${pod.id}`, {
      token: t.tokens.locationAdmin,
      body: { barcode: 'POD-0001', bluetoothName: '', locationId: null },
    });
    expect(edited.body.data).toMatchObject({ bluetoothName: null, locationId: null, locationName: null });

    expect((await call(t.app, 'DELETE', `${base()}/${pod.id}`, { token: t.tokens.club })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `${base()}/${pod.id}`, { token: t.tokens.club })).status).toBe(404);
  });

  it.each([
    [{}, 'barcode', 'Please enter the correct barcode.', 'Introduce el código de barras correcto.'],
    [{ barcode: 'ab' }, 'barcode', 'Please enter the correct barcode.', null],
    [{ barcode: 'POD 1' }, 'barcode', 'Please enter the correct barcode.', null],
    [{ barcode: 'x'.repeat(65) }, 'barcode', 'Please enter the correct barcode.', null],
    [
      { barcode: 'POD-V1', bluetoothName: 'b'.repeat(65) },
      'bluetoothName',
      'The bluetooth name can have at most 64 characters',
      'El nombre Bluetooth puede tener como máximo 64 caracteres',
    ],
    [{ barcode: 'POD-V2', locationId: 3 }, 'locationId', 'Please select location', 'Selecciona la sede'],
    [{ barcode: 'POD-V3', locationId: 'x' }, 'locationId', 'Please select location', null],
  ])('refuses %j', async (body, field, en, es) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(en);
    if (es) {
      const spanish = await call(t.app, 'PUT', base(), { token: t.tokens.club, body, lang: 'es' });
      expect(spanish.body.data.fields[field]).toBe(es);
    }
  });

  it('keeps barcodes unique per club, also when two saves race', async () => {
    expect((await create({ barcode: 'DUP-1' })).status).toBe(200);
    const again = await create({ barcode: 'DUP-1' });
    expect(again.status).toBe(409);
    expect(again.body.data.fields.barcode).toBe('A pod with this barcode already exists in this club');
    const other = (await create({ barcode: 'DUP-2' })).body.data;
    const rename = await call(t.app, 'POST', `${base()}/${other.id}`, {
      token: t.tokens.club,
      body: { barcode: 'DUP-1' },
    });
    expect(rename.status).toBe(409);

    const race = await Promise.all([create({ barcode: 'RACE-1' }), create({ barcode: 'RACE-1' })]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    // Another club may use the same barcode.
    expect((await create({ barcode: 'DUP-1' }, t.tokens.club2, 15)).status).toBe(200);
  });

  it('finds a pod by its scanned barcode', async () => {
    const pod = (await create({ barcode: 'SCAN-42' })).body.data;
    const found = await scan('SCAN-42');
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual(pod);
    const missing = await scan('SCAN-43', t.tokens.coach);
    expect(missing.status).toBe(404);
    expect(missing.body.meta.message).toBe('No pod of this club has this barcode');
    expect((await scan('no barcode')).status).toBe(400);
    // Club 15's barcodes are not found from club 1.
    await create({ barcode: 'SWEAT-1' }, t.tokens.club2, 15);
    expect((await scan('SWEAT-1', t.tokens.accuro)).status).toBe(404);
  });

  it('filters by holder and by whether the pod is lent', async () => {
    const lent = (await create({ barcode: 'FILTER-LENT' })).body.data;
    const idle = (await create({ barcode: 'FILTER-IDLE' })).body.data;
    const mia = (await findUserByEmail(t.deps.db, 'member@example.com'))?.id;
    const assign = await call(t.app, 'POST', `${base()}/${lent.id}/actions/assign`, {
      token: t.tokens.coach,
      body: { userId: mia },
    });
    expect(assign.body.data.holder).toMatchObject({ userId: mia, name: 'Mia Member' });

    const ids = async (body: object) =>
      (await page({ keyword: 'filter', ...body })).body.data.list.map((p: { id: number }) => p.id);
    expect(await ids({ assigned: true })).toEqual([lent.id]);
    expect(await ids({ assigned: false })).toEqual([idle.id]);
    expect((await ids({})).sort()).toEqual([lent.id, idle.id].sort());
    expect((await page({ keyword: 'mia mem' })).body.data.list.map((p: { id: number }) => p.id)).toEqual([
      lent.id,
    ]);
  });

  it('keeps each club to its own pods', async () => {
    const theirs = (await create({ barcode: 'SWEAT-2', locationId: 3 }, t.tokens.club2, 15)).body.data;
    expect((await page({}, t.tokens.club, 15)).status).toBe(403);
    expect((await create({ barcode: 'INTRUDER' }, t.tokens.club, 15)).status).toBe(403);
    for (const token of [t.tokens.club, t.tokens.accuro]) {
      const edit = await call(t.app, 'POST', `${base()}/${theirs.id}`, { token, body: { barcode: 'TAKEN' } });
      expect(edit.status).toBe(404);
      expect((await call(t.app, 'DELETE', `${base()}/${theirs.id}`, { token })).status).toBe(404);
    }
    const list = (await page({}, t.tokens.club2, 15)).body.data.list;
    expect(list.find((p: { id: number }) => p.id === theirs.id)).toEqual(theirs);
  });

  it('lets staff read and scan but only managers write', async () => {
    expect((await page({}, t.tokens.member)).status).toBe(403);
    expect((await scan('SCAN-42', t.tokens.member)).status).toBe(403);
    expect((await create({ barcode: 'COACH-1' }, t.tokens.coach)).status).toBe(403);
    expect((await create({ barcode: 'MEMBER-1' }, t.tokens.member)).status).toBe(403);
  });
});
