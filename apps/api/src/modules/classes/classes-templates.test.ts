import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { makeStaffing, TINY_PNG, uploadLogo } from './classes-test-setup.ts';

const t = useTestApp();
let ids: Awaited<ReturnType<typeof makeStaffing>>;
beforeAll(async () => {
  ids = await makeStaffing(t);
});

const base = '/dashboard/clients/1/class-templates';
const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Morning spin',
  timeZone: 'Europe/Madrid',
  startTime: '07:00',
  endTime: '07:45',
  description: 'Forty-five minutes on the bike',
  maxParticipants: 12,
  meetingLink: 'https://meet.example.com/spin',
  trainerId: ids.trainerId,
  studioId: ids.studioId,
  ...extra,
});
const create = (body: unknown, token = t.tokens.club, lang = 'en') =>
  call(t.app, 'PUT', base, { token, body, lang });
const page = (body: unknown, query = '', token = t.tokens.coach) =>
  call(t.app, 'POST', `${base}/page/1${query}`, { token, body });

describe('class templates', () => {
  it('creates, reads, lists by keyword and page, edits and deletes a template', async () => {
    const res = await create(form());
    expect(res.status).toBe(200);
    const made = res.body.data;
    expect(made).toMatchObject({ name: 'Morning spin', startTime: '07:00', logoUrl: null, locationId: null });
    await create(form({ name: 'Evening yoga', description: null }));
    const got = await call(t.app, 'GET', `${base}/${made.id}`, { token: t.tokens.coach });
    expect(got.body.data).toEqual(made);

    const spin = await page({ keyword: 'bike' });
    expect(spin.body.data.list.map((x: { name: string }) => x.name)).toEqual(['Morning spin']);
    const first = await page({}, '?pageSize=1');
    expect(first.body.data).toMatchObject({ totalRecords: 2, list: [{ name: 'Evening yoga' }] });
    const past = await call(t.app, 'POST', `${base}/page/5?pageSize=1`, { token: t.tokens.coach, body: {} });
    expect(past.body.data).toEqual({ list: [], totalRecords: 2 });

    const edit = await call(t.app, 'POST', `${base}/${made.id}`, {
      token: t.tokens.club,
      body: form({ name: 'Dawn spin', meetingLink: '', maxParticipants: null }),
    });
    expect(edit.body.data).toMatchObject({ name: 'Dawn spin', meetingLink: null, maxParticipants: null });

    expect((await call(t.app, 'DELETE', `${base}/${made.id}`, { token: t.tokens.club })).status).toBe(200);
    expect((await call(t.app, 'GET', `${base}/${made.id}`, { token: t.tokens.coach })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `${base}/${made.id}`, { token: t.tokens.club })).status).toBe(404);
  });

  it.each([
    ['name', { name: ' ' }, 'Please enter the class name', 'Introduce el nombre de la clase'],
    ['timeZone', { timeZone: 'Mars/Base' }, 'Please select the timezone', 'Selecciona la zona horaria'],
    ['startTime', { startTime: '7' }, 'Please select the start time', 'Selecciona la hora de inicio'],
    ['endTime', { endTime: undefined }, 'Please select the end time', 'Selecciona la hora de fin'],
    ['trainerId', { trainerId: undefined }, 'Please select the trainer', 'Selecciona el entrenador'],
    ['studioId', { studioId: null }, 'Please select the studio', 'Selecciona la sala'],
    [
      'meetingLink',
      { meetingLink: 'not a link' },
      'Please enter a valid URL for the meeting link',
      'Introduce una URL válida para el enlace de la reunión',
    ],
    [
      'endTime',
      { endTime: '06:30' },
      'Please select an end time after the start time',
      'Selecciona una hora de fin posterior a la de inicio',
    ],
    ['trainerId', { trainerId: -1 }, 'Please select the trainer', 'Selecciona el entrenador'],
  ])('refuses a bad %s in en and es', async (field, change, en, es) => {
    const english = await create(form(change));
    expect(english.status).toBe(400);
    expect(english.body.data.fields[field]).toBe(en);
    const spanish = await create(form(change), t.tokens.club, 'es');
    expect(spanish.body.data.fields[field]).toBe(es);
  });

  it('takes only the club own trainer and studio and keeps clubs apart', async () => {
    const foreign = await create(form({ trainerId: ids.foreignTrainerId }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fields.trainerId).toBe('Please select the trainer');
    const mine = (await create(form({ name: 'Ours' }))).body.data;
    expect((await call(t.app, 'GET', `${base}/${mine.id}`, { token: t.tokens.club2 })).status).toBe(403);
    expect((await page({}, '', t.tokens.club2)).status).toBe(403);
    const theirs = `/dashboard/clients/15/class-templates/${mine.id}`;
    expect((await call(t.app, 'GET', theirs, { token: t.tokens.club2 })).status).toBe(404);
    const del = await call(t.app, 'DELETE', theirs, { token: t.tokens.club2 });
    expect(del.status).toBe(404);
  });

  // The platform admin has no club of their own: the club the route names gives the words.
  it.each([
    ['its club admin', 'club2'],
    ['the platform admin', 'accuro'],
  ] as const)(
    'says coach in the messages of a club with the alternative wording (club 15), to %s',
    async (_, who) => {
      for (const [lang, text] of [
        ['en', 'Please select the coach'],
        ['es', 'Selecciona el coach'],
      ]) {
        const res = await call(t.app, 'PUT', '/dashboard/clients/15/class-templates', {
          token: t.tokens[who],
          body: form({ trainerId: undefined }),
          lang,
        });
        expect(res.status).toBe(400);
        expect(res.body.data.fields.trainerId).toBe(text);
        expect(res.body.meta.message).toBe(text);
      }
    },
  );

  it('keeps the standard words for the platform admin in a club without the alternative wording', async () => {
    const res = await create(form({ trainerId: undefined }), t.tokens.accuro);
    expect(res.body.data.fields.trainerId).toBe('Please select the trainer');
  });

  it('lets staff read but only managers change templates', async () => {
    expect((await create(form(), t.tokens.coach)).status).toBe(403);
    expect((await page({}, '', t.tokens.coach)).status).toBe(200);
    expect((await page({}, '', t.tokens.member)).status).toBe(403);
    const made = (await create(form({ name: 'Guarded' }))).body.data;
    const del = await call(t.app, 'DELETE', `${base}/${made.id}`, { token: t.tokens.coach });
    expect(del.status).toBe(403);
  });
});

describe('class and template logos', () => {
  it('takes a PNG for a template, serves it and copies it to a class made from the template', async () => {
    const template = (await create(form({ name: 'With logo' }))).body.data;
    const res = await uploadLogo(t, `${base}/${template.id}/logo`, TINY_PNG);
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().data.logoUrl as string;
    expect(logoUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const made = await call(t.app, 'PUT', '/dashboard/clients/1/classes', {
      token: t.tokens.club,
      body: { ...form(), date: '2030-05-06', templateId: template.id },
    });
    expect(made.body.data.class.logoUrl).toBe(logoUrl);
    // A new template logo leaves the class its own copy.
    const again = await uploadLogo(t, `${base}/${template.id}/logo`, TINY_PNG);
    expect(again.json().data.logoUrl).not.toBe(logoUrl);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
  });

  it('sets a class logo for this class or for the following ones of its series', async () => {
    const series = await call(t.app, 'PUT', '/dashboard/clients/1/classes', {
      token: t.tokens.club,
      body: { ...form(), date: '2030-06-03', rrule: 'FREQ=WEEKLY;COUNT=3' },
    });
    const first = series.body.data.class;
    const one = await uploadLogo(t, `/dashboard/clients/1/classes/${first.id}/logo`, TINY_PNG);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: first.id, logoUrl: expect.stringMatching(/^\/files\//) });
    const all = `/dashboard/clients/1/classes/${first.id}/logo?scope=following`;
    const logo = (await uploadLogo(t, all, TINY_PNG)).json().data.logoUrl;
    const listed = await call(t.app, 'POST', '/dashboard/clients/1/classes/page/1', {
      token: t.tokens.coach,
      body: { from: '2030-06-01', to: '2030-06-30' },
    });
    expect(listed.body.data.list.map((c: { logoUrl: string }) => c.logoUrl)).toEqual([logo, logo, logo]);
    expect((await t.app.inject({ method: 'GET', url: one.json().data.logoUrl })).statusCode).toBe(404);
  });

  it.each([
    ['en', 'Please upload a valid image file'],
    ['es', 'Sube un archivo de imagen válido'],
  ])('refuses a text file named .png with 415 (%s)', async (lang, message) => {
    const template = (await create(form({ name: `Text ${lang}` }))).body.data;
    const text = Buffer.from('just some text pretending to be a logo');
    const res = await uploadLogo(t, `${base}/${template.id}/logo`, text, t.tokens.club, lang);
    expect(res.statusCode).toBe(415);
    expect(res.json().meta.message).toBe(message);
    const onClass = await uploadLogo(t, '/dashboard/clients/1/classes/999999/logo', text);
    expect(onClass.statusCode).toBe(415);
  });

  it('keeps logos to managers of the club', async () => {
    const template = (await create(form({ name: 'Logo guard' }))).body.data;
    const url = `${base}/${template.id}/logo`;
    expect((await uploadLogo(t, url, TINY_PNG, t.tokens.coach)).statusCode).toBe(403);
    expect((await uploadLogo(t, url, TINY_PNG, t.tokens.club2)).statusCode).toBe(403);
    const theirs = `/dashboard/clients/15/class-templates/${template.id}/logo`;
    expect((await uploadLogo(t, theirs, TINY_PNG, t.tokens.club2)).statusCode).toBe(404);
  });
});
