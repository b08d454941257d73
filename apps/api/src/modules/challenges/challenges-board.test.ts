import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { action, addDay, base, challengeBody, createChallenge, freshMember } from './challenges-test-data.ts';

const t = useTestApp();
const hour = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const publicBoard = (id: string, query = '', lang?: string) =>
  call(t.app, 'GET', `/public/challenges/${id}/leaderboard${query}`, { lang });
const setPrivacy = (privacy: object) =>
  call(t.app, 'POST', '/dashboard/clients/1/privacy', {
    token: t.tokens.club,
    body: {
      hideFromPublicLeaderboards: false,
      leaderboardNameDisplay: 'firstNameInitial',
      showAvatarsOnLeaderboards: true,
      ...privacy,
    },
  });

let ana: number;
let bea: number;

beforeAll(async () => {
  ana = await freshMember(t, 'Ana');
  bea = await freshMember(t, 'Bea');
  await addDay(t, ana, { day: '2020-03-03', points: 30 });
  await addDay(t, bea, { day: '2020-03-04', points: 20 });
});

describe('public challenge board', () => {
  it('shows the challenge, the club name and the names as the privacy settings allow, never member ids', async () => {
    const c = await createChallenge(t, { name: 'Open Board', type: 'team' });
    const team = await action(t, c.id, 'add-team', { name: 'Red', color: '#ff0000' });
    await action(t, c.id, 'add-participants', { memberIds: [ana, bea], teamId: team.body.data.teams[0].id });
    await setPrivacy({ leaderboardNameDisplay: 'initials' });
    const res = await publicBoard(c.shareId, '?view=members');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'allowMobile',
        'clubName',
        'criterion',
        'endTime',
        'endedAt',
        'list',
        'membersHidden',
        'name',
        'pointsTarget',
        'startTime',
        'status',
        'teamScoring',
        'timezone',
        'type',
        'view',
        'zones',
      ].sort(),
    );
    expect(data).toMatchObject({
      name: 'Open Board',
      clubName: 'Pulse Downtown',
      status: 'ended',
      membersHidden: false,
    });
    expect(
      data.list.map((r: { name: string; memberId: number | null; score: number; key: string }) => [
        r.name,
        r.memberId,
        r.score,
        r.key,
      ]),
    ).toEqual([
      [expect.stringMatching(/^A\. M\.$/), null, 30, 'm0'],
      [expect.stringMatching(/^B\. M\.$/), null, 20, 'm1'],
    ]);
    // The teams view: the team and its members, ids left out.
    const teams = (await publicBoard(c.shareId)).body.data;
    expect(teams.view).toBe('teams');
    expect(teams.list[0]).toMatchObject({ name: 'Red', score: 50, memberCount: 2 });
    expect(teams.list[0].members.map((m: { memberId: number | null }) => m.memberId)).toEqual([null, null]);

    await setPrivacy({ hideFromPublicLeaderboards: true, showAvatarsOnLeaderboards: false });
    const hidden = (await publicBoard(c.shareId, '?view=members')).body.data;
    expect(hidden).toMatchObject({ membersHidden: true, list: [] });
    const hiddenTeams = (await publicBoard(c.shareId)).body.data;
    expect(hiddenTeams.list[0]).toMatchObject({ name: 'Red', score: 50, members: [] });
    // The staff board still names them, with the club's name display.
    const staff = await call(t.app, 'GET', `${base()}/${c.id}/leaderboard?view=members`, {
      token: t.tokens.coach,
    });
    expect(staff.body.data.list.map((r: { memberId: number }) => r.memberId)).toEqual([ana, bea]);
    await setPrivacy({});
  });

  it.each([
    [
      'en',
      'This challenge link is not valid: it may have been replaced by a new one. Ask the club for the current link.',
    ],
    [
      'es',
      'Este enlace del reto no es válido: puede que se haya sustituido por uno nuevo. Pide al club el enlace actual.',
    ],
  ])('answers an unknown id with 404 and a clear message (%s)', async (lang, message) => {
    for (const id of ['nope', 'x'.repeat(43), '%20']) {
      const res = await publicBoard(id, '', lang);
      expect(res.status).toBe(404);
      expect(res.body.meta.message).toBe(message);
    }
  });
});

describe('staff board and export', () => {
  it('exports the board as CSV and XLSX', async () => {
    const c = await createChallenge(t, { name: 'Export Me' });
    await action(t, c.id, 'add-participants', { memberIds: [ana, bea] });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${base()}/${c.id}/leaderboard/export/csv`,
      headers: { 'x-authorization': t.tokens.coach, 'accept-language': 'es' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Export-Me-members.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Posición,Nombre,Puntuación (Más puntos)');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^1,Ana M\.,30$/),
      expect.stringMatching(/^2,Bea M\.,20$/),
    ]);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${base()}/${c.id}/leaderboard/export/xlsx`,
      headers: { 'x-authorization': t.tokens.coach },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${base()}/${c.id}/leaderboard/export/pdf`,
      headers: { 'x-authorization': t.tokens.coach },
    });
    expect(wrong.statusCode).toBe(400);
    const member = await t.app.inject({
      method: 'GET',
      url: `${base()}/${c.id}/leaderboard/export/csv`,
      headers: { 'x-authorization': t.tokens.member },
    });
    expect(member.statusCode).toBe(403);
  });

  it('names the points criterion in the club’s wording (club 15 says Sweat Points)', async () => {
    const res = await call(t.app, 'PUT', base(15), {
      token: t.tokens.club2,
      body: challengeBody({ name: 'Sweat Export' }),
    });
    expect(res.status).toBe(200);
    for (const [lang, header] of [
      ['en', 'Rank,Name,Score (Most Sweat Points)'],
      ['es', 'Posición,Nombre,Puntuación (Más Sweat Points)'],
    ]) {
      const csv = await t.app.inject({
        method: 'GET',
        url: `${base(15)}/${res.body.data.id}/leaderboard/export/csv`,
        headers: { 'x-authorization': t.tokens.club2, 'accept-language': lang },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(header);
    }
  });

  it('refuses the board to members and other clubs', async () => {
    const c = await createChallenge(t);
    const url = `${base()}/${c.id}/leaderboard`;
    expect((await call(t.app, 'GET', url, { token: t.tokens.member })).status).toBe(403);
    expect((await call(t.app, 'GET', url, { token: t.tokens.club2 })).status).toBe(403);
    expect(
      (await call(t.app, 'GET', `${base(15)}/${c.id}/leaderboard`, { token: t.tokens.club2 })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', url, { token: t.tokens.trainerLeader })).status).toBe(200);
  });
});

describe('points target', () => {
  it('ends the challenge when a participant reaches it, and freezes the board at that day', async () => {
    const runner = await freshMember(t, 'Runner');
    const c = await createChallenge(t, {
      startTime: at(-48 * hour),
      endTime: at(7 * 24 * hour),
      pointsTarget: 50,
    });
    await action(t, c.id, 'add-participants', { memberIds: [runner] });
    await addDay(t, runner, { day: today(), points: 30 });
    const get = () => call(t.app, 'GET', `${base()}/${c.id}/leaderboard`, { token: t.tokens.coach });
    expect((await get()).body.data).toMatchObject({ status: 'running', endedAt: null });
    await addDay(t, runner, { day: today(), points: 25 });
    const ended = (await get()).body.data;
    expect(ended).toMatchObject({ status: 'ended', list: [{ score: 55 }] });
    expect(Date.now() - Date.parse(ended.endedAt)).toBeLessThan(60_000);
    // A day after the end no longer counts.
    const tomorrow = new Date(Date.parse(`${today()}T12:00:00Z`) + 24 * hour).toISOString().slice(0, 10);
    await addDay(t, runner, { day: tomorrow, points: 40 });
    expect((await get()).body.data.list[0].score).toBe(55);
    const detail = await call(t.app, 'GET', `${base()}/${c.id}`, { token: t.tokens.coach });
    expect(detail.body.data.endedAt).toBe(ended.endedAt);
  });

  it('counts the team score in a team challenge', async () => {
    const [x, y] = [await freshMember(t, 'Xena'), await freshMember(t, 'Yuri')];
    const c = await createChallenge(t, {
      type: 'team',
      startTime: at(-hour),
      endTime: at(24 * hour),
      criterion: 'workouts',
      pointsTarget: 2,
    });
    const team = await action(t, c.id, 'add-team', { name: 'Pair', color: '#123456' });
    await action(t, c.id, 'add-participants', { memberIds: [x, y], teamId: team.body.data.teams[0].id });
    await addDay(t, x, { day: today() });
    expect((await publicBoard(c.shareId)).body.data.status).toBe('running');
    await addDay(t, y, { day: today() });
    // Neither member has 2 workouts, the team has: the public read ends it.
    expect((await publicBoard(c.shareId)).body.data).toMatchObject({ status: 'ended', list: [{ score: 2 }] });
  });
});

describe("the member's own challenges", () => {
  it('lists their running and past challenges with their rank, score and team', async () => {
    const me = (await findUserByEmail(t.deps.db, 'member@example.com'))?.id ?? 0;
    const past = await createChallenge(t, { name: 'Mine past', type: 'team' });
    const team = await action(t, past.id, 'add-team', { name: 'Gold', color: '#ffd700' });
    await action(t, past.id, 'add-participants', {
      memberIds: [ana, me],
      teamId: team.body.data.teams[0].id,
    });
    const running = await createChallenge(t, {
      name: 'Mine running',
      startTime: at(-hour),
      endTime: at(hour),
    });
    await action(t, running.id, 'add-participants', { memberIds: [me] });
    await createChallenge(t, { name: 'Not mine' });
    const res = await call(t.app, 'GET', '/dashboard/challenges/mine', { token: t.tokens.member });
    expect(res.status).toBe(200);
    // The demo seed's own challenges (which every demo member joins) aside.
    const list = res.body.data.list.filter((c: { name: string }) => c.name.startsWith('Mine'));
    expect(list.map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
      ['Mine running', 'running'],
      ['Mine past', 'ended'],
    ]);
    expect(list[1]).toMatchObject({
      rank: 2,
      score: 0,
      participantCount: 2,
      team: { name: 'Gold', color: '#ffd700', rank: 1, score: 30, teamCount: 1 },
    });
    expect(list[0]).toMatchObject({ rank: 1, team: null });
    expect((await call(t.app, 'GET', '/dashboard/challenges/mine', { token: t.tokens.club })).status).toBe(
      403,
    );
  });
});
