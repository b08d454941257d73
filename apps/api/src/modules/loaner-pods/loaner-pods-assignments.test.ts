import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';

const t = useTestApp();
const ids: Record<string, number> = {};
beforeAll(async () => {
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const user = await findUserByEmail(t.deps.db, `member0${n}.club1@example.com`);
    ids[`m${n}`] = user?.id as number;
  }
  ids.sweat = (await findUserByEmail(t.deps.db, 'member01.club15@example.com'))?.id as number;
});

const base = (club = 1) => `/dashboard/clients/${club}/loaner-pods`;
const newPod = async (barcode: string, club = 1, token = t.tokens.club) =>
  (await call(t.app, 'PUT', base(club), { token, body: { barcode } })).body.data as { id: number };
const assign = (podId: number, userId: number, token = t.tokens.coach, club = 1) =>
  call(t.app, 'POST', `${base(club)}/${podId}/actions/assign`, { token, body: { userId } });
const unassign = (podId: number, token = t.tokens.coach, club = 1) =>
  call(t.app, 'POST', `${base(club)}/${podId}/actions/unassign`, { token });
const history = (body: object = {}, token = t.tokens.coach, club = 1) =>
  call(t.app, 'POST', `${base(club)}/assignments/page/1`, { token, body });

describe('lending loaner pods', () => {
  it('assigns a pod, gives it back and keeps the history', async () => {
    const pod = await newPod('LEND-1');
    const lent = await assign(pod.id, ids.m1 as number);
    expect(lent.status).toBe(200);
    expect(lent.body.data.holder).toMatchObject({ userId: ids.m1 });

    const back = await unassign(pod.id);
    expect(back.status).toBe(200);
    expect(back.body.data.holder).toBeNull();
    const again = await unassign(pod.id);
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe('This pod is not lent to anyone');

    const rows = (await history({ podId: pod.id })).body.data;
    expect(rows.totalRecords).toBe(1);
    expect(rows.list[0]).toMatchObject({ podId: pod.id, barcode: 'LEND-1', userId: ids.m1 });
    expect(rows.list[0].userName).toMatch(/\S/);
    expect(Date.parse(rows.list[0].returnedAt)).toBeGreaterThanOrEqual(Date.parse(rows.list[0].assignedAt));
    expect((await history({ userId: ids.m1 })).body.data.totalRecords).toBe(1);
  });

  it('lends a pod to one member at a time, even when two desks assign at once', async () => {
    const pod = await newPod('RACE-POD');
    const results = await Promise.all([assign(pod.id, ids.m2 as number), assign(pod.id, ids.m3 as number)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.meta.message).toMatch(/^This pod is already lent to .+; mark it returned first$/);
    expect((await history({ podId: pod.id })).body.data.totalRecords).toBe(1);

    const holder = results.find((r) => r.status === 200)?.body.data.holder.userId;
    const other = holder === ids.m2 ? ids.m3 : ids.m2;
    expect((await assign(pod.id, other as number)).status).toBe(409);
  });

  it('lets a member hold one pod at a time, even when two pods are assigned at once', async () => {
    const a = await newPod('ONE-A');
    const b = await newPod('ONE-B');
    const results = await Promise.all([assign(a.id, ids.m4 as number), assign(b.id, ids.m4 as number)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.meta.message).toMatch(/ already holds pod ONE-[AB]; mark that pod returned first$/);
    expect((await history({ userId: ids.m4 })).body.data.totalRecords).toBe(1);
  });

  it('lends only to members of the club and only the club’s pods', async () => {
    const pod = await newPod('OWN-1');
    const foreign = await assign(pod.id, ids.sweat as number);
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fields.userId).toBe('Please select a member of this club');
    const spanish = await call(t.app, 'POST', `${base()}/${pod.id}/actions/assign`, {
      token: t.tokens.coach,
      body: { userId: ids.sweat },
      lang: 'es',
    });
    expect(spanish.body.data.fields.userId).toBe('Selecciona un socio de este club');
    const missing = await call(t.app, 'POST', `${base()}/${pod.id}/actions/assign`, {
      token: t.tokens.coach,
      body: {},
    });
    expect(missing.body.data.fields.userId).toBe('Please select a member');

    const theirs = await newPod('SWEAT-POD', 15, t.tokens.club2);
    expect((await assign(theirs.id, ids.m5 as number, t.tokens.accuro)).status).toBe(404);
    expect((await unassign(theirs.id, t.tokens.accuro)).status).toBe(404);
    expect((await assign(theirs.id, ids.sweat as number, t.tokens.club, 15)).status).toBe(403);
    expect((await history({}, t.tokens.club, 15)).status).toBe(403);
    expect((await history({ podId: theirs.id }, t.tokens.accuro)).body.data.totalRecords).toBe(0);
  });

  it('does not delete a pod that is lent out', async () => {
    const pod = await newPod('DEL-LENT');
    await assign(pod.id, ids.m5 as number);
    const refused = await call(t.app, 'DELETE', `${base()}/${pod.id}`, { token: t.tokens.club });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe(
      'This pod is lent to a member; mark it returned before deleting it',
    );
    await unassign(pod.id);
    expect((await call(t.app, 'DELETE', `${base()}/${pod.id}`, { token: t.tokens.club })).status).toBe(200);
  });

  it('clears every open assignment of the club at once, and only of that club', async () => {
    const p1 = await newPod('CLEAR-1');
    const theirs = await newPod('CLEAR-SWEAT', 15, t.tokens.club2);
    await assign(p1.id, ids.m6 as number);
    expect((await assign(theirs.id, ids.sweat as number, t.tokens.club2, 15)).status).toBe(200);
    const open = (await history({ open: true })).body.data.totalRecords;
    expect(open).toBeGreaterThan(0);

    expect(
      (await call(t.app, 'POST', `${base()}/actions/clear-all-assignments`, { token: t.tokens.coach }))
        .status,
    ).toBe(403);
    const cleared = await call(t.app, 'POST', `${base()}/actions/clear-all-assignments`, {
      token: t.tokens.club,
    });
    expect(cleared.body.data).toEqual({ cleared: open });
    expect((await history({ open: true })).body.data.totalRecords).toBe(0);
    expect((await history({ open: true }, t.tokens.club2, 15)).body.data.totalRecords).toBe(1);
    const again = await call(t.app, 'POST', `${base()}/actions/clear-all-assignments`, {
      token: t.tokens.club,
    });
    expect(again.body.data).toEqual({ cleared: 0 });
  });

  it('keeps lending to staff', async () => {
    const pod = await newPod('ROLE-1');
    expect((await assign(pod.id, ids.m1 as number, t.tokens.member)).status).toBe(403);
    expect((await history({}, t.tokens.member)).status).toBe(403);
    expect((await unassign(pod.id, t.tokens.member)).status).toBe(403);
  });
});
