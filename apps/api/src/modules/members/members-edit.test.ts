import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';

const t = useTestApp();

const valid = {
  email: 'new.member@example.com',
  firstName: 'Nora',
  lastName: 'New',
  gender: 'female',
  birthDate: '1990-06-15',
  locationId: 1,
  role: 'member',
};
const add = (body: object, token = t.tokens.club, lang?: 'en' | 'es', club = 1) =>
  call(t.app, 'PUT', `/dashboard/clients/${club}/members`, { token, body, lang });
const edit = (memberId: number, body: object, token = t.tokens.club, club = 1) =>
  call(t.app, 'PATCH', `/dashboard/clients/${club}/members/${memberId}`, { token, body });
const find = async (keyword: string) =>
  (
    await call(t.app, 'POST', '/dashboard/clients/1/members/page/1', {
      token: t.tokens.coach,
      body: { keyword },
    })
  ).body.data;

describe('PUT /dashboard/clients/{id}/members', () => {
  it('adds a verified member with the device id as typed and as a number, max HR by default', async () => {
    const res = await add({ ...valid, nickName: 'Nono', deviceId: ' 0x3039 ', weight: 61.5 });
    expect(res.status).toBe(200);
    const age =
      new Date().getUTCFullYear() - 1990 - (new Date().toISOString().slice(5, 10) < '06-15' ? 1 : 0);
    expect(res.body.data).toMatchObject({
      name: 'Nora New (Nono)',
      email: 'new.member@example.com',
      deviceId: '0x3039',
      deviceIdNum: 12345,
      weight: 61.5,
      maxHr: null,
      effectiveMaxHr: 220 - age,
      verified: true,
      status: 'enabled',
      memberRole: 'member',
      locationName: 'Downtown',
    });
    // Decimal and hex find the same member, whichever way it was typed.
    expect((await find('12345')).list.map((m: { email: string }) => m.email)).toEqual([
      'new.member@example.com',
    ]);
    expect((await find('0X3039')).list).toHaveLength(1);
    const decimal = await add({ ...valid, email: 'dec.member@example.com', deviceId: '4660' });
    expect(decimal.status).toBe(200);
    expect((await find('0x1234')).list.map((m: { email: string }) => m.email)).toEqual([
      'dec.member@example.com',
    ]);
    expect((await find('4660')).list).toHaveLength(1);
  });

  it.each([
    [
      { email: '' },
      'email',
      'Name and email cannot be empty.',
      'El nombre y el correo electrónico no pueden estar vacíos.',
    ],
    [
      { email: 'nope' },
      'email',
      'Please enter the correct email address',
      'Introduce un correo electrónico válido',
    ],
    [
      { firstName: '  ' },
      'firstName',
      'Name and email cannot be empty.',
      'El nombre y el correo electrónico no pueden estar vacíos.',
    ],
    [
      { firstName: 'x'.repeat(51) },
      'firstName',
      'Please enter the correct first name',
      'Introduce un nombre válido',
    ],
    [
      { lastName: '' },
      'lastName',
      'Name and email cannot be empty.',
      'El nombre y el correo electrónico no pueden estar vacíos.',
    ],
    [
      { lastName: 'x'.repeat(51) },
      'lastName',
      'Please enter the correct last name',
      'Introduce un apellido válido',
    ],
    // A name that a spreadsheet would run as a formula once exported: refused here as in the import.
    [
      { firstName: '=HYPERLINK("http://evil","x")' },
      'firstName',
      'This value cannot start with =, +, -, @ or a tab',
      'Este valor no puede empezar por =, +, -, @ ni un tabulador',
    ],
    [
      { lastName: ' -2+3' },
      'lastName',
      'This value cannot start with =, +, -, @ or a tab',
      'Este valor no puede empezar por =, +, -, @ ni un tabulador',
    ],
    [
      { nickName: '@SUM(A1)' },
      'nickName',
      'This value cannot start with =, +, -, @ or a tab',
      'Este valor no puede empezar por =, +, -, @ ni un tabulador',
    ],
    [
      { nickName: 'x'.repeat(51) },
      'nickName',
      'Please enter the correct nick name',
      'Introduce un apodo válido',
    ],
    [{ gender: 'other' }, 'gender', 'Please select gender', 'Selecciona el género'],
    [{ gender: undefined }, 'gender', 'Please select gender', 'Selecciona el género'],
    [{ birthDate: undefined }, 'birthDate', 'Please select birthDate', 'Selecciona la fecha de nacimiento'],
    [
      { birthDate: '2999-01-01' },
      'birthDate',
      'The birth date must be between 1900 and today',
      'La fecha de nacimiento debe estar entre 1900 y hoy',
    ],
    [{ weight: 5 }, 'weight', 'Please enter the correct weight', 'Introduce un peso válido'],
    [{ weight: 'heavy' }, 'weight', 'Please enter the correct weight', 'Introduce un peso válido'],
    [
      { maxHr: 300 },
      'maxHr',
      'Please enter the correct maximum heart rate (a whole number from 100 to 230 bpm)',
      'Introduce una frecuencia cardiaca máxima válida (un número entero de 100 a 230 ppm)',
    ],
    [
      { deviceId: 'abc' },
      'deviceId',
      'Please enter the device id',
      'Introduce el identificador del dispositivo',
    ],
    [
      { deviceId: '0xFFFFFFFFFFFFFF' },
      'deviceId',
      'Please enter the device id',
      'Introduce el identificador del dispositivo',
    ],
    [{ locationId: undefined }, 'locationId', 'Please select location', 'Selecciona la sede'],
    [{ locationId: 3 }, 'locationId', 'Please select location', 'Selecciona la sede'],
    [{ role: undefined }, 'role', 'Please select user role', 'Selecciona el rol de usuario'],
    [{ role: 'club' }, 'role', 'Please select user role', 'Selecciona el rol de usuario'],
  ])('refuses %j in English and Spanish', async (patch, field, en, es) => {
    const body = { ...valid, email: 'refused@example.com', ...patch };
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(en);
    const spanish = await add(body, t.tokens.club, 'es');
    expect(spanish.body.data.fields[field]).toBe(es);
  });

  it('answers 409 naming the field for a taken email or device id (either spelling), races included', async () => {
    const first = await add({ ...valid, email: 'dup.one@example.com', deviceId: '777' });
    expect(first.status).toBe(200);
    const email = await add({ ...valid, email: 'DUP.ONE@example.com' });
    expect(email.status).toBe(409);
    expect(email.body.data.fields.email).toBe('This email address is already registered');
    const device = await add(
      { ...valid, email: 'dup.two@example.com', deviceId: '0x309' },
      t.tokens.club,
      'es',
    );
    expect(device.status).toBe(409);
    expect(device.body.data.fields.deviceId).toBe(
      'Otro socio de este club ya usa este identificador de dispositivo',
    );
    // Another club may use the same sensor id.
    const elsewhere = await add(
      { ...valid, email: 'dup.three@example.com', deviceId: '777', locationId: 3 },
      t.tokens.club2,
      'en',
      15,
    );
    expect(elsewhere.status).toBe(200);
    const race = await Promise.all([
      add({ ...valid, email: 'race@example.com', deviceId: '991' }),
      add({ ...valid, email: 'race@example.com', deviceId: '992' }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('is for managers of the club only', async () => {
    expect((await add({ ...valid, email: 'loc.added@example.com' }, t.tokens.locationAdmin)).status).toBe(
      200,
    );
    expect((await add({ ...valid, email: 'acc.added@example.com' }, t.tokens.accuro)).status).toBe(200);
    expect((await add({ ...valid, email: 'c1@example.com' }, t.tokens.coach)).status).toBe(403);
    expect((await add({ ...valid, email: 'c2@example.com' }, t.tokens.trainerLeader)).status).toBe(403);
    expect((await add({ ...valid, email: 'c3@example.com' }, t.tokens.member)).status).toBe(403);
    expect((await add({ ...valid, email: 'c4@example.com' }, t.tokens.club2)).status).toBe(403);
    expect(
      (await add({ ...valid, email: 'c5@example.com', locationId: 3 }, t.tokens.club, 'en', 15)).status,
    ).toBe(403);
  });
});

describe('PATCH /dashboard/clients/{id}/members/{memberId}', () => {
  it('edits a member: names, device id, max HR by hand and back to the default', async () => {
    const created = (await add({ ...valid, email: 'to.edit@example.com', deviceId: '5001' })).body.data;
    const res = await edit(created.userId, {
      ...valid,
      email: 'edited@example.com',
      firstName: 'Edna',
      deviceId: '0x1389',
      maxHr: 185,
      locationId: 2,
      role: 'coach',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'edited@example.com',
      name: 'Edna New',
      deviceId: '0x1389',
      deviceIdNum: 5001,
      maxHr: 185,
      effectiveMaxHr: 185,
      memberRole: 'coach',
      locationName: 'Riverside',
    });
    const back = await edit(created.userId, { ...valid, email: 'edited@example.com', maxHr: null });
    expect(back.body.data).toMatchObject({
      maxHr: null,
      deviceId: null,
      deviceIdNum: null,
      memberRole: 'member',
    });
    expect(back.body.data.effectiveMaxHr).toBeGreaterThan(180);
  });

  it('puts a weight staff type on add or edit into the member’s weight history', async () => {
    const weights = async (memberId: number) =>
      (
        await call(t.app, 'POST', '/dashboard/weight/page/1?pageSize=100', {
          token: t.tokens.club,
          body: { memberId },
        })
      ).body.data;
    const m = (await add({ ...valid, email: 'weighed@example.com', weight: 80 })).body.data;
    expect((await weights(m.userId)).list.map((w: { kg: number }) => w.kg)).toEqual([80]);
    await edit(m.userId, { ...valid, email: 'weighed@example.com', weight: 80 });
    await edit(m.userId, { ...valid, email: 'weighed@example.com', weight: 78.4 });
    expect((await weights(m.userId)).list.map((w: { kg: number }) => w.kg)).toEqual([78.4, 80]);
    const none = (await add({ ...valid, email: 'unweighed@example.com' })).body.data;
    expect((await weights(none.userId)).totalRecords).toBe(0);
  });

  it('a new email ends the member’s sessions and is told to the old address', async () => {
    const m = (await add({ ...valid, email: 'moving@example.com' })).body.data;
    const memberToken = await t.tokenFor('moving@example.com');
    const profile = () => call(t.app, 'GET', '/dashboard/profile', { token: memberToken });
    expect((await profile()).status).toBe(200);
    // Same email: sessions stay.
    expect((await edit(m.userId, { ...valid, email: 'moving@example.com', nickName: 'Mo' })).status).toBe(
      200,
    );
    expect((await profile()).status).toBe(200);
    expect((await edit(m.userId, { ...valid, email: 'moved@example.com' })).status).toBe(200);
    expect((await profile()).status).toBe(401);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'moving@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('moved@example.com');
  });

  it('refuses in the same words as add, and 409s on a taken email or device id', async () => {
    const a = (await add({ ...valid, email: 'pa@example.com', deviceId: '6001' })).body.data;
    const b = (await add({ ...valid, email: 'pb@example.com' })).body.data;
    const bad = await edit(b.userId, { ...valid, email: 'pb@example.com', firstName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.firstName).toBe('Name and email cannot be empty.');
    const device = await edit(b.userId, { ...valid, email: 'pb@example.com', deviceId: '0x1771' });
    expect(device.status).toBe(409);
    expect(device.body.data.fields.deviceId).toBe('Another member of this club already uses this device id');
    const email = await edit(b.userId, { ...valid, email: a.email });
    expect(email.status).toBe(409);
    expect(email.body.data.fields.email).toBe('This email address is already registered');
    // Keeping its own device id is no conflict.
    expect((await edit(a.userId, { ...valid, email: 'pa@example.com', deviceId: '6001' })).status).toBe(200);
  });

  it('answers 404 for a staff login or another club’s member, 403 across clubs and for non-managers', async () => {
    const m = (await add({ ...valid, email: 'guarded@example.com' })).body.data;
    const staffId = (await find('coach@example.com')).list[0]?.userId;
    expect(staffId).toBeUndefined();
    const other = (
      await add({ ...valid, email: 'other.club@example.com', locationId: 3 }, t.tokens.club2, 'en', 15)
    ).body.data;
    expect((await edit(other.userId, valid)).status).toBe(404);
    expect((await edit(999_999, valid)).status).toBe(404);
    expect((await edit(m.userId, { ...valid, email: 'guarded@example.com' }, t.tokens.coach)).status).toBe(
      403,
    );
    expect((await edit(m.userId, { ...valid, locationId: 3 }, t.tokens.club2, 15)).status).toBe(404);
    expect((await edit(m.userId, valid, t.tokens.club2)).status).toBe(403);
    expect((await edit(other.userId, valid, t.tokens.club, 15)).status).toBe(403);
  });
});

describe('POST /dashboard/profile (device id)', () => {
  it('stores the member’s own device id as its number too, so staff find it, and refuses one in use', async () => {
    const m = (await add({ ...valid, email: 'self.device@example.com' })).body.data;
    const token = await t.tokenFor('self.device@example.com');
    const own = (deviceId: string) =>
      call(t.app, 'POST', '/dashboard/profile', { token, body: { deviceId } });
    expect((await own('0xBEEF')).status).toBe(200);
    expect((await find('48879')).list.map((x: { userId: number }) => x.userId)).toEqual([m.userId]);
    expect((await own('not-a-sensor')).body.data.fields.deviceId).toBe('Please enter the device id');
    await add({ ...valid, email: 'sensor.owner@example.com', deviceId: '0xCAFE' });
    const taken = await own('51966');
    expect(taken.status).toBe(409);
    expect(taken.body.data.fields.deviceId).toBe('Another member of this club already uses this device id');
  });
});
