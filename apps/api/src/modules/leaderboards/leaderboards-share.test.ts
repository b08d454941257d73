import { DEFAULT_CLUB_PRIVACY } from '@pulseboard/contract/club-modules';
import type { TLeaderboardRow } from '@pulseboard/contract/leaderboards';
import { translate } from '@pulseboard/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { createBoardClub, NOV, type TBoardClub } from './leaderboards-test-club.ts';

const t = useTestApp();
let c: TBoardClub;
let owner: string;

beforeAll(async () => {
  c = await createBoardClub(t.deps.db, 'LBOARD2');
  // The club's own owner: a club admin of the test club.
  const [row] = await t.deps.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, c.clubId));
  expect(row).toBeDefined();
  owner = await t.tokenFor(c.emails.ana, 'club');
});

const base = () => `/dashboard/clients/${c.clubId}/leaderboard`;
const share = (action: 'rotate' | 'revoke', token = owner, clubId = c.clubId) =>
  call(t.app, 'POST', `/dashboard/clients/${clubId}/leaderboard/actions/${action}-share-link`, { token });
const publicBoard = (token: string, query = '', lang?: string, clubId = c.clubId) =>
  call(t.app, 'GET', `/public/leaderboard/${clubId}/${encodeURIComponent(token)}?${query}`, { lang });
/** A download: its body is a file, not the envelope. */
const download = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'x-authorization': token, 'accept-language': lang } });
const tokenOf = (path: string) => path.split('/').pop() ?? '';
const NOV_QUERY = new URLSearchParams(NOV).toString();

describe('share link: GET .../leaderboard/share and the rotate and revoke actions', () => {
  it('starts without a link, makes a random one, replaces it and ends it', async () => {
    const before = await call(t.app, 'GET', `${base()}/share`, { token: owner });
    expect(before.body.data).toEqual({ enabled: false, path: null });

    const first = await share('rotate');
    expect(first.status).toBe(200);
    expect(first.body.data.enabled).toBe(true);
    expect(first.body.data.path).toMatch(
      new RegExp(`^/leaderboard-mobile-page/${c.clubId}/[A-Za-z0-9_-]{32}$`),
    );
    const firstToken = tokenOf(first.body.data.path);
    // 24 random bytes: 192 bits, never the caller's session token.
    expect(Buffer.from(firstToken, 'base64url')).toHaveLength(24);
    expect(firstToken).not.toBe(owner);
    expect((await call(t.app, 'GET', `${base()}/share`, { token: owner })).body.data).toEqual(
      first.body.data,
    );

    const second = await share('rotate');
    const secondToken = tokenOf(second.body.data.path);
    expect(secondToken).not.toBe(firstToken);

    const revoked = await share('revoke');
    expect(revoked.body.data).toEqual({ enabled: false, path: null });
    expect((await call(t.app, 'GET', `${base()}/share`, { token: owner })).body.data.enabled).toBe(false);
  });

  it('is for the club’s owners only', async () => {
    for (const role of ['locationAdmin', 'coach', 'trainerLeader', 'member'] as const) {
      expect((await share('rotate', t.tokens[role], 1)).status, role).toBe(403);
      expect(
        (await call(t.app, 'GET', '/dashboard/clients/1/leaderboard/share', { token: t.tokens[role] }))
          .status,
      ).toBe(403);
    }
    expect((await share('revoke', t.tokens.club2, 1)).status).toBe(403);
    expect((await share('rotate', t.tokens.club, c.clubId)).status).toBe(403);
    expect((await call(t.app, 'POST', `${base()}/actions/rotate-share-link`)).status).toBe(401);
    expect((await share('rotate', t.tokens.accuro, 999_999)).status).toBe(404);
  });
});

describe('GET /public/leaderboard/{clubId}/{shareToken}', () => {
  it('shows the board by its token, with no session, and refuses it once rotated or revoked', async () => {
    const token = tokenOf((await share('rotate')).body.data.path);
    const res = await publicBoard(token, NOV_QUERY);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.list.map((r: TLeaderboardRow) => `${r.name}:${r.rank}:${r.score}`)).toEqual([
      'Ana R.:1:50',
      'Ben S.:1:50',
      'Cleo P.:3:40',
      'Dan O.:4:10',
    ]);
    // Nothing of the club beyond its name, logo and locations; no caller, so no row of one's own.
    expect(Object.keys(res.body.data.club).sort()).toEqual(['clubId', 'logoUrl', 'name']);
    expect(res.body.data).toMatchObject({
      me: null,
      hidden: false,
      locations: [{ name: 'Albany' }, { name: 'Britomart' }],
    });
    const byLocation = await publicBoard(token, `${NOV_QUERY}&measure=calories&locationId=${c.l2}`);
    expect(byLocation.body.data.list.map((r: TLeaderboardRow) => r.score)).toEqual([550, 250]);

    const newer = tokenOf((await share('rotate')).body.data.path);
    const old = await publicBoard(token, NOV_QUERY);
    expect(old.status).toBe(404);
    expect(old.body.meta.message).toBe(translate('leaderboards.linkInvalid', 'en'));
    expect((await publicBoard(newer, NOV_QUERY)).status).toBe(200);

    await share('revoke');
    expect((await publicBoard(newer, NOV_QUERY)).status).toBe(404);
  });

  it('refuses a wrong token, another club’s token and an unknown club alike, in the caller’s language', async () => {
    const token = tokenOf((await share('rotate')).body.data.path);
    onTestFinished(async () => {
      await share('revoke');
    });
    for (const [wrong, clubId] of [
      [`${token.slice(0, -1)}x`, c.clubId],
      ['', c.clubId],
      [token, 1],
      [token, 999_999],
    ] as const) {
      const res = await publicBoard(wrong, '', 'es', clubId);
      expect(res.status, `${wrong} ${clubId}`).toBe(404);
      expect(res.body.meta.message).toBe(translate('leaderboards.linkInvalid', 'es'));
    }
  });

  it('takes no session token in its URL and ignores one in its header', async () => {
    const token = tokenOf((await share('rotate')).body.data.path);
    onTestFinished(async () => {
      await share('revoke');
    });
    expect((await publicBoard(t.tokens.accuro)).status).toBe(404);
    const res = await call(t.app, 'GET', `/public/leaderboard/${c.clubId}/${token}?${NOV_QUERY}`, {
      token: owner,
    });
    expect(res.body.data.me).toBeNull();
  });

  it('lists nobody when the club hides its members from public boards', async () => {
    const token = tokenOf((await share('rotate')).body.data.path);
    await t.deps.db
      .update(clubs)
      .set({ privacy: { ...DEFAULT_CLUB_PRIVACY, hideFromPublicLeaderboards: true } })
      .where(eq(clubs.id, c.clubId));
    onTestFinished(async () => {
      await t.deps.db.update(clubs).set({ privacy: {} }).where(eq(clubs.id, c.clubId));
      await share('revoke');
    });
    const res = await publicBoard(token, NOV_QUERY);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      hidden: true,
      list: [],
      totalRecords: 0,
      club: { name: 'Board LBOARD2' },
    });
  });

  it('validates its query like the signed-in board', async () => {
    const token = tokenOf((await share('rotate')).body.data.path);
    onTestFinished(async () => {
      await share('revoke');
    });
    const res = await publicBoard(token, 'measure=steps', 'es');
    expect(res.status).toBe(400);
    expect(res.body.data.fields.measure).toBe(translate('leaderboards.measure', 'es'));
  });
});

describe('GET .../leaderboard/export/{format}', () => {
  it('exports the whole board as CSV, in the caller’s language, formulas neutralised', async () => {
    const query = 'period=custom&from=2025-09-01&to=2025-11-30&measure=points';
    const res = await download(`${base()}/export/csv?${query}`, t.tokens.accuro, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="leaderboard-Board-LBOARD2-points-2025-09-01-2025-11-30.csv"',
    );
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Puesto,Socio,Puntos',
      // September to November: Ben's 31 October counts too.
      '1,Ben S.,150',
      '2,Ana R.,50',
      '3,Cleo P.,40',
      '4,Dan O.,10',
      // Gus's first name starts like a formula: exported as text.
      `5,'=SUM(1+1) G.,5`,
    ]);
  });

  it('names the measure in the club’s wording: Sweat Points in a club with the alternative one', async () => {
    await t.deps.db.update(clubs).set({ wording: 'alternative' }).where(eq(clubs.id, c.clubId));
    onTestFinished(async () => {
      await t.deps.db.update(clubs).set({ wording: 'standard' }).where(eq(clubs.id, c.clubId));
    });
    for (const lang of ['en', 'es']) {
      const res = await download(`${base()}/export/csv?${NOV_QUERY}`, t.tokens.accuro, lang);
      expect(res.statusCode).toBe(200);
      const header = res.body.replace(/^\uFEFF/, '').split('\n')[0];
      expect(header).toBe(lang === 'en' ? 'Rank,Member,Sweat Points' : 'Puesto,Socio,Sweat Points');
    }
  });

  it('exports XLSX and names the location', async () => {
    const res = await download(`${base()}/export/xlsx?${NOV_QUERY}&locationId=${c.l1}`, t.tokens.accuro);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('-Albany.xlsx"');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is for the club’s staff, not its members nor other clubs', async () => {
    const csv = (clubId: number, token: string, format = 'csv') =>
      download(`/dashboard/clients/${clubId}/leaderboard/export/${format}`, token);
    expect((await csv(1, t.tokens.coach)).statusCode).toBe(200);
    expect((await csv(1, t.tokens.member)).statusCode).toBe(403);
    expect((await csv(15, t.tokens.coach)).statusCode).toBe(403);
    expect((await csv(1, t.tokens.coach, 'pdf')).statusCode).toBe(400);
  });
});
