import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { action, addDay, base, createChallenge, demoMembers } from './challenges-test-data.ts';

// Hand-computed standings from these roll-up rows (club 1, America/New_York; the challenge runs from
// 2020-03-02 to 2020-03-08 local unless a test says otherwise). zs = zone seconds, zps = zone point
// seconds, zc = zone calories; zones are numbered from 0.
//   A 03-02 station loc1  zs [60,120,300,600,0] zps [0,120,600,1800,0] zc [2,5,15,30,0]  points 42 cal 52
//   A 03-01 and 03-09 (outside the dates) zs [0,0,0,600,0] zps [0,0,0,1800,0] zc [0,0,0,30,0] points 30 cal 30
//   B 03-05 app     loc1  zs [0,0,600,0,0]   zps [0,0,1200,0,0]   zc [0,0,20,0,0]       points 20 cal 20
//   B 03-06 station loc2  zs [0,0,0,0,300]   zps [0,0,0,0,1200]   zc [0,0,0,0,16]       points 20 cal 16
//   C 03-08 station loc1  zs [30,0,0,630,0]  zps [0,0,0,1890,0]   zc [1,0,0,31,0]       points 32 cal 32
//   C 03-08 import  none  zs [0,90,0,0,0]    zps [0,90,0,0,0]     zc [0,3,0,0,0]        points 2  cal 3
//   D: nothing. E (not a participant) 03-03 points 99.
const t = useTestApp();
let A: number;
let B: number;
let C: number;
let D: number;
let E: number;

type TRow = { memberId: number | null; teamId: number | null; rank: number; score: number; name: string };
type TTeamRow = TRow & { memberCount: number; members: TRow[] };

async function board(id: number, query = '') {
  const res = await call(t.app, 'GET', `${base()}/${id}/leaderboard${query}`, { token: t.tokens.coach });
  expect(res.status).toBe(200);
  return res.body.data as { criterion: string; view: string; status: string; list: TTeamRow[] };
}
/** [memberId, rank, score] of each row, best first. */
const standings = async (over: Record<string, unknown>, people = [A, B, C, D]) => {
  const c = await createChallenge(t, over);
  await action(t, c.id, 'add-participants', { memberIds: people });
  return (await board(c.id)).list.map((r) => [r.memberId, r.rank, r.score]);
};

beforeAll(async () => {
  [A, B, C, D, E] = (await demoMembers(t)) as [number, number, number, number, number];
  const outside = { zoneSeconds: [0, 0, 0, 600, 0], zonePointSeconds: [0, 0, 0, 1800, 0] };
  const outsideRest = { zoneCalories: [0, 0, 0, 30, 0], points: 30, calories: 30 };
  await addDay(t, A, {
    day: '2020-03-02',
    zoneSeconds: [60, 120, 300, 600, 0],
    zonePointSeconds: [0, 120, 600, 1800, 0],
    zoneCalories: [2, 5, 15, 30, 0],
    points: 42,
    calories: 52,
  });
  await addDay(t, A, { day: '2020-03-01', ...outside, ...outsideRest });
  await addDay(t, A, { day: '2020-03-09', ...outside, ...outsideRest });
  await addDay(t, B, {
    day: '2020-03-05',
    source: 'app',
    zoneSeconds: [0, 0, 600, 0, 0],
    zonePointSeconds: [0, 0, 1200, 0, 0],
    zoneCalories: [0, 0, 20, 0, 0],
    points: 20,
    calories: 20,
  });
  await addDay(t, B, {
    day: '2020-03-06',
    locationKey: 2,
    zoneSeconds: [0, 0, 0, 0, 300],
    zonePointSeconds: [0, 0, 0, 0, 1200],
    zoneCalories: [0, 0, 0, 0, 16],
    points: 20,
    calories: 16,
  });
  await addDay(t, C, {
    day: '2020-03-08',
    zoneSeconds: [30, 0, 0, 630, 0],
    zonePointSeconds: [0, 0, 0, 1890, 0],
    zoneCalories: [1, 0, 0, 31, 0],
    points: 32,
    calories: 32,
  });
  await addDay(t, C, {
    day: '2020-03-08',
    source: 'import',
    locationKey: 0,
    zoneSeconds: [0, 90, 0, 0, 0],
    zonePointSeconds: [0, 90, 0, 0, 0],
    zoneCalories: [0, 3, 0, 0, 0],
    points: 2,
    calories: 3,
  });
  await addDay(t, E, { day: '2020-03-03', points: 99, calories: 99 });
});

describe('challenge scores, all zones', () => {
  it('points: the workouts own points within the dates (A 42, B 20 + 20, C 32 + 2, D 0)', async () => {
    expect(await standings({ criterion: 'points' })).toEqual([
      [A, 1, 42],
      [B, 2, 40],
      [C, 3, 34],
      [D, 4, 0],
    ]);
  });

  it('workouts: each counted workout once; ties share a rank (B 2, C 2, A 1, D 0 -> 1, 1, 3, 4)', async () => {
    expect(await standings({ criterion: 'workouts' })).toEqual([
      [B, 1, 2],
      [C, 1, 2],
      [A, 3, 1],
      [D, 4, 0],
    ]);
  });

  it('minutes: zone seconds / 60 with one decimal (A 1080 s, B 900 s, C 750 s)', async () => {
    expect(await standings({ criterion: 'minutes' })).toEqual([
      [A, 1, 18],
      [B, 2, 15],
      [C, 3, 12.5],
      [D, 4, 0],
    ]);
  });

  it('calories: the workouts own calories (A 52, B 20 + 16, C 32 + 3)', async () => {
    expect(await standings({ criterion: 'calories' })).toEqual([
      [A, 1, 52],
      [B, 2, 36],
      [C, 3, 35],
      [D, 4, 0],
    ]);
  });
});

describe('challenge scores, filtered', () => {
  it('zones 2 and 3: points from zone point seconds, rounded once (A 2400/60, C 1890/60 = 31.5 -> 32, B 1200/60)', async () => {
    expect(await standings({ criterion: 'points', zones: [2, 3] })).toEqual([
      [A, 1, 40],
      [C, 2, 32],
      [B, 3, 20],
      [D, 4, 0],
    ]);
    expect(await standings({ criterion: 'minutes', zones: [3, 2] })).toEqual([
      [A, 1, 15],
      [C, 2, 10.5],
      [B, 3, 10],
      [D, 4, 0],
    ]);
    expect(await standings({ criterion: 'calories', zones: [2, 3] })).toEqual([
      [A, 1, 45],
      [C, 2, 31],
      [B, 3, 20],
      [D, 4, 0],
    ]);
  });

  it('sources: without mobile workouts the app row of B does not count', async () => {
    expect(await standings({ criterion: 'points', allowMobile: false })).toEqual([
      [A, 1, 42],
      [C, 2, 34],
      [B, 3, 20],
      [D, 4, 0],
    ]);
  });

  it('locations: only the chosen ones (a workout without a location counts only for the whole club)', async () => {
    expect(await standings({ criterion: 'points', scope: 'locations', locationIds: [2] })).toEqual([
      [B, 1, 20],
      [A, 2, 0],
      [C, 2, 0],
      [D, 2, 0],
    ]);
    expect(await standings({ criterion: 'points', scope: 'locations', locationIds: [1] })).toEqual([
      [A, 1, 42],
      [C, 2, 32],
      [B, 3, 20],
      [D, 4, 0],
    ]);
  });

  it('dates: only the club-local days of the challenge; an end at 00:00 closes the day before', async () => {
    const days = { startTime: '2020-03-06T00:00:00-05:00', endTime: '2020-03-07T23:59:59-05:00' };
    expect(await standings({ criterion: 'points', ...days })).toEqual([
      [B, 1, 20],
      [A, 2, 0],
      [C, 2, 0],
      [D, 2, 0],
    ]);
    // 2020-03-08 00:00 in New York: C's rows of 03-08 are out.
    expect(await standings({ criterion: 'points', endTime: '2020-03-08T00:00:00-05:00' })).toEqual([
      [A, 1, 42],
      [B, 2, 40],
      [C, 3, 0],
      [D, 3, 0],
    ]);
  });

  it('only participants count: E is on the board once enrolled, not before', async () => {
    expect(await standings({ criterion: 'points' }, [C])).toEqual([[C, 1, 34]]);
    expect(await standings({ criterion: 'points' }, [C, E])).toEqual([
      [E, 1, 99],
      [C, 2, 34],
    ]);
  });
});

describe('team scores', () => {
  async function teamBoard(over: Record<string, unknown>) {
    const c = await createChallenge(t, { type: 'team', ...over });
    for (const [name, color] of [
      ['Red', '#ff0000'],
      ['Blue', '#0000ff'],
      ['Green', '#00ff00'],
    ]) {
      await action(t, c.id, 'add-team', { name, color });
    }
    const detail = await action(t, c.id, 'add-participants', { memberIds: [A, B, C, D] });
    const team = (name: string) => detail.body.data.teams.find((x: { name: string }) => x.name === name).id;
    await action(t, c.id, 'add-participants', { memberIds: [A, B, D], teamId: team('Red') });
    await action(t, c.id, 'add-participants', { memberIds: [C], teamId: team('Blue') });
    return { c, list: (await board(c.id)).list };
  }
  const summary = (list: TTeamRow[]) => list.map((r) => [r.name, r.rank, r.score, r.memberCount]);

  it('sum: Red (A 42, B 40, D 0) 82, Blue (C 34) 34, Green (nobody) 0, with members ranked within', async () => {
    const { c, list } = await teamBoard({ teamScoring: 'sum' });
    expect(summary(list)).toEqual([
      ['Red', 1, 82, 3],
      ['Blue', 2, 34, 1],
      ['Green', 3, 0, 0],
    ]);
    expect(list[0]?.members.map((m) => [m.memberId, m.rank, m.score])).toEqual([
      [A, 1, 42],
      [B, 2, 40],
      [D, 3, 0],
    ]);
    expect(list[2]?.members).toEqual([]);
    const members = await board(c.id, '?view=members');
    expect(members.view).toBe('members');
    expect(members.list.map((r) => [r.memberId, r.rank, r.score, r.teamId])).toEqual([
      [A, 1, 42, list[0]?.teamId],
      [B, 2, 40, list[0]?.teamId],
      [C, 3, 34, list[1]?.teamId],
      [D, 4, 0, list[0]?.teamId],
    ]);
  });

  it('average: Red (42 + 40 + 0) / 3 = 27.3, Blue 34: the smaller team wins; minutes average too', async () => {
    expect(summary((await teamBoard({ teamScoring: 'average' })).list)).toEqual([
      ['Blue', 1, 34, 1],
      ['Red', 2, 27.3, 3],
      ['Green', 3, 0, 0],
    ]);
    // Minutes: Red (18 + 15 + 0) / 3 = 11, Blue 12.5.
    expect(summary((await teamBoard({ teamScoring: 'average', criterion: 'minutes' })).list)).toEqual([
      ['Blue', 1, 12.5, 1],
      ['Red', 2, 11, 3],
      ['Green', 3, 0, 0],
    ]);
  });
});

describe('late workouts', () => {
  it('a workout sent now for a day of the challenge counts on that day', async () => {
    const c = await createChallenge(t, { criterion: 'workouts' });
    await action(t, c.id, 'add-participants', { memberIds: [D] });
    expect((await board(c.id)).list[0]?.score).toBe(0);
    const ingest = await call(t.app, 'POST', '/dashboard/workouts/actions/ingest', {
      token: t.tokens.club,
      body: {
        workouts: [
          {
            clientRef: 'late-1',
            memberId: D,
            dataSource: 'import',
            startTime: '2020-03-04T22:30:00-05:00',
            locationId: 1,
            summary: {
              durationSeconds: 600,
              calories: 50,
              avgHr: 140,
              maxHr: 150,
              zoneSeconds: [0, 0, 600, 0, 0],
            },
          },
        ],
      },
    });
    expect(ingest.body.data.items[0].status).toBe('created');
    expect((await board(c.id)).list[0]?.score).toBe(1);
  });
});
