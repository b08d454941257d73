import { METRIC_NAMES, METRICS } from '@pulseboard/contract/member-history';
import { translate } from '@pulseboard/contract/messages';
import { MEMBER_HISTORY_MESSAGES } from '@pulseboard/contract/messages/member-history';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { type TDemoRoleKey, useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';

const t = useTestApp();
const ids = { mia: 0, other: 0, foreign: 0, coach: 0, admin: 0 };

beforeAll(async () => {
  const id = async (email: string) => (await findUserByEmail(t.deps.db, email))?.id ?? 0;
  ids.mia = await id('member@example.com');
  ids.other = await id('member01.club1@example.com');
  ids.foreign = await id('member01.club15@example.com');
  ids.coach = await id('coach@example.com');
  ids.admin = await id('location.admin@example.com');
  expect(Object.values(ids).every(Boolean)).toBe(true);
});

const post = (path: string, body: object, who: TDemoRoleKey | string = 'member', lang?: string) =>
  call(t.app, 'POST', path, {
    token: who in t.tokens ? t.tokens[who as TDemoRoleKey] : who,
    body,
    lang,
  });
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const addMetric = (body: object, who?: TDemoRoleKey) => post('/dashboard/metrics/actions/add', body, who);
const weights = (body: object = {}, who?: TDemoRoleKey) =>
  post('/dashboard/weight/page/1?pageSize=100', body, who);
const profileWeight = async (email: string) => (await findUserByEmail(t.deps.db, email))?.weight;

/** The field's message is the catalogue's, in English and in Spanish. */
async function expectRefused(path: string, body: object, field: string, key: string) {
  const en = await post(path, body);
  expect(en.status, JSON.stringify(en.body)).toBe(400);
  expect(en.body.data.fields[field]).toBe(translate(key, 'en'));
  const es = await post(path, body, 'member', 'es');
  expect(es.body.data.fields[field]).toBe(translate(key, 'es'));
}

describe('weight history (the bodyWeight metric)', () => {
  it('records the caller’s weight, lists it newest first, and keeps the profile on the latest reading', async () => {
    // The demo member's own reading (56 days ago) is the profile's weight before this test.
    const demo = await profileWeight('member@example.com');
    expect((await weights()).body.data.list.map((w: { kg: number }) => w.kg)).toEqual([demo]);
    const first = await addMetric({ name: 'bodyWeight', value: 80, measuredAt: ago(10) });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ name: 'bodyWeight', value: 80, unit: 'kg' });
    expect(await profileWeight('member@example.com')).toBe(80);
    await addMetric({ name: 'bodyWeight', value: 78.5, measuredAt: ago(2) });
    // An older reading entered late does not replace the latest one.
    await addMetric({ name: 'bodyWeight', value: 90, measuredAt: ago(30) });
    expect(await profileWeight('member@example.com')).toBe(78.5);

    const page = (await weights()).body.data;
    expect(page.preferUnit).toBe('metric');
    expect(page.list.map((w: { kg: number }) => w.kg)).toEqual([78.5, 80, 90, demo]);
    expect(page.list[0]).toMatchObject({ value: 78.5, unit: 'kg' });

    const ranged = (await weights({ from: ago(15), to: ago(1) })).body.data;
    expect(ranged.list.map((w: { kg: number }) => w.kg)).toEqual([78.5, 80]);

    // Deleting the latest puts the profile back on the next one.
    const del = await post('/dashboard/metrics/actions/delete', { id: page.list[0].id });
    expect(del.status).toBe(200);
    expect(await profileWeight('member@example.com')).toBe(80);
  });

  it('answers in the caller’s unit: lb for an imperial viewer, kg kept alongside', async () => {
    const token = await t.tokenFor('member@example.com');
    const set = await call(t.app, 'POST', '/dashboard/profile', { token, body: { preferUnit: 'imperial' } });
    expect(set.status).toBe(200);
    const page = (await post('/dashboard/weight/page/1', {}, token)).body.data;
    expect(page.preferUnit).toBe('imperial');
    expect(page.list[0]).toMatchObject({ kg: 80, value: 176.4, unit: 'lb' });
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { preferUnit: 'metric' } });
  });
});

describe('body fat, also a profile field', () => {
  it('keeps the profile’s body fat on the latest reading, as the weight', async () => {
    const bodyFat = async () => (await findUserByEmail(t.deps.db, 'member01.club1@example.com'))?.bodyFat;
    const token = await t.tokenFor('member01.club1@example.com');
    const add = (value: number, days: number) =>
      post('/dashboard/metrics/actions/add', { name: 'bodyFat', value, measuredAt: ago(days) }, token);
    const first = await add(24, 10);
    expect(first.status).toBe(200);
    expect(await bodyFat()).toBe(24);
    await add(22.5, 2);
    // An older reading entered late does not replace the latest one.
    await add(30, 30);
    expect(await bodyFat()).toBe(22.5);
    const list = (await post('/dashboard/metrics/page/1', { name: 'bodyFat' }, token)).body.data.list;
    expect(list.map((m: { value: number }) => m.value)).toEqual([22.5, 24, 30]);
    // Deleting the latest puts the profile back on the next one.
    expect((await post('/dashboard/metrics/actions/delete', { id: list[0].id }, token)).status).toBe(200);
    expect(await bodyFat()).toBe(24);
  });
});

describe('body metrics', () => {
  it('filters by name and date range, each entry with its unit', async () => {
    await addMetric({ name: 'waist', value: 82, measuredAt: ago(3) });
    await addMetric({ name: 'bodyFat', value: 21.5, measuredAt: ago(3) });
    await addMetric({ name: 'waist', value: 84, measuredAt: ago(40) });
    const waist = (await post('/dashboard/metrics/page/1', { name: 'waist' })).body.data;
    expect(waist.totalRecords).toBe(2);
    expect(waist.list[0]).toMatchObject({ name: 'waist', value: 82, unit: 'cm' });
    const recent = (await post('/dashboard/metrics/page/1', { name: 'waist', from: ago(7) })).body.data;
    expect(recent.list.map((m: { value: number }) => m.value)).toEqual([82]);
    const all = (await post('/dashboard/metrics/page/1?pageSize=1', {})).body.data;
    expect(all.list).toHaveLength(1);
    expect(all.totalRecords).toBeGreaterThanOrEqual(4);
    const beyond = (await post('/dashboard/metrics/page/99', { name: 'waist' })).body.data;
    expect(beyond).toEqual({ list: [], totalRecords: 2 });
  });

  it.each(METRIC_NAMES)('refuses a %s outside its range, in English and Spanish', async (name) => {
    const { min, max } = METRICS[name];
    const key = `memberHistory.range.${name}`;
    await expectRefused(
      '/dashboard/metrics/actions/add',
      { name, value: min - 0.5, measuredAt: ago(1) },
      'value',
      key,
    );
    const above = await addMetric({ name, value: max + 1, measuredAt: ago(1) });
    expect(above.body.data.fields.value).toBe(translate(key, 'en'));
    expect((await addMetric({ name, value: min, measuredAt: ago(1) })).status).toBe(200);
  });

  it.each([
    [{ name: 'height', value: 1, measuredAt: ago(1) }, 'name', 'memberHistory.metricName'],
    [{ name: 'bmi', value: '22', measuredAt: ago(1) }, 'value', 'memberHistory.value'],
    [{ name: 'bmi', value: 22 }, 'measuredAt', 'memberHistory.measuredAt'],
    [{ name: 'bmi', value: 22, measuredAt: 'yesterday' }, 'measuredAt', 'memberHistory.measuredAt'],
    [{ name: 'bmi', value: 22, measuredAt: ago(-1) }, 'measuredAt', 'memberHistory.measuredAtFuture'],
    [{ name: 'bmi', value: 22, measuredAt: ago(1), memberId: -3 }, 'memberId', 'memberHistory.memberId'],
  ])('refuses %j', async (body, field, key) => {
    await expectRefused('/dashboard/metrics/actions/add', body, field, key);
  });

  it('refuses a bad filter and a missing entry with their messages', async () => {
    const page = '/dashboard/metrics/page/1';
    await expectRefused(page, { name: 'height' }, 'name', 'memberHistory.metricName');
    await expectRefused(page, { from: 'then' }, 'from', 'validation.dateFrom');
    await expectRefused(page, { to: 'now' }, 'to', 'validation.dateTo');
    await expectRefused(page, { from: ago(1), to: ago(5) }, 'to', 'validation.dateOrder');
    await expectRefused('/dashboard/metrics/actions/delete', { id: 0 }, 'id', 'memberHistory.entryId');
    const missing = await post('/dashboard/metrics/actions/delete', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.data.fields.id).toBe(translate('memberHistory.notFound', 'en'));
    const spanish = await post('/dashboard/metrics/actions/delete', { id: 999_999 }, 'member', 'es');
    expect(spanish.body.data.fields.id).toBe(translate('memberHistory.notFound', 'es'));
  });
});

describe('blood pressure', () => {
  it('records, lists newest first and deletes a reading', async () => {
    const add = (body: object) => post('/dashboard/bp/actions/add', body);
    expect((await add({ systolic: 130, diastolic: 85, measuredAt: ago(5) })).status).toBe(200);
    const saved = await add({ systolic: 120, diastolic: 80, pulse: 64, measuredAt: ago(1) });
    expect(saved.body.data).toMatchObject({ systolic: 120, diastolic: 80, pulse: 64 });
    const page = (await post('/dashboard/bp/page/1', {})).body.data;
    expect(page.list.map((r: { systolic: number }) => r.systolic)).toEqual([120, 130]);
    expect(page.list[1].pulse).toBeNull();
    expect((await post('/dashboard/bp/page/1', { from: ago(2) })).body.data.totalRecords).toBe(1);
    expect((await post('/dashboard/bp/actions/delete', { id: saved.body.data.id })).status).toBe(200);
    expect((await post('/dashboard/bp/page/1', {})).body.data.totalRecords).toBe(1);
    const again = await post('/dashboard/bp/actions/delete', { id: saved.body.data.id });
    expect(again.status).toBe(404);
  });

  it.each([
    [{ systolic: 59, diastolic: 40 }, 'systolic', 'memberHistory.systolic'],
    [{ systolic: 261, diastolic: 40 }, 'systolic', 'memberHistory.systolic'],
    [{ systolic: 120.5, diastolic: 80 }, 'systolic', 'memberHistory.systolic'],
    [{ systolic: 120, diastolic: 29 }, 'diastolic', 'memberHistory.diastolic'],
    [{ systolic: 200, diastolic: 161 }, 'diastolic', 'memberHistory.diastolic'],
    [{ systolic: 120, diastolic: 80, pulse: 300 }, 'pulse', 'memberHistory.pulse'],
    [{ systolic: 90, diastolic: 95 }, 'diastolic', 'memberHistory.bpOrder'],
    [{ systolic: 120, diastolic: 80, measuredAt: ago(-1) }, 'measuredAt', 'memberHistory.measuredAtFuture'],
  ])('refuses %j', async (body, field, key) => {
    await expectRefused('/dashboard/bp/actions/add', { measuredAt: ago(1), ...body }, field, key);
  });
});

describe('whose history: the caller, staff of the member’s club, accuro', () => {
  const calls = (memberId: number): [string, object][] => [
    ['/dashboard/weight/page/1', { memberId }],
    ['/dashboard/metrics/page/1', { memberId }],
    ['/dashboard/metrics/actions/add', { memberId, name: 'bmi', value: 22, measuredAt: ago(1) }],
    ['/dashboard/metrics/actions/delete', { memberId, id: 1 }],
    ['/dashboard/bp/page/1', { memberId }],
    ['/dashboard/bp/actions/add', { memberId, systolic: 120, diastolic: 80, measuredAt: ago(1) }],
    ['/dashboard/bp/actions/delete', { memberId, id: 1 }],
  ];

  it('refuses a member reading or writing another member’s history, on every route', async () => {
    for (const [path, body] of calls(ids.other)) {
      const res = await post(path, body, 'member');
      expect(res.status, path).toBe(403);
      expect(res.body.meta.message).toBe(translate('error.forbidden', 'en'));
    }
  });

  it('refuses staff of another club, on every route, whether or not the id exists', async () => {
    for (const [path, body] of [...calls(ids.foreign), ...calls(999_999)]) {
      expect((await post(path, body, 'coach')).status, path).toBe(403);
    }
    for (const [path, body] of calls(ids.mia)) {
      expect((await post(path, body, 'club2')).status, path).toBe(403);
    }
  });

  it('refuses staff naming a staff account, and a caller without a session', async () => {
    expect((await post('/dashboard/weight/page/1', { memberId: ids.admin }, 'club')).status).toBe(403);
    // A coach is one of the Members tab's people: the club's staff see their history too.
    expect((await post('/dashboard/weight/page/1', { memberId: ids.coach }, 'club')).status).toBe(200);
    for (const [path, body] of calls(ids.mia)) {
      expect((await call(t.app, 'POST', path, { body })).status, path).toBe(401);
    }
  });

  it('lets staff of the club record and read a member’s history, and accuro any member’s', async () => {
    const added = await addMetric(
      { memberId: ids.other, name: 'hip', value: 99, measuredAt: ago(1) },
      'coach',
    );
    expect(added.status).toBe(200);
    const read = await post(
      '/dashboard/metrics/page/1',
      { memberId: ids.other, name: 'hip' },
      'trainerLeader',
    );
    expect(read.body.data.list[0]).toMatchObject({ id: added.body.data.id, value: 99 });
    // Mia sees none of it: her own history is separate.
    const own = await post('/dashboard/metrics/page/1', { name: 'hip' });
    expect(own.body.data.list.map((m: { id: number }) => m.id)).not.toContain(added.body.data.id);
    const bp = await post(
      '/dashboard/bp/actions/add',
      {
        memberId: ids.foreign,
        systolic: 118,
        diastolic: 76,
        measuredAt: ago(1),
      },
      'accuro',
    );
    expect(bp.status).toBe(200);
    expect(
      (await post('/dashboard/bp/page/1', { memberId: ids.foreign }, 'club2')).body.data.totalRecords,
    ).toBe(1);
    const gone = await post(
      '/dashboard/bp/actions/delete',
      { memberId: ids.foreign, id: bp.body.data.id },
      'club',
    );
    expect(gone.status).toBe(403);
    const del = await post(
      '/dashboard/metrics/actions/delete',
      { memberId: ids.other, id: added.body.data.id },
      'club',
    );
    expect(del.status).toBe(200);
  });

  it('keeps the named member’s profile weight, not the staff caller’s, on their latest reading', async () => {
    const coachWeight = await profileWeight('coach@example.com');
    const res = await addMetric(
      { memberId: ids.other, name: 'bodyWeight', value: 66.6, measuredAt: ago(0) },
      'coach',
    );
    expect(res.status).toBe(200);
    expect(await profileWeight('member01.club1@example.com')).toBe(66.6);
    expect(await profileWeight('coach@example.com')).toBe(coachWeight);
    const page = (await weights({ memberId: ids.other }, 'club')).body.data;
    expect(page.list[0]).toMatchObject({ id: res.body.data.id, kg: 66.6 });
  });

  it('answers 404 with a message when accuro names a member that does not exist', async () => {
    const res = await post('/dashboard/metrics/page/1', { memberId: 999_999 }, 'accuro');
    expect(res.status).toBe(404);
    expect(res.body.data.fields.memberId).toBe(MEMBER_HISTORY_MESSAGES['memberHistory.memberNotFound'].en);
    const es = await post('/dashboard/metrics/page/1', { memberId: 999_999 }, 'accuro', 'es');
    expect(es.body.data.fields.memberId).toBe(MEMBER_HISTORY_MESSAGES['memberHistory.memberNotFound'].es);
  });
});
