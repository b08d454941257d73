import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { makeMembers, makeStaffing } from './classes-test-setup.ts';

const t = useTestApp();
let ids: Awaited<ReturnType<typeof makeStaffing>>;
beforeAll(async () => {
  ids = await makeStaffing(t);
});

const base = '/dashboard/clients/1/classes';
const newClass = async (maxParticipants: number, date = '2030-06-01') => {
  const body = {
    name: 'Spin',
    timeZone: 'UTC',
    date,
    startTime: '07:00',
    endTime: '08:00',
    trainerId: ids.trainerId,
    studioId: ids.studioId,
    maxParticipants,
  };
  return (await call(t.app, 'PUT', base, { token: t.tokens.club, body })).body.data.class.id as number;
};
const act = (classId: number, action: string, body: unknown, token = t.tokens.coach, lang?: 'es') =>
  call(t.app, 'POST', `${base}/${classId}/actions/${action}`, { token, body, lang });
const detail = async (classId: number) =>
  (await call(t.app, 'GET', `${base}/${classId}`, { token: t.tokens.coach })).body.data;

describe('class participants', () => {
  it('books exactly the seats when 20 members book 10 seats at once', async () => {
    const classId = await newClass(10);
    const members = await makeMembers(t, 20, 'rush');
    const results = await Promise.all(members.map((memberId) => act(classId, 'book', { memberId })));
    expect(results.map((r) => r.status)).toEqual(members.map(() => 200));
    const statuses = results.map((r) => r.body.data.status);
    expect(statuses.filter((s) => s === 'booked')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(10);
    expect(await detail(classId)).toMatchObject({ booked: 10, waitlisted: 10 });
  });

  it('promotes the first waiting member when a seat frees', async () => {
    const classId = await newClass(1);
    const [a, b, c] = await makeMembers(t, 3, 'wait');
    for (const memberId of [a, b, c]) await act(classId, 'book', { memberId });
    expect((await act(classId, 'cancel-booking', { memberId: a })).status).toBe(200);
    const list = (await detail(classId)).participants;
    expect(list.find((p: { userId: number }) => p.userId === b)).toMatchObject({
      status: 'booked',
      promotedAt: expect.any(String),
    });
    expect(list.find((p: { userId: number }) => p.userId === c)).toMatchObject({ status: 'waitlisted' });
    expect((await act(classId, 'remove-participant', { memberId: b })).status).toBe(200);
    expect((await detail(classId)).participants.find((p: { userId: number }) => p.userId === c).status).toBe(
      'booked',
    );
  });

  it('refuses staff over capacity with the seats left, in en and es', async () => {
    const classId = await newClass(2);
    const members = await makeMembers(t, 3, 'over');
    const res = await act(classId, 'add-participants', { memberIds: members });
    expect(res.status).toBe(409);
    expect(res.body.meta.message).toBe('Max Participants Exceeded, leaving 2.');
    const es = await act(classId, 'add-participants', { memberIds: members }, t.tokens.coach, 'es');
    expect(es.body.meta.message).toBe('Se ha superado el máximo de participantes, quedan 2.');
    expect((await act(classId, 'add-participants', { memberIds: members.slice(0, 2) })).status).toBe(200);
    expect((await detail(classId)).booked).toBe(2);
  });

  it('lets a member book only themselves', async () => {
    const classId = await newClass(5);
    const me = (await findUserByEmail(t.deps.db, 'member@example.com'))?.id as number;
    const [other] = await makeMembers(t, 1, 'self');
    expect((await act(classId, 'book', {}, t.tokens.member)).body.data.status).toBe('booked');
    expect((await act(classId, 'book', {}, t.tokens.member)).status).toBe(409);
    expect((await act(classId, 'book', { memberId: other }, t.tokens.member)).status).toBe(403);
    expect((await act(classId, 'add-participants', { memberIds: [other] }, t.tokens.member)).status).toBe(
      403,
    );
    expect((await act(classId, 'cancel-booking', {}, t.tokens.member)).status).toBe(200);
    expect((await detail(classId)).participants[0]).toMatchObject({ userId: me, status: 'cancelled' });
  });

  it('marks absent only after the class started', async () => {
    const future = await newClass(5);
    const past = await newClass(5, '2020-01-01');
    const [m] = await makeMembers(t, 1, 'absent');
    await act(future, 'add-participants', { memberIds: [m] });
    await act(past, 'add-participants', { memberIds: [m] });
    const early = await act(future, 'mark-absent', { memberId: m });
    expect(early.status).toBe(409);
    expect(early.body.meta.message).toBe(
      'A participant can be marked absent only after the class has started',
    );
    expect((await act(past, 'mark-absent', { memberId: m })).body.data.status).toBe('absent');
  });

  it('counts a member marked absent as a seat everywhere: the class, the class list, My Sessions and capacity', async () => {
    const classId = await newClass(2, '2020-02-03');
    const [a, b, c] = await makeMembers(t, 3, 'seat');
    await act(classId, 'add-participants', { memberIds: [a, b] });
    await act(classId, 'mark-absent', { memberId: a });
    expect(await detail(classId)).toMatchObject({ booked: 2 });
    const day = { from: '2020-02-03', to: '2020-02-03' };
    const listed = await call(t.app, 'POST', `${base}/page/1?pageSize=100`, {
      token: t.tokens.coach,
      body: day,
    });
    expect(listed.body.data.list.find((x: { id: number }) => x.id === classId)).toMatchObject({ booked: 2 });
    const sessions = await call(t.app, 'POST', '/dashboard/workouts/sessions/page/1?pageSize=100', {
      token: t.tokens.club,
      body: { from: '2020-02-03T00:00:00.000Z', to: '2020-02-04T00:00:00.000Z' },
    });
    expect(sessions.body.data.list.find((x: { classId: number }) => x.classId === classId)).toMatchObject({
      booked: 2,
      absent: 2,
    });
    // The absent member's seat is still theirs: the class is full.
    const over = await act(classId, 'add-participants', { memberIds: [c] });
    expect(over.status).toBe(409);
    expect(over.body.meta.message).toBe('Max Participants Exceeded, leaving 0.');
    // Marked absent by mistake, added again: their own seat is booked back, none taken from the full class.
    expect((await act(classId, 'add-participants', { memberIds: [a] })).status).toBe(200);
    expect((await detail(classId)).participants.find((p: { userId: number }) => p.userId === a).status).toBe(
      'booked',
    );
    expect(await detail(classId)).toMatchObject({ booked: 2 });
  });

  it('gives the seat of a removed absent member to the first one waiting', async () => {
    const classId = await newClass(1, '2020-02-04');
    const [a, b] = await makeMembers(t, 2, 'freed');
    await act(classId, 'book', { memberId: a });
    await act(classId, 'book', { memberId: b });
    await act(classId, 'mark-absent', { memberId: a });
    expect((await detail(classId)).participants.find((p: { userId: number }) => p.userId === b).status).toBe(
      'waitlisted',
    );
    expect((await act(classId, 'remove-participant', { memberId: a })).status).toBe(200);
    expect((await detail(classId)).participants.find((p: { userId: number }) => p.userId === b).status).toBe(
      'booked',
    );
  });

  it('refuses another club and unknown members', async () => {
    const classId = await newClass(5);
    expect((await act(classId, 'book', {}, t.tokens.club2)).status).toBe(403);
    const foreign = (await findUserByEmail(t.deps.db, 'club2.admin@example.com'))?.id as number;
    const res = await act(classId, 'add-participants', { memberIds: [foreign] }, t.tokens.coach, 'es');
    expect(res.status).toBe(400);
    expect(res.body.data.fields.memberId).toBe('Selecciona un socio de este club');
    const other = `/dashboard/clients/15/classes/${classId}/actions/book`;
    expect((await call(t.app, 'POST', other, { token: t.tokens.club2, body: {} })).status).toBe(404);
  });
});
