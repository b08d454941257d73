import { DEFAULT_CLUB_PRIVACY, type TClubPrivacy } from '@pulseboard/contract/club-modules';
import type { TLeaderboardRow } from '@pulseboard/contract/leaderboards';
import { translate } from '@pulseboard/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { periodDays } from './leaderboards.service.ts';
import { createBoardClub, NOV, type TBoardClub } from './leaderboards-test-club.ts';

const t = useTestApp();
let c: TBoardClub;
let admin: string;

beforeAll(async () => {
  c = await createBoardClub(t.deps.db, 'LBOARD1');
  admin = t.tokens.accuro;
});

const board = (query: Record<string, string | number>, token = admin, clubId = c.clubId) =>
  call(
    t.app,
    'GET',
    `/dashboard/clients/${clubId}/leaderboard?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    {
      token,
    },
  );
/** The board as `name:rank:score` lines, easy to compare with the hand-worked table. */
const lines = (list: TLeaderboardRow[]) => list.map((r) => `${r.name}:${r.rank}:${r.score}`);

async function setPrivacy(privacy: Partial<TClubPrivacy>) {
  await t.deps.db
    .update(clubs)
    .set({ privacy: { ...DEFAULT_CLUB_PRIVACY, ...privacy } })
    .where(eq(clubs.id, c.clubId));
  onTestFinished(async () => {
    await t.deps.db.update(clubs).set({ privacy: {} }).where(eq(clubs.id, c.clubId));
  });
}

describe('GET /dashboard/clients/{id}/leaderboard: rankings from the roll-ups', () => {
  // Every expectation follows from the table in leaderboards-test-club.ts. Names show as the default
  // privacy setting has them: first name and the last name's initial.
  it.each([
    ['points', ['Ana R.:1:50', 'Ben S.:1:50', 'Cleo P.:3:40', 'Dan O.:4:10']],
    ['workouts', ['Dan O.:1:3', 'Ana R.:2:2', 'Ben S.:2:2', 'Cleo P.:4:1', 'Fay N.:4:1']],
    ['minutes', ['Ana R.:1:61', 'Ben S.:2:60', 'Cleo P.:2:60', 'Dan O.:4:20']],
    ['calories', ['Ana R.:1:550', 'Cleo P.:1:550', 'Ben S.:3:500', 'Dan O.:4:100']],
  ])('ranks by %s, ties sharing a rank, without zero scores or erased members', async (measure, expected) => {
    const res = await board({ ...NOV, measure });
    expect(res.status).toBe(200);
    expect(lines(res.body.data.list)).toEqual(expected);
    expect(res.body.data).toMatchObject({
      totalRecords: expected.length,
      measure,
      period: { from: '2025-11-01', to: '2025-11-30' },
      timezone: 'Pacific/Auckland',
      hidden: false,
      club: { clubId: c.clubId, name: 'Board LBOARD1' },
      locations: [
        { locationId: c.l1, name: 'Albany' },
        { locationId: c.l2, name: 'Britomart' },
      ],
    });
  });

  it('narrows to one location', async () => {
    const l1 = await board({ ...NOV, locationId: c.l1 });
    expect(lines(l1.body.data.list)).toEqual(['Ben S.:1:50', 'Ana R.:2:30', 'Dan O.:3:10']);
    const l2 = await board({ ...NOV, locationId: c.l2 });
    expect(lines(l2.body.data.list)).toEqual(['Cleo P.:1:40', 'Ana R.:2:20']);
  });

  it('counts the days of the period only, the club’s days at both ends', async () => {
    expect(
      lines((await board({ period: 'custom', from: '2025-10-31', to: '2025-10-31' })).body.data.list),
    ).toEqual(['Ben S.:1:100']);
    expect(
      lines((await board({ period: 'custom', from: '2025-12-01', to: '2025-12-01' })).body.data.list),
    ).toEqual(['Ben S.:1:10']);
    expect(
      lines((await board({ period: 'custom', from: '2025-10-31', to: '2025-12-01' })).body.data.list),
    ).toEqual(['Ben S.:1:160', 'Ana R.:2:50', 'Cleo P.:3:40', 'Dan O.:4:10']);
  });

  it('reads presets in the club’s time zone: 11:30 UTC on 30 November is already December in Auckland', () => {
    const now = new Date('2025-11-30T11:30:00Z');
    expect(periodDays({ period: 'currentMonth', measure: 'points' }, 'Pacific/Auckland', now)).toEqual({
      from: '2025-12-01',
      to: '2025-12-01',
    });
    expect(periodDays({ period: 'lastMonth', measure: 'points' }, 'Pacific/Auckland', now)).toEqual({
      from: '2025-11-01',
      to: '2025-11-30',
    });
    // The same instant is still 30 November in New York and in UTC.
    expect(periodDays({ period: 'currentMonth', measure: 'points' }, 'America/New_York', now)).toEqual({
      from: '2025-11-01',
      to: '2025-11-30',
    });
    expect(periodDays({ period: 'lastYear', measure: 'points' }, 'Pacific/Auckland', now)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });

  it('counts a workout ingested near midnight on the club’s own day', async () => {
    const ingest = (clientRef: string, startTime: string) => ({
      clientRef,
      memberId: c.ids.dan,
      dataSource: 'import',
      startTime,
      summary: { durationSeconds: 600, calories: 60, avgHr: 120, maxHr: 140, zoneSeconds: [600, 0, 0, 0, 0] },
    });
    const res = await call(t.app, 'POST', '/dashboard/workouts/actions/ingest', {
      token: admin,
      // 23:30 on 14 December and, an hour later, 00:30 on 15 December in Auckland (no other row then).
      body: {
        workouts: [ingest('lb-late', '2025-12-14T10:30:00Z'), ingest('lb-early', '2025-12-14T11:30:00Z')],
      },
    });
    expect(res.body.data.items.map((i: { status: string }) => i.status)).toEqual(['created', 'created']);
    const day = (date: string) => board({ period: 'custom', from: date, to: date, measure: 'workouts' });
    expect(lines((await day('2025-12-14')).body.data.list)).toEqual(['Dan O.:1:1']);
    expect(lines((await day('2025-12-15')).body.data.list)).toEqual(['Dan O.:1:1']);
    expect((await day('2025-12-13')).body.data.list).toEqual([]);
  });

  it('pages the board and gives the caller their own row wherever it is', async () => {
    const dan = await t.tokenFor(c.emails.dan);
    const page2 = await board({ ...NOV, page: 2, pageSize: 2 }, dan);
    expect(lines(page2.body.data.list)).toEqual(['Cleo P.:3:40', 'Dan O.:4:10']);
    expect(page2.body.data.totalRecords).toBe(4);
    expect(page2.body.data.me).toMatchObject({ memberId: c.ids.dan, rank: 4, score: 10 });
    const page1 = await board({ ...NOV, page: 1, pageSize: 2 }, dan);
    expect(lines(page1.body.data.list)).toEqual(['Ana R.:1:50', 'Ben S.:1:50']);
    expect(page1.body.data.me).toMatchObject({ memberId: c.ids.dan, rank: 4 });
    const past = await board({ ...NOV, page: 9, pageSize: 2 }, dan);
    expect(past.body.data).toMatchObject({ list: [], totalRecords: 4 });
    // Fay scored no points: she is not on the points board, so she has no row of her own either.
    const fay = await board(NOV, await t.tokenFor(c.emails.fay));
    expect(fay.body.data.me).toBeNull();
  });
});

describe('privacy (Data Privacy tab)', () => {
  it.each([
    ['fullName', ['Ana Ruiz', 'Ben Stone', 'Cleo Park', 'Dan Ode']],
    ['firstNameInitial', ['Ana R.', 'Ben S.', 'Cleo P.', 'Dan O.']],
    // Only Ana has a nickname; the others fall back to the first name and initial.
    ['nickname', ['Anita', 'Ben S.', 'Cleo P.', 'Dan O.']],
    ['initials', ['A. R.', 'B. S.', 'C. P.', 'D. O.']],
  ] as const)('shows names as %s', async (leaderboardNameDisplay, names) => {
    await setPrivacy({ leaderboardNameDisplay });
    const res = await board(NOV);
    expect(res.body.data.list.map((r: TLeaderboardRow) => r.name)).toEqual(names);
  });

  it('shows avatars only when the club allows it', async () => {
    const shown = await board(NOV);
    expect(shown.body.data.list[0]).toMatchObject({
      name: 'Ana R.',
      avatar: '/files/00000000-0000-4000-8000-000000000001',
    });
    await setPrivacy({ showAvatarsOnLeaderboards: false });
    const hidden = await board(NOV);
    expect(hidden.body.data.list.every((r: TLeaderboardRow) => r.avatar === null)).toBe(true);
  });

  it('keeps the signed-in board whole when members are hidden from public boards only', async () => {
    await setPrivacy({ hideFromPublicLeaderboards: true });
    const res = await board(NOV);
    expect(res.body.data).toMatchObject({ hidden: false, totalRecords: 4 });
  });
});

describe('who may read a board', () => {
  it('lets every role of the club read it, members included, and the platform admin any club', async () => {
    for (const role of ['club', 'locationAdmin', 'coach', 'trainerLeader', 'member'] as const) {
      const res = await board({}, t.tokens[role], 1);
      expect(res.status, role).toBe(200);
      expect(res.body.data.club.name).toBe('Pulse Downtown');
    }
    expect((await board({}, t.tokens.accuro, 15)).status).toBe(200);
  });

  it('refuses another club’s board and an anonymous caller', async () => {
    expect((await board({}, t.tokens.member, 15)).status).toBe(403);
    expect((await board({}, t.tokens.club2, 1)).status).toBe(403);
    expect((await board({}, t.tokens.coach, c.clubId)).status).toBe(403);
    expect((await call(t.app, 'GET', '/dashboard/clients/1/leaderboard')).status).toBe(401);
  });

  it('answers 404 for a club that does not exist', async () => {
    expect((await board({}, admin, 999_999)).status).toBe(404);
  });

  it('shows the demo club a non-empty board for the current month', async () => {
    const res = await board({ period: 'last30' }, t.tokens.member, 1);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.me).not.toBeNull();
  });
});

describe('validation, in the request’s language', () => {
  it.each([
    [{ measure: 'steps' }, 'measure', 'leaderboards.measure'],
    [{ period: 'forever' }, 'period', 'validation.range'],
    [{ period: 'custom', to: '2025-11-30' }, 'from', 'validation.dateFrom'],
    [{ period: 'custom', from: '2025-11-30' }, 'to', 'validation.dateTo'],
    [{ period: 'custom', from: '2025-11-30', to: '2025-11-01' }, 'to', 'validation.dateOrder'],
    [{ period: 'custom', from: '2024-01-01', to: '2025-11-01' }, 'to', 'validation.rangeTooLong'],
    [{ from: '2025-13-01' }, 'from', 'validation.dateFrom'],
    [{ locationId: 'x' }, 'locationId', 'validation.location'],
  ])('%j -> %s', async (query, field, key) => {
    for (const lang of ['en', 'es'] as const) {
      const res = await call(
        t.app,
        'GET',
        `/dashboard/clients/${c.clubId}/leaderboard?${new URLSearchParams(query)}`,
        {
          token: admin,
          lang,
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.data.fields[field]).toBe(translate(key, lang, { days: 366 }));
    }
  });

  it('refuses a location of another club', async () => {
    const res = await board({ locationId: 1 });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.locationId).toBe(translate('validation.location', 'en'));
  });
});
