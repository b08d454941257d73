import { addDays } from '@pulseboard/core/date-range';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import {
  newMember,
  newTemplate,
  signUpAs,
  startWeeksAgo,
  thisMonday,
} from './week-challenges-test-support.ts';

const t = useTestApp();
const club = (id = 1) => `/dashboard/clients/${id}/week-challenges`;
const figures = { weeks: 4, minWorkoutsPerWeek: 2, penaltyWeeks: 1 };
let template = 0;
let mia = 0;
beforeAll(async () => {
  template = await newTemplate(t, figures);
  mia = (await findUserByEmail(t.deps.db, 'member@example.com'))?.id ?? 0;
});

const action = (
  runId: number,
  name: 'check-in' | 'withdraw',
  body: object,
  token = t.tokens.club,
  lang?: string,
) => call(t.app, 'POST', `${club()}/${runId}/actions/${name}`, { token, body, lang });
const mine = (path: string, body: object, token = t.tokens.member, lang?: string) =>
  call(t.app, 'POST', `/dashboard/week-challenges${path}`, { token, body, lang });

describe('staff sign members up', () => {
  it('requires the member and the template, in the request’s language', async () => {
    const en = await call(t.app, 'POST', `${club()}/actions/sign-up`, { token: t.tokens.club, body: {} });
    expect(en.status).toBe(400);
    expect(en.body.data.fields).toEqual({
      memberId: 'Please select the member',
      templateId: 'Please select the template',
    });
    const es = await call(t.app, 'POST', `${club()}/actions/sign-up`, {
      token: t.tokens.club,
      body: { memberId: 'x' },
      lang: 'es',
    });
    expect(es.body.data.fields).toEqual({
      memberId: 'Selecciona el socio',
      templateId: 'Selecciona la plantilla',
    });
  });

  it('refuses a member or a template of another club', async () => {
    const foreignMember = await newMember(t, 15);
    const res = await signUpAs(t, foreignMember, template);
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({ memberId: 'Please select a member of this club' });
    const foreignTemplate = await newTemplate(t, figures, 15);
    const other = await signUpAs(t, await newMember(t), foreignTemplate);
    expect(other.body.data.fields).toEqual({ templateId: 'Please select a template of this club' });
  });

  it('refuses a second sign-up while a run of the template is going, even two at once', async () => {
    const member = await newMember(t);
    const results = await Promise.all([signUpAs(t, member, template), signUpAs(t, member, template)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.meta.message).toMatch(/^Wendy Weekly\S+ is already doing this week challenge$/);
    // Another template is another challenge.
    expect((await signUpAs(t, member, await newTemplate(t, figures))).status).toBe(200);
  });

  it('lists the runs by template, status and keyword, and reads one with its weeks', async () => {
    const own = await newTemplate(t, figures);
    const member = await newMember(t);
    const runId = (await signUpAs(t, member, own)).body.data.id as number;
    const other = (await signUpAs(t, await newMember(t), own)).body.data.id as number;
    await action(other, 'withdraw', { reason: 'Injury' });

    const list = (body: object) =>
      call(t.app, 'POST', `${club()}/page/1`, { token: t.tokens.trainerLeader, body });
    const all = (await list({ templateId: own })).body.data;
    expect(all.totalRecords).toBe(2);
    expect(all.list.map((r: { id: number }) => r.id)).toEqual([other, runId]);
    expect((await list({ templateId: own, status: 'withdrawn' })).body.data.list).toMatchObject([
      { id: other, status: 'withdrawn', withdrawReason: 'Injury' },
    ]);
    expect((await list({ templateId: own, status: 'active' })).body.data.list).toMatchObject([{ id: runId }]);
    // A keyword of letters only: the generated names and emails hold digits (pid, time), so a
    // keyword made of a member's id could match one of them by chance.
    const nobody = (await list({ templateId: own, keyword: 'Nobody-by-this-name' })).body.data;
    expect(nobody.totalRecords).toBe(0);
    const byEmail = (await list({ keyword: 'wc.' })).body.data;
    expect(byEmail.totalRecords).toBeGreaterThanOrEqual(2);
    const past = (
      await call(t.app, 'POST', `${club()}/page/9?pageSize=1`, {
        token: t.tokens.club,
        body: { templateId: own },
      })
    ).body.data;
    expect(past).toEqual({ list: [], totalRecords: 2 });
    const bad = await list({ status: 'paused' });
    expect(bad.status).toBe(400);

    const one = await call(t.app, 'GET', `${club()}/${runId}`, { token: t.tokens.coach });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: runId, memberId: member, templateId: own, weeks: 4 });
    expect(one.body.data.progress).toHaveLength(4);
    expect((await call(t.app, 'GET', `${club(15)}/${runId}`, { token: t.tokens.accuro })).status).toBe(404);
  });
});

describe('check-in and withdraw by staff', () => {
  it('requires the check-in date and keeps it within the run and not in the future', async () => {
    const runId = (await signUpAs(t, await newMember(t), template)).body.data.id as number;
    const start = await startWeeksAgo(t.deps.db, runId, 1);
    const missing = await action(runId, 'check-in', { note: 'Swim' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual({ date: 'Please select the check-in date' });
    const es = await action(runId, 'check-in', { date: '2024-02-30' }, t.tokens.club, 'es');
    expect(es.body.data.fields).toEqual({ date: 'Selecciona la fecha del registro' });

    // Week 1 ended without a workout: 4 weeks + 1 penalty week, to the Sunday of week 5.
    const before = await action(runId, 'check-in', { date: addDays(start, -1) });
    expect(before.status).toBe(400);
    expect(before.body.meta.message).toBe(
      `The check-in date must be within the challenge, from ${start} to ${addDays(start, 34)}`,
    );
    const future = await action(runId, 'check-in', { date: addDays(await thisMonday(t.deps.db), 7) });
    expect(future.body.data.fields).toEqual({ date: 'The check-in date cannot be in the future' });

    const ok = await action(runId, 'check-in', { date: addDays(start, 2), note: ' Swim 40 min ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.checkins).toMatchObject([{ date: addDays(start, 2), note: 'Swim 40 min' }]);
    expect(ok.body.data.progress[0]).toMatchObject({ checkins: 1, count: 1, state: 'missed' });
  });

  it('requires a withdraw reason, and a withdrawn run takes no check-in nor a second withdrawal', async () => {
    const runId = (await signUpAs(t, await newMember(t), template)).body.data.id as number;
    const empty = await action(runId, 'withdraw', { reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toEqual({ reason: 'Please enter the withdraw reason' });
    const es = await action(runId, 'withdraw', {}, t.tokens.club, 'es');
    expect(es.body.data.fields).toEqual({ reason: 'Introduce el motivo de la retirada' });

    const done = await action(runId, 'withdraw', { reason: 'Travelling' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'withdrawn', withdrawReason: 'Travelling' });
    expect(Date.parse(done.body.data.leftAt)).toBeGreaterThanOrEqual(Date.parse(done.body.data.joinedAt));
    const twice = await action(runId, 'withdraw', { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.meta.message).toBe('This week challenge has already been withdrawn');
    const checkIn = await action(runId, 'check-in', { date: await thisMonday(t.deps.db) });
    expect(checkIn.status).toBe(409);
  });

  it('lets only managers of the club act; another club’s run is refused or not found', async () => {
    const runId = (await signUpAs(t, await newMember(t), template)).body.data.id as number;
    const body = { date: await thisMonday(t.deps.db) };
    expect((await action(runId, 'check-in', body, t.tokens.coach)).status).toBe(403);
    expect((await action(runId, 'withdraw', { reason: 'x' }, t.tokens.member)).status).toBe(403);
    const signUp = await call(t.app, 'POST', `${club()}/actions/sign-up`, {
      token: t.tokens.trainerLeader,
      body: { memberId: mia, templateId: template },
    });
    expect(signUp.status).toBe(403);
    const foreign = await call(t.app, 'POST', `${club(15)}/${runId}/actions/check-in`, {
      token: t.tokens.club,
      body,
    });
    expect(foreign.status).toBe(403);
    const wrongClub = await call(t.app, 'POST', `${club(15)}/${runId}/actions/check-in`, {
      token: t.tokens.club2,
      body,
    });
    expect(wrongClub.status).toBe(404);
  });
});

describe('a member’s own week challenges', () => {
  it('signs up, checks in, sees the week’s progress and withdraws', async () => {
    const own = await newTemplate(t, figures);
    const missing = await mine('/actions/sign-up', {});
    expect(missing.body.data.fields).toEqual({ templateId: 'Please select the template' });
    const signed = await mine('/actions/sign-up', { templateId: own });
    expect(signed.status).toBe(200);
    const runId = signed.body.data.id as number;
    expect(signed.body.data.memberId).toBe(mia);
    const again = await mine('/actions/sign-up', { templateId: own }, t.tokens.member, 'es');
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe('Ya estás haciendo este reto semanal');

    const monday = await thisMonday(t.deps.db);
    const checkedIn = await mine(`/${runId}/actions/check-in`, { date: monday, note: 'Run in the park' });
    expect(checkedIn.status).toBe(200);
    const list = await call(t.app, 'GET', '/dashboard/week-challenges/mine', { token: t.tokens.member });
    const run = list.body.data.list.find((r: { id: number }) => r.id === runId);
    // Mia's demo workouts of this week count too.
    expect(run.progress[0]).toMatchObject({ number: 1, checkins: 1, minimum: 2 });
    expect(run.progress[0].count).toBe(run.progress[0].workouts + 1);
    expect(run.checkins).toMatchObject([{ date: monday, note: 'Run in the park' }]);

    const withdrawn = await mine(`/${runId}/actions/withdraw`, { reason: 'Too busy' });
    expect(withdrawn.body.data.status).toBe('withdrawn');
  });

  it('acts on the member’s own runs only, and a foreign template is refused', async () => {
    const someoneElse = (await signUpAs(t, await newMember(t), template)).body.data.id as number;
    const date = await thisMonday(t.deps.db);
    expect((await mine(`/${someoneElse}/actions/check-in`, { date })).status).toBe(404);
    expect((await mine(`/${someoneElse}/actions/withdraw`, { reason: 'Not mine' })).status).toBe(404);
    const foreign = await newTemplate(t, figures, 15);
    const res = await mine('/actions/sign-up', { templateId: foreign });
    expect(res.body.data.fields).toEqual({ templateId: 'Please select a template of this club' });
    expect((await mine('/actions/sign-up', { templateId: template }, t.tokens.club)).status).toBe(403);
    expect(
      (await call(t.app, 'GET', '/dashboard/week-challenges/mine', { token: t.tokens.accuro })).status,
    ).toBe(403);
  });
});
