import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { newMember, newTemplate, signUpAs } from './week-challenges-test-support.ts';

const t = useTestApp();
const base = (club = 1) => `/dashboard/clients/${club}/week-challenge-templates`;
const figures = { weeks: 6, minWorkoutsPerWeek: 3, penaltyWeeks: 1 };

describe('week challenge templates', () => {
  it('creates, lists by keyword, reads, edits and deletes a template', async () => {
    const created = await call(t.app, 'PUT', base(), {
      token: t.tokens.locationAdmin,
      body: { name: '  Six Week Shred ', ...figures },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      name: 'Six Week Shred',
      ...figures,
      openRuns: 0,
      totalRuns: 0,
    });

    const page = await call(t.app, 'POST', `${base()}/page/1`, {
      token: t.tokens.coach,
      body: { keyword: 'shred' },
    });
    expect(page.status).toBe(200);
    expect(page.body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(page.body.data.totalRecords).toBe(1);

    expect(
      (await call(t.app, 'GET', `${base()}/${id}`, { token: t.tokens.trainerLeader })).body.data.name,
    ).toBe('Six Week Shred');
    const edited = await call(t.app, 'POST', `${base()}/${id}`, {
      token: t.tokens.club,
      body: { name: 'Shred', weeks: 8, minWorkoutsPerWeek: 2, penaltyWeeks: 0 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Shred',
      weeks: 8,
      minWorkoutsPerWeek: 2,
      penaltyWeeks: 0,
    });

    expect((await call(t.app, 'DELETE', `${base()}/${id}`, { token: t.tokens.club })).status).toBe(200);
    expect((await call(t.app, 'GET', `${base()}/${id}`, { token: t.tokens.club })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `${base()}/${id}`, { token: t.tokens.club })).status).toBe(404);
  });

  it('names each wrong field in the request’s language', async () => {
    const empty = await call(t.app, 'PUT', base(), { token: t.tokens.club, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toEqual({
      name: 'Please enter the name',
      weeks: 'Please enter the number of weeks, from 1 to 52',
      minWorkoutsPerWeek: 'Please enter the minimum workouts per week, from 1 to 14',
      penaltyWeeks: 'Please enter the penalty weeks, from 0 to 8',
    });
    const es = await call(t.app, 'PUT', base(), {
      token: t.tokens.club,
      lang: 'es',
      body: { name: ' ', weeks: 53, minWorkoutsPerWeek: 0, penaltyWeeks: 9 },
    });
    expect(es.body.data.fields).toEqual({
      name: 'Introduce el nombre',
      weeks: 'Introduce el número de semanas, de 1 a 52',
      minWorkoutsPerWeek: 'Introduce el mínimo de entrenamientos por semana, de 1 a 14',
      penaltyWeeks: 'Introduce las semanas de penalización, de 0 a 8',
    });
    const fraction = await call(t.app, 'PUT', base(), {
      token: t.tokens.club,
      body: { name: 'Half', weeks: 1.5, minWorkoutsPerWeek: 1, penaltyWeeks: 0 },
    });
    expect(fraction.body.data.fields).toEqual({ weeks: 'Please enter the number of weeks, from 1 to 52' });
  });

  it('refuses a second template of the same name in the club, not in another club', async () => {
    const body = { name: 'Twin Name', ...figures };
    expect((await call(t.app, 'PUT', base(), { token: t.tokens.club, body })).status).toBe(200);
    const again = await call(t.app, 'PUT', base(), { token: t.tokens.club, body, lang: 'es' });
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe('Ya existe una plantilla con este nombre en este club');
    expect((await call(t.app, 'PUT', base(15), { token: t.tokens.club2, body })).status).toBe(200);
  });

  it('keeps a template in use: no delete, no new figures, a new name is fine', async () => {
    const id = await newTemplate(t, figures);
    expect((await signUpAs(t, await newMember(t), id)).status).toBe(200);
    const del = await call(t.app, 'DELETE', `${base()}/${id}`, { token: t.tokens.club });
    expect(del.status).toBe(409);
    expect(del.body.meta.message).toBe(
      'This template cannot be deleted: 1 week challenges were made from it and keep their history',
    );
    const figuresEdit = await call(t.app, 'POST', `${base()}/${id}`, {
      token: t.tokens.club,
      body: { name: 'Renamed', ...figures, minWorkoutsPerWeek: 4 },
    });
    expect(figuresEdit.status).toBe(409);
    expect(figuresEdit.body.data.fields.weeks).toMatch(/only its name can change/);
    const rename = await call(t.app, 'POST', `${base()}/${id}`, {
      token: t.tokens.club,
      body: { name: 'Renamed in use', ...figures },
    });
    expect(rename.status).toBe(200);
    expect(rename.body.data).toMatchObject({ name: 'Renamed in use', openRuns: 1, totalRuns: 1 });
  });

  it('lets staff read and managers change; another club’s template is not found', async () => {
    const body = { name: 'Coach try', ...figures };
    expect((await call(t.app, 'PUT', base(), { token: t.tokens.coach, body })).status).toBe(403);
    expect((await call(t.app, 'PUT', base(), { token: t.tokens.member, body })).status).toBe(403);
    expect((await call(t.app, 'POST', `${base()}/page/1`, { token: t.tokens.member, body: {} })).status).toBe(
      403,
    );
    expect((await call(t.app, 'POST', `${base(15)}/page/1`, { token: t.tokens.club, body: {} })).status).toBe(
      403,
    );
    const foreign = await newTemplate(t, figures, 15);
    expect((await call(t.app, 'GET', `${base()}/${foreign}`, { token: t.tokens.club })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `${base()}/${foreign}`, { token: t.tokens.accuro })).status).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `${base(15)}/${foreign}`, { token: t.tokens.club })).status).toBe(
      403,
    );
  });

  it('gives a member the templates of their own club to pick from', async () => {
    const own = await newTemplate(t, figures);
    const foreign = await newTemplate(t, figures, 15);
    const res = await call(t.app, 'GET', '/dashboard/week-challenge-templates/mine', {
      token: t.tokens.member,
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(foreign);
    const staff = await call(t.app, 'GET', '/dashboard/week-challenge-templates/mine', {
      token: t.tokens.club,
    });
    expect(staff.status).toBe(403);
  });
});
