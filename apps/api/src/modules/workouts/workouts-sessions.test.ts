import { and, eq, gte, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { classes } from '../classes/classes.table.ts';
import { coachTrainerId, makeSummaryClass } from '../classes/classes-summary-fixture.ts';

const t = useTestApp();

// A week long before the demo data's classes, so only the classes made here fall in the range.
const range = { from: '2020-01-05T00:00:00Z', to: '2020-01-12T00:00:00Z' };
const page = (body: unknown, token = t.tokens.coach, query = '') =>
  call(t.app, 'POST', `/dashboard/workouts/sessions/page/1${query}`, { token, body });
type TRow = { classId: number; name: string; booked: number; attended: number; absent: number };

describe('my sessions', () => {
  it('lists the classes whose trainer is the coach, newest first, with attendance; a club admin sees all', async () => {
    const trainerId = await coachTrainerId(t);
    const first = await makeSummaryClass(t, 'first', trainerId);
    const later = await makeSummaryClass(t, 'later', trainerId);
    await t.deps.db
      .update(classes)
      .set({ startsAt: new Date('2020-01-07T10:00:00Z'), endsAt: new Date('2020-01-07T10:45:00Z') })
      .where(eq(classes.id, later.classId));
    const other = await makeSummaryClass(t, 'other');

    const answer = await page(range);
    expect(answer.status).toBe(200);
    const { list, totalRecords } = answer.body.data;
    expect(totalRecords).toBe(2);
    // Seats: booked m0, m1, m2 and absent m3 = 4; attended m0, m1 = 2; absent m3 and m2 (booked, no workout).
    expect(list.map((s: TRow) => [s.classId, s.name, s.booked, s.attended, s.absent])).toEqual([
      [later.classId, 'Spin later', 4, 2, 2],
      [first.classId, 'Spin first', 4, 2, 2],
    ]);
    expect(list[0]).toMatchObject({
      clubId: 1,
      locationId: 1,
      timeZone: 'America/New_York',
      startsAt: '2020-01-07T10:00:00.000Z',
      studioName: 'Cycle room',
      cancelled: false,
    });
    expect(list[0].trainerName).not.toBeNull();

    const paged = await page(range, t.tokens.coach, '?pageSize=1');
    expect(paged.body.data.list.map((s: TRow) => s.classId)).toEqual([later.classId]);
    expect(paged.body.data.totalRecords).toBe(2);

    const admin = await page(range, t.tokens.club);
    expect(admin.body.data.list.map((s: TRow) => s.classId)).toEqual([
      later.classId,
      other.classId,
      first.classId,
    ]);
  });

  it('shows the demo classes of the coach over the last weeks', async () => {
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const to = new Date().toISOString();
    const answer = await page({ from, to });
    const trainerId = await coachTrainerId(t);
    const inRange = await t.deps.db
      .select({ id: classes.id })
      .from(classes)
      .where(
        and(
          eq(classes.clubId, 1),
          eq(classes.trainerId, trainerId),
          gte(classes.startsAt, new Date(from)),
          lte(classes.startsAt, new Date(to)),
        ),
      );
    expect(answer.body.data.totalRecords).toBe(inRange.length);
    // The newest may be the demo's live class of today, which nobody has attended yet.
    expect(answer.body.data.list.some((s: TRow) => s.attended > 0)).toBe(true);
  });

  it('is the coach’s and club admin’s only, of their own club, and checks the range in en and es', async () => {
    expect((await page(range, t.tokens.member)).status).toBe(403);
    expect((await page(range, t.tokens.locationAdmin)).status).toBe(403);
    const theirs = await page(range, t.tokens.club2);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.list).toEqual([]);
    const backwards = await page({ from: range.to, to: range.from });
    expect(backwards.status).toBe(400);
    const es = await call(t.app, 'POST', '/dashboard/workouts/sessions/page/1', {
      token: t.tokens.coach,
      body: { from: 'ayer' },
      lang: 'es',
    });
    expect(es.status).toBe(400);
    expect(es.body.data.fields.from).toMatch(/fecha/i);
  });
});
