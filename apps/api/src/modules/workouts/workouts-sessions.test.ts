import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { workouts } from './workouts.table.ts';

const t = useTestApp();

// A day long before the demo data's workouts, so only the rows below fall in the range.
const DAY = '2020-01-06';
const at = (time: string) => new Date(`${DAY}T${time}:00Z`);
const range = { from: `${DAY}T00:00:00Z`, to: `${DAY}T23:59:59Z` };
const page = (body: unknown, token = t.tokens.coach, query = '') =>
  call(t.app, 'POST', `/dashboard/workouts/sessions/page/1${query}`, { token, body });

async function userId(email: string) {
  const user = await findUserByEmail(t.deps.db, email);
  if (!user) throw new Error(email);
  return user.id;
}

describe('my sessions', () => {
  it('groups a station’s workouts that start within 15 minutes of the one before, newest first', async () => {
    const member = await userId('member@example.com');
    const coach = await userId('coach@example.com');
    const stationA = await userId('club.admin@example.com');
    const stationB = await userId('location.admin@example.com');
    const club2Station = await userId('club2.admin@example.com');
    const row = (userIdValue: number, accountId: number | null, time: string, clubId = 1) => ({
      userId: userIdValue,
      clubId,
      accountId,
      startTime: at(time),
      durationSeconds: 1800,
      zoneSeconds: [600, 600, 300, 300, 0],
      points: 40,
      calories: 300,
      avgHr: 130,
      maxHr: 170,
    });
    await t.deps.db.insert(workouts).values([
      row(member, stationA, '10:00'),
      row(coach, stationA, '10:05'),
      row(member, stationA, '10:19'), // 14 minutes after the one before: the same session
      row(coach, stationA, '10:40'), // 21 minutes after: a new one
      row(member, stationB, '10:02'), // another station: its own session
      row(coach, null, '10:03'), // from the app, no station: in no session
      row(member, club2Station, '10:01', 15), // another club's station
    ]);

    const answer = await page(range);
    expect(answer.status).toBe(200);
    const { list, totalRecords } = answer.body.data;
    expect(totalRecords).toBe(3);
    expect(
      list.map((s: { accountId: number; startTime: string; endTime: string; participants: unknown[] }) => [
        s.accountId,
        s.startTime,
        s.endTime,
        s.participants.length,
      ]),
    ).toEqual([
      [stationA, at('10:40').toISOString(), at('11:10').toISOString(), 1],
      [stationB, at('10:02').toISOString(), at('10:32').toISOString(), 1],
      [stationA, at('10:00').toISOString(), at('10:49').toISOString(), 3],
    ]);
    expect(list[2].participants[0]).toMatchObject({
      userId: member,
      durationSeconds: 1800,
      points: 40,
      calories: 300,
      avgHr: 130,
      maxHr: 170,
      zoneSeconds: [600, 600, 300, 300, 0],
    });
    expect(list[2].stationName).not.toBe('');

    const second = await page(range, t.tokens.coach, '?pageSize=2');
    expect(second.body.data.list).toHaveLength(2);
    expect(second.body.data.totalRecords).toBe(3);
  });

  it('is the coach’s page only, and checks the range', async () => {
    expect((await page(range, t.tokens.member)).status).toBe(403);
    const backwards = await page({ from: range.to, to: range.from });
    expect(backwards.status).toBe(400);
  });
});
