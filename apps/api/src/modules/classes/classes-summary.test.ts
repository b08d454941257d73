import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { users } from '../users/users.table.ts';
import { workouts } from '../workouts/workouts.table.ts';
import { classes } from './classes.table.ts';
import { makeSummaryClass } from './classes-summary-fixture.ts';

const t = useTestApp();
const url = (classId: number | string, clubId = 1) =>
  `/dashboard/clients/${clubId}/classes/${classId}/summary`;

describe('class summary', () => {
  it('lists each workout of the class, then the seat-holders without one, with hand-checked totals', async () => {
    const { classId, members, workoutIds } = await makeSummaryClass(t, 'sum');
    const res = await call(t.app, 'GET', url(classId), { token: t.tokens.club });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.class).toMatchObject({
      id: classId,
      clubId: 1,
      locationId: 1,
      name: 'Spin sum',
      timeZone: 'America/New_York',
      startsAt: '2020-01-06T10:00:00.000Z',
      endsAt: '2020-01-06T10:45:00.000Z',
      trainerName: 'Tina',
      studioName: 'Cycle room',
      cancelled: false,
    });
    expect(data.zoneLabels).toEqual(['easy', 'light', 'moderate', 'intense', 'vigorous']);
    expect(data.zoneColors).toHaveLength(5);
    expect(
      data.participants.map(
        (p: { userId: number; name: string; status: string; workoutId: number | null }) => [
          p.userId,
          p.name,
          p.status,
          p.workoutId,
        ],
      ),
    ).toEqual([
      [members[0], 'M0 sum', 'attended', workoutIds[0]],
      [members[1], 'M1 sum', 'attended', workoutIds[1]],
      [members[2], 'M2 sum', 'absent', null],
      [members[3], 'M3 sum', 'absent', null],
    ]);
    expect(data.participants[1]).toMatchObject({
      durationSeconds: 1800,
      zoneSeconds: [0, 300, 900, 600, 0],
      calories: 451,
      points: 73,
      avgHr: 145,
      maxHr: 181,
    });
    expect(data.participants[2]).toMatchObject({ zoneSeconds: [], calories: null, avgHr: null });
    // 600+0, 600+300, 300+900, 300+600; 300+451; 40+73; (130+145)/2 = 137.5 -> 138; max(170, 181).
    expect(data.totals).toEqual({
      workouts: 2,
      absent: 2,
      zoneSeconds: [600, 900, 1200, 900, 0],
      calories: 751,
      points: 113,
      avgHr: 138,
      maxHr: 181,
    });
    // Per workout, half up: 751 / 2 = 375.5 -> 376; 113 / 2 = 56.5 -> 57.
    expect(data.averages).toEqual({ zoneSeconds: [300, 450, 600, 450, 0], calories: 376, points: 57 });
  });

  it('shows a booked member as booked, not absent, until the class has ended', async () => {
    const { classId } = await makeSummaryClass(t, 'future');
    const soon = Date.now() + 3_600_000;
    await t.deps.db
      .update(classes)
      .set({ startsAt: new Date(soon), endsAt: new Date(soon + 2_700_000) })
      .where(eq(classes.id, classId));
    const res = await call(t.app, 'GET', url(classId), { token: t.tokens.coach });
    expect(res.body.data.participants.map((p: { status: string }) => p.status)).toEqual([
      'attended',
      'attended',
      'booked',
      'absent',
    ]);
    expect(res.body.data.totals.absent).toBe(1);
  });

  it('lets staff of the club read it, and a member only for a class they took part in', async () => {
    const { classId } = await makeSummaryClass(t, 'roles');
    for (const role of ['club', 'locationAdmin', 'trainerLeader', 'coach', 'accuro'] as const)
      expect((await call(t.app, 'GET', url(classId), { token: t.tokens[role] })).status).toBe(200);
    const refused = await call(t.app, 'GET', url(classId), { token: t.tokens.member, lang: 'es' });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toBe('No tienes permiso para realizar esta acción');
    const [mia] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@example.com'));
    await t.deps.db.insert(workouts).values({
      userId: mia?.id as number,
      clubId: 1,
      classId,
      startTime: new Date('2020-01-06T10:01:00Z'),
      durationSeconds: 600,
    });
    const allowed = await call(t.app, 'GET', url(classId), { token: t.tokens.member });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.totals.workouts).toBe(3);
  });

  it('keeps clubs apart: another club is refused, a class of another club is not found', async () => {
    const { classId } = await makeSummaryClass(t, 'apart');
    const foreign = await call(t.app, 'GET', url(classId), { token: t.tokens.club2 });
    expect(foreign.status).toBe(403);
    expect(foreign.body.meta.message).toBe('You do not have permission to do this');
    expect((await call(t.app, 'GET', url(classId, 15), { token: t.tokens.club })).status).toBe(403);
    expect((await call(t.app, 'GET', url(classId, 15), { token: t.tokens.club2 })).status).toBe(404);
    expect((await call(t.app, 'GET', url(classId), { token: undefined })).status).toBe(401);
  });

  it('checks the class id in en and es', async () => {
    const en = await call(t.app, 'GET', url('abc'), { token: t.tokens.club });
    expect(en.status).toBe(400);
    expect(en.body.data.fields.classId).toBe('Please check this value');
    const es = await call(t.app, 'GET', url('abc'), { token: t.tokens.club, lang: 'es' });
    expect(es.body.data.fields.classId).toBe('Revisa este valor');
    const missing = await call(t.app, 'GET', url(999_999), { token: t.tokens.club, lang: 'es' });
    expect(missing.status).toBe(404);
    expect(missing.body.meta.message).toBe('No encontrado');
  });
});
