import { translate } from '@pulseboard/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../test-support/test-app.ts';

let t: TTestApp;
let admin: string;
let clubAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@example.com');
  clubAdmin = await t.tokenFor('club.admin@example.com');
});
afterAll(() => t.close());

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
const page = (body: object = {}, pageSize = 20, token = admin) =>
  call(t.app, 'POST', `/dashboard/clients/page/1?pageSize=${pageSize}`, { token, body });

describe('clubs list', () => {
  it('pages with totals and puts the caller’s starred clubs first', async () => {
    const before = await page();
    expect(before.body.data.totalRecords).toBeGreaterThanOrEqual(2);
    expect(before.body.data.list[0].clubId).toBe(1);
    await call(t.app, 'POST', '/dashboard/clients/15/actions/star', { token: admin });
    const after = await page();
    expect(after.body.data.list[0]).toMatchObject({ clubId: 15, starred: true, clubName: 'Sweat Lab' });
    // Stars are personal: another platform admin sees no star.
    await call(t.app, 'POST', '/dashboard/clients/15/actions/unstar', { token: admin });
    expect((await page()).body.data.list[0].clubId).toBe(1);
  });

  it('searches by name, code or subdomain and sorts', async () => {
    const res = await page({ keyword: 'sweat' });
    expect(res.body.data.list.map((c: { clubId: number }) => c.clubId)).toEqual([15]);
    const sorted = await page({ sortField: 'memberCount', sortOrder: 'descend' });
    const counts = sorted.body.data.list.map((c: { memberCount: number }) => c.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const options = await call(t.app, 'POST', '/dashboard/clients/actions/search-club', {
      token: admin,
      body: { keyword: 'down' },
    });
    expect(options.body.data).toEqual([{ clubId: 1, clubName: 'Pulse Downtown', clubCode: 'DOWNTOWN' }]);
  });

  it('is for platform admins only', async () => {
    expect((await page({}, 20, clubAdmin)).status).toBe(403);
  });
});

describe('club create, edit, delete', () => {
  it('creates a club; invalid settings are kept, read as {} and flagged', async () => {
    const res = await call(t.app, 'PUT', '/dashboard/clients', { token: admin, body: newClub() });
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
      token: admin,
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
    const res = await call(t.app, 'PUT', '/dashboard/clients', { token: admin, body: newClub(over) });
    expect(res.status).toBe(status);
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('lets a club admin edit their own club but not its identity, nor another club', async () => {
    const current = (await call(t.app, 'GET', '/dashboard/clients/1', { token: clubAdmin })).body.data;
    const body = {
      clubName: current.clubName,
      clubCode: current.clubCode,
      subdomain: current.subdomain,
      timezone: current.timezone,
      wording: current.wording,
      clubDescription: 'The friendliest HIIT club in town',
    };
    const res = await call(t.app, 'POST', '/dashboard/clients/1', { token: clubAdmin, body });
    expect(res.body.data.clubDescription).toBe('The friendliest HIIT club in town');
    const renamed = await call(t.app, 'POST', '/dashboard/clients/1', {
      token: clubAdmin,
      body: { ...body, clubCode: 'MINE' },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.data.fields.clubCode).toBe('Only a platform administrator can change this');
    expect((await call(t.app, 'POST', '/dashboard/clients/15', { token: clubAdmin, body })).status).toBe(403);
  });

  it('computes the monthly counts', async () => {
    const res = await call(t.app, 'GET', '/dashboard/clients/1', { token: admin });
    expect(res.body.data.memberCount).toBeGreaterThan(5);
    expect(res.body.data.monthlyWorkouts).toBeGreaterThan(0);
    expect(res.body.data.monthlySessions).toBeGreaterThan(0);
  });

  it('refuses to delete a club with members, naming how many, and deletes an empty one', async () => {
    const refused = await call(t.app, 'DELETE', '/dashboard/clients/15', { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toMatch(/^This club still has \d+ members/);
    const created = await call(t.app, 'PUT', '/dashboard/clients', {
      token: admin,
      body: newClub({ clubCode: 'TEMP', subdomain: 'temp' }),
    });
    const id = created.body.data.clubId;
    expect((await call(t.app, 'DELETE', `/dashboard/clients/${id}`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', `/dashboard/clients/${id}`, { token: admin })).status).toBe(404);
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
    const res = await upload(clubAdmin, PNG);
    expect(res.statusCode).toBe(200);
    const logo = res.json().data.clubLogo;
    expect(logo).toMatch(/^\/files\//);
    const bySubdomain = await t.app.inject({ method: 'GET', url: '/public/logo?subdomain=downtown' });
    expect(bySubdomain.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image', async () => {
    const res = await upload(clubAdmin, Buffer.from('just some text pretending to be a logo'));
    expect(res.statusCode).toBe(415);
    expect(res.json().meta.message).toBe('Please upload a valid image file');
  });
});
