import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { makeAccount } from './account-test-users.ts';

const t = useTestApp();

const CLUB = '/dashboard/clients/1/accounts';
const clubAdmin = () => t.tokens.club;

describe('logs', () => {
  it('are written by every action and can be searched by keyword and dates', async () => {
    const { id } = await makeAccount(t, 'coach');
    const base = `${CLUB}/${id}`;
    await call(t.app, 'POST', `${base}/actions/enable-beta`, { token: clubAdmin() });
    await call(t.app, 'POST', `${base}/actions/unbind-device`, { token: clubAdmin() });
    await call(t.app, 'POST', `${base}/actions/update-location`, {
      token: clubAdmin(),
      body: { locationId: 2 },
    });
    const all = (await call(t.app, 'GET', `${base}/logs`, { token: clubAdmin() })).body.data;
    expect(all.list.map((l: { action: string }) => l.action)).toEqual([
      'update-location',
      'unbind-device',
      'enable-beta',
    ]);
    expect(all.list[1].detail).toBe('0xABCD');
    const beta = (await call(t.app, 'GET', `${base}/logs?keyword=beta`, { token: clubAdmin() })).body.data;
    expect(beta.totalRecords).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call(t.app, 'GET', `${base}/logs?from=${today}&to=${today}&pageSize=1`, {
      token: clubAdmin(),
    });
    expect(dated.body.data).toMatchObject({ totalRecords: 3, list: [{ action: 'update-location' }] });
    const past = await call(t.app, 'GET', `${base}/logs?to=2000-01-01`, { token: clubAdmin() });
    expect(past.body.data.totalRecords).toBe(0);
    const backwards = await call(t.app, 'GET', `${base}/logs?from=2020-02-01&to=2020-01-01`, {
      token: clubAdmin(),
    });
    expect(backwards.status).toBe(400);
    const foreign = await makeAccount(t, 'coach', { clubId: 15 });
    expect((await call(t.app, 'GET', `${CLUB}/${foreign.id}/logs`, { token: clubAdmin() })).status).toBe(404);
  });
});
