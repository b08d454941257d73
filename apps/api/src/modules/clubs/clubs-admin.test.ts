import { translate } from '@pulseboard/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restoreAfterTest } from '../../test-support/restore-after-test.ts';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { classes } from '../classes/classes.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { users } from '../users/users.table.ts';
import { workouts } from '../workouts/workouts.table.ts';
import { clubs } from './clubs.table.ts';

const t = useTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const newClub = (over: Record<string, unknown> = {}) => ({
  clubName: 'Harbour HIIT',
  clubCode: 'harbour',
  subdomain: 'harbour',
  timezone: 'Europe/London',
  settingsRaw: '{"welcome":"hi"}',
  integrations: { mindbody: true },
  ...over,
});
const page = (body: object = {}, pageSize = 20, token = t.tokens.accuro) =>
  call(t.app, 'POST', `/dashboard/clients/page/1?pageSize=${pageSize}`, { token, body });

/**
 * A club's figures counted here from the seeded rows, apart from the code under test: "this month"
 * is the calendar month of now on the club's wall clock (the demo seed writes nothing in the future).
 */
async function seededFigures(clubId: number) {
  const db = t.deps.db;
  const [club] = await db.select({ timezone: clubs.timezone }).from(clubs).where(eq(clubs.id, clubId));
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: club?.timezone,
    year: 'numeric',
    month: '2-digit',
  });
  const thisMonth = (at: Date) => month.format(at) === month.format(new Date());
  const people = await db
    .select({ email: users.email, role: users.memberRole, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.clubId, clubId));
  const emails = new Set(people.map((m) => m.email));
  // A member is an account whose role is member and that is not erased (users.repository.ts isMember).
  const members = people.filter((m) => m.role === 'member' && !m.erasedAt);
  const sessions = await db.select({ at: classes.startsAt }).from(classes).where(eq(classes.clubId, clubId));
  const done = await db.select({ at: workouts.startTime }).from(workouts).where(eq(workouts.clubId, clubId));
  const mail = await db.select({ to: mailOutbox.to, at: mailOutbox.createdAt }).from(mailOutbox);
  return {
    memberCount: members.length,
    monthlySessions: sessions.filter((r) => thisMonth(r.at)).length,
    monthlyWorkouts: done.filter((r) => thisMonth(r.at)).length,
    monthlyEmails: mail.filter((r) => emails.has(r.to) && thisMonth(r.at)).length,
  };
}

describe('clubs list', () => {
  it('pages with totals and puts the caller’s starred clubs first', async () => {
    const before = await page();
    expect(before.body.data.totalRecords).toBeGreaterThanOrEqual(2);
    expect(before.body.data.list[0].clubId).toBe(1);
    await call(t.app, 'POST', '/dashboard/clients/15/actions/star', { token: t.tokens.accuro });
    const after = await page();
    expect(after.body.data.list[0]).toMatchObject({ clubId: 15, starred: true, clubName: 'Sweat Lab' });
    // Stars are personal: another platform admin sees no star.
    await call(t.app, 'POST', '/dashboard/clients/15/actions/unstar', { token: t.tokens.accuro });
    expect((await page()).body.data.list[0].clubId).toBe(1);
  });

  it('searches by name, code or subdomain and sorts', async () => {
    const res = await page({ keyword: 'sweat' });
    expect(res.body.data.list.map((c: { clubId: number }) => c.clubId)).toEqual([15]);
    const sorted = await page({ sortField: 'memberCount', sortOrder: 'descend' });
    const counts = sorted.body.data.list.map((c: { memberCount: number }) => c.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const options = await call(t.app, 'POST', '/dashboard/clients/actions/search-club', {
      token: t.tokens.accuro,
      body: { keyword: 'down' },
    });
    expect(options.body.data).toEqual([{ clubId: 1, clubName: 'Pulse Downtown', clubCode: 'DOWNTOWN' }]);
  });

  it('is for platform admins only', async () => {
    expect((await page({}, 20, t.tokens.club)).status).toBe(403);
  });
});

describe('club create, edit, delete', () => {
  it('creates a club; invalid settings are kept, read as {} and flagged', async () => {
    const res = await call(t.app, 'PUT', '/dashboard/clients', { token: t.tokens.accuro, body: newClub() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      clubName: 'Harbour HIIT',
      clubCode: 'HARBOUR',
      settings: { welcome: 'hi' },
      settingsValid: true,
      integrations: { mindbody: true, abc: false },
      memberCount: 0,
      monthlyWorkouts: 0,
    });
    const id = res.body.data.clubId;
    const broken = await call(t.app, 'POST', `/dashboard/clients/${id}`, {
      token: t.tokens.accuro,
      body: newClub({ settingsRaw: '{oops' }),
    });
    expect(broken.body.data).toMatchObject({ settingsRaw: '{oops', settings: {}, settingsValid: false });
  });

  it.each([
    [{ clubName: '' }, 400, 'clubName', 'Please enter the correct club name'],
    [{ clubCode: 'DOWNTOWN' }, 409, 'clubCode', 'Another club already uses this code'],
    [{ clubCode: 'x2', subdomain: 'sweatlab' }, 409, 'subdomain', 'Another club already uses this subdomain'],
    [
      { clubCode: 'x3', subdomain: 'x3', timezone: 'Mars/Olympus' },
      400,
      'timezone',
      'Please select a valid time zone',
    ],
    [
      { clubCode: 'x4', subdomain: 'x4', themeColor: 'blue' },
      400,
      'themeColor',
      translate('validation.color', 'en'),
    ],
    [
      {
        clubCode: 'x5',
        subdomain: 'x5',
        zoneSettings: { starts: [50, 60, 60, 80, 90], points: [0, 1, 2, 3, 4] },
      },
      400,
      'zoneSettings.starts',
      'Zone starts must increase from one zone to the next',
    ],
  ])('refuses %j', async (over, status, field, message) => {
    const res = await call(t.app, 'PUT', '/dashboard/clients', {
      token: t.tokens.accuro,
      body: newClub(over),
    });
    expect(res.status).toBe(status);
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('lets a club admin edit their own club but not its identity, nor another club', async () => {
    await restoreAfterTest(t.deps.db, clubs, eq(clubs.id, 1));
    const current = (await call(t.app, 'GET', '/dashboard/clients/1', { token: t.tokens.club })).body.data;
    const body = {
      clubName: current.clubName,
      clubCode: current.clubCode,
      subdomain: current.subdomain,
      timezone: current.timezone,
      wording: current.wording,
      clubDescription: 'The friendliest HIIT club in town',
    };
    const res = await call(t.app, 'POST', '/dashboard/clients/1', { token: t.tokens.club, body });
    expect(res.body.data.clubDescription).toBe('The friendliest HIIT club in town');
    const renamed = await call(t.app, 'POST', '/dashboard/clients/1', {
      token: t.tokens.club,
      body: { ...body, clubCode: 'MINE' },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.data.fields.clubCode).toBe('Only a platform administrator can change this');
    expect((await call(t.app, 'POST', '/dashboard/clients/15', { token: t.tokens.club, body })).status).toBe(
      403,
    );
  });

  it('computes the monthly counts', async () => {
    const res = await call(t.app, 'GET', '/dashboard/clients/1', { token: t.tokens.accuro });
    const expected = await seededFigures(1);
    expect(expected.memberCount).toBeGreaterThan(5);
    expect(res.body.data).toMatchObject({
      memberCount: expected.memberCount,
      monthlySessions: expected.monthlySessions,
      monthlyWorkouts: expected.monthlyWorkouts,
      monthlyEmails: expected.monthlyEmails,
    });
    // The same figure as the Members tab's total (Role filter on Member) and the club's Statistic tab.
    const listed = await call(t.app, 'POST', '/dashboard/clients/1/members/page/1', {
      token: t.tokens.accuro,
      body: {},
    });
    expect(listed.body.data.totalRecords).toBe(expected.memberCount);
    const statistic = await call(t.app, 'GET', '/dashboard/clients/1/statistics?range=week', {
      token: t.tokens.accuro,
    });
    expect(statistic.body.data.totalMembers).toBe(expected.memberCount);
  });

  it('refuses to delete a club with members, naming how many, and deletes an empty one', async () => {
    const refused = await call(t.app, 'DELETE', '/dashboard/clients/15', { token: t.tokens.accuro });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toMatch(/^This club still has \d+ members/);
    const created = await call(t.app, 'PUT', '/dashboard/clients', {
      token: t.tokens.accuro,
      body: newClub({ clubCode: 'TEMP', subdomain: 'temp' }),
    });
    const id = created.body.data.clubId;
    expect((await call(t.app, 'DELETE', `/dashboard/clients/${id}`, { token: t.tokens.accuro })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/dashboard/clients/${id}`, { token: t.tokens.accuro })).status).toBe(
      404,
    );
  });

  it('shows a club to its staff but not to members', async () => {
    expect(
      (await call(t.app, 'GET', '/dashboard/clients/1', { token: await t.tokenFor('coach@example.com') }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', '/dashboard/clients/1', { token: await t.tokenFor('member@example.com') }))
        .status,
    ).toBe(403);
  });
});

describe('club logo', () => {
  const upload = (token: string, content: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'logo.png');
    return t.app.inject({
      method: 'POST',
      url: '/dashboard/clients/1/logo',
      headers: { 'x-authorization': token },
      payload: form,
    });
  };

  it('takes an image checked by content and serves it as the sidebar logo', async () => {
    const res = await upload(t.tokens.club, PNG);
    expect(res.statusCode).toBe(200);
    const logo = res.json().data.clubLogo;
    expect(logo).toMatch(/^\/files\//);
    const bySubdomain = await t.app.inject({ method: 'GET', url: '/public/logo?subdomain=downtown' });
    expect(bySubdomain.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image', async () => {
    const res = await upload(t.tokens.club, Buffer.from('just some text pretending to be a logo'));
    expect(res.statusCode).toBe(415);
    expect(res.json().meta.message).toBe('Please upload a valid image file');
  });
});
