import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { action, addDay, createChallenge, demoMembers, freshMember } from './challenges-test-data.ts';

const t = useTestApp();
let members: number[];
let otherClubsUser: number;

type TDetail = {
  teams: { id: number; name: string; color: string; memberCount: number }[];
  participants: { memberId: number; name: string; teamId: number | null }[];
};
const teamOf = (d: TDetail, memberId: number) => d.participants.find((p) => p.memberId === memberId)?.teamId;
const teamIds = (d: TDetail) => Object.fromEntries(d.teams.map((x) => [x.name, x.id]));

beforeAll(async () => {
  members = await demoMembers(t);
  otherClubsUser = (await findUserByEmail(t.deps.db, 'club2.admin@example.com'))?.id ?? 0;
});

describe('challenge participants', () => {
  it('adds members of the club, moves them between teams and removes them', async () => {
    const c = await createChallenge(t, { type: 'team' });
    await action(t, c.id, 'add-team', { name: 'Red', color: '#f00' });
    const added = await action(t, c.id, 'add-team', { name: 'Blue', color: '#0000FF' });
    const { Red, Blue } = teamIds(added.body.data);
    const [a, b, c3] = members as [number, number, number];

    let res = await action(t, c.id, 'add-participants', { memberIds: [a, b, a], teamId: Red });
    expect(res.status).toBe(200);
    expect(res.body.data.participantCount).toBe(2);
    expect(res.body.data.teams.map((x: { memberCount: number }) => x.memberCount)).toEqual([2, 0]);
    // Without a team: a newcomer joins unplaced, those already in stay where they are.
    res = await action(t, c.id, 'add-participants', { memberIds: [a, c3] });
    expect([teamOf(res.body.data, a), teamOf(res.body.data, c3)]).toEqual([Red, null]);
    // With a team: moved there; with null: out of any team.
    res = await action(t, c.id, 'add-participants', { memberIds: [a], teamId: Blue });
    expect(teamOf(res.body.data, a)).toBe(Blue);
    res = await action(t, c.id, 'add-participants', { memberIds: [b], teamId: null });
    expect(teamOf(res.body.data, b)).toBeNull();

    res = await action(t, c.id, 'remove-participants', { memberIds: [a, b] });
    expect(res.body.data.participants.map((p: { memberId: number }) => p.memberId)).toEqual([c3]);
    // Removing a team keeps its members in the challenge, without a team.
    await action(t, c.id, 'add-participants', { memberIds: [c3], teamId: Red });
    res = await action(t, c.id, 'remove-team', { teamId: Red });
    expect(res.body.data.teams.map((x: { name: string }) => x.name)).toEqual(['Blue']);
    expect(teamOf(res.body.data, c3)).toBeNull();
    expect((await action(t, c.id, 'remove-team', { teamId: Red })).status).toBe(400);
  });

  it.each([
    [
      'en',
      'Only members of this club can take part: 2 of the selected are not',
      'Please select at least one member',
    ],
    [
      'es',
      'Solo pueden participar socios de este club: 2 de los seleccionados no lo son',
      'Selecciona al menos un socio',
    ],
  ])('refuses people outside the club, all or nothing (%s)', async (lang, notMembers, none) => {
    const c = await createChallenge(t);
    const res = await call(
      t.app,
      'POST',
      `/dashboard/clients/1/challenges/${c.id}/actions/add-participants`,
      {
        token: t.tokens.club,
        body: { memberIds: [members[0], otherClubsUser, 999_999] },
        lang,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({ memberIds: notMembers });
    const empty = await call(
      t.app,
      'POST',
      `/dashboard/clients/1/challenges/${c.id}/actions/add-participants`,
      {
        token: t.tokens.club,
        body: { memberIds: [] },
        lang,
      },
    );
    expect(empty.body.data.fields).toEqual({ memberIds: none });
    const detail = await call(t.app, 'GET', `/dashboard/clients/1/challenges/${c.id}`, {
      token: t.tokens.club,
    });
    expect(detail.body.data.participants).toEqual([]);
  });

  it('places in a team only in a team challenge, and only a team of this challenge', async () => {
    const solo = await createChallenge(t);
    const inSolo = await action(t, solo.id, 'add-participants', { memberIds: [members[0]], teamId: 1 });
    expect(inSolo.status).toBe(409);
    expect((await action(t, solo.id, 'add-team', { name: 'Red', color: '#f00' })).status).toBe(409);
    const team = await createChallenge(t, { type: 'team' });
    const res = await action(t, team.id, 'add-participants', { memberIds: [members[0]], teamId: 999_999 });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({ teamId: 'This team is not part of this challenge' });
  });
});

describe('challenge teams', () => {
  it.each([
    ['en', 'Please enter the team name', 'This challenge already has a team with this name'],
    ['es', 'Introduce el nombre del equipo', 'Este reto ya tiene un equipo con este nombre'],
  ])('needs a team name, once per challenge (%s)', async (lang, nameMessage, taken) => {
    const c = await createChallenge(t, { type: 'team' });
    const url = `/dashboard/clients/1/challenges/${c.id}/actions/add-team`;
    const blank = await call(t.app, 'POST', url, {
      token: t.tokens.club,
      body: { name: ' ', color: '#123456' },
      lang,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.data.fields).toEqual({ name: nameMessage });
    const colour = await call(t.app, 'POST', url, {
      token: t.tokens.club,
      body: { name: 'A', color: 'red' },
      lang,
    });
    expect(Object.keys(colour.body.data.fields)).toEqual(['color']);
    expect(
      (await call(t.app, 'POST', url, { token: t.tokens.club, body: { name: 'A', color: '#123' } })).status,
    ).toBe(200);
    const twice = await call(t.app, 'POST', url, {
      token: t.tokens.club,
      body: { name: 'A', color: '#456' },
      lang,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.data.fields).toEqual({ name: taken });
  });

  it('balances evenly: round robin by name over the teams in the order they were added', async () => {
    const c = await createChallenge(t, { type: 'team' });
    expect((await action(t, c.id, 'balance-teams', { method: 'even' })).status).toBe(409);
    for (const name of ['T1', 'T2', 'T3']) await action(t, c.id, 'add-team', { name, color: '#abcdef' });
    const five = members.slice(0, 5);
    await action(t, c.id, 'add-participants', { memberIds: five });
    const res = await action(t, c.id, 'balance-teams', { method: 'even' });
    const ids = teamIds(res.body.data);
    // demoMembers is sorted by name, as the balance is.
    expect(five.map((m) => teamOf(res.body.data, m))).toEqual([ids.T1, ids.T2, ids.T3, ids.T1, ids.T2]);
    expect(res.body.data.teams.map((x: { memberCount: number }) => x.memberCount)).toEqual([2, 2, 1]);
  });

  it('balances by points in a snake draft, last month or all time', async () => {
    const people: number[] = [];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    for (const points of [60, 50, 40, 30, 20, 10]) {
      const id = await freshMember(t, `P${points}`);
      await addDay(t, id, { day: today, points });
      people.push(id);
    }
    const [p60, p50, p40, p30, p20, p10] = people as [number, number, number, number, number, number];
    // Years ago P10 earned 1,000 points: first of all time, last of the last month.
    await addDay(t, p10, { day: '2019-01-01', points: 1000 });
    const c = await createChallenge(t, { type: 'team' });
    await action(t, c.id, 'add-team', { name: 'One', color: '#111111' });
    await action(t, c.id, 'add-team', { name: 'Two', color: '#222222' });
    await action(t, c.id, 'add-participants', { memberIds: people });
    // Picks 60 -> One, 50 -> Two, 40 -> Two, 30 -> One, 20 -> One, 10 -> Two: 110 against 100.
    let res = await action(t, c.id, 'balance-teams', { method: 'lastMonthPoints' });
    const { One, Two } = teamIds(res.body.data);
    expect(people.map((m) => teamOf(res.body.data, m))).toEqual([One, Two, Two, One, One, Two]);
    // All time: 1010 -> One, 60 -> Two, 50 -> Two, 40 -> One, 30 -> One, 20 -> Two.
    res = await action(t, c.id, 'balance-teams', { method: 'allTimePoints' });
    expect([p10, p60, p50, p40, p30, p20].map((m) => teamOf(res.body.data, m))).toEqual([
      One,
      Two,
      Two,
      One,
      One,
      Two,
    ]);
  });
});

describe('ending and sharing', () => {
  it('ends a challenge now, once', async () => {
    const hour = 3_600_000;
    const c = await createChallenge(t, {
      startTime: new Date(Date.now() - hour).toISOString(),
      endTime: new Date(Date.now() + hour).toISOString(),
    });
    const res = await action(t, c.id, 'end');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ended');
    expect(Date.now() - Date.parse(res.body.data.endedAt)).toBeLessThan(60_000);
    const again = await action(t, c.id, 'end', undefined, t.tokens.club);
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe('This challenge has already ended');
  });

  it('rotates the share id: the old public link stops at once', async () => {
    const c = await createChallenge(t);
    const pub = (id: string) => call(t.app, 'GET', `/public/challenges/${id}/leaderboard`);
    expect((await pub(c.shareId)).status).toBe(200);
    const res = await action(t, c.id, 'rotate-share-link');
    const next = res.body.data.shareId;
    expect(next).not.toBe(c.shareId);
    expect((await pub(c.shareId)).status).toBe(404);
    expect((await pub(next)).status).toBe(200);
  });

  it('leaves the actions to managers of the club', async () => {
    const c = await createChallenge(t, { type: 'team' });
    const body = { memberIds: [members[0]] };
    expect((await action(t, c.id, 'add-participants', body, t.tokens.coach)).status).toBe(403);
    expect((await action(t, c.id, 'end', undefined, t.tokens.trainerLeader)).status).toBe(403);
    expect((await action(t, c.id, 'rotate-share-link', undefined, t.tokens.member)).status).toBe(403);
    expect((await action(t, c.id, 'add-team', { name: 'X', color: '#000' }, t.tokens.club2)).status).toBe(
      403,
    );
    const foreign = await call(t.app, 'POST', `/dashboard/clients/15/challenges/${c.id}/actions/end`, {
      token: t.tokens.club2,
    });
    expect(foreign.status).toBe(404);
    expect((await action(t, c.id, 'add-participants', body, t.tokens.locationAdmin)).status).toBe(200);
  });
});
