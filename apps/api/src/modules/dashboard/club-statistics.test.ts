import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

describe('GET /dashboard/clients/{id}/statistics', () => {
  it('gives the club’s figures to its staff, with the member total', async () => {
    const token = await t.tokenFor('coach@example.com');
    const res = await call(t.app, 'GET', '/dashboard/clients/1/statistics?range=last30', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.totalMembers).toBeGreaterThan(20);
    expect(res.body.data.stats).toMatchObject({ scope: 'club', timezone: 'America/New_York' });
    expect(res.body.data.stats.workouts).toBeGreaterThan(0);
    expect(res.body.data.stats.daily).toHaveLength(30);
  });

  it('counts members as the clubs list and the club details do: one definition', async () => {
    const admin = await t.tokenFor('admin@example.com');
    for (const clubId of [1, 15]) {
      const tab = await call(t.app, 'GET', `/dashboard/clients/${clubId}/statistics`, { token: admin });
      const details = await call(t.app, 'GET', `/dashboard/clients/${clubId}`, { token: admin });
      const list = await call(t.app, 'POST', '/dashboard/clients/page/1?pageSize=100', {
        token: admin,
        body: {},
      });
      const row = list.body.data.list.find((club: { clubId: number }) => club.clubId === clubId);
      expect(tab.body.data.totalMembers).toBeGreaterThan(0);
      expect([details.body.data.memberCount, row.memberCount]).toEqual([
        tab.body.data.totalMembers,
        tab.body.data.totalMembers,
      ]);
    }
  });

  it('matches the dashboard figures of the same club', async () => {
    const admin = await t.tokenFor('admin@example.com');
    const tab = await call(t.app, 'GET', '/dashboard/clients/15/statistics?range=week', { token: admin });
    const dash = await call(t.app, 'GET', '/dashboard/stats?range=week&clubId=15', { token: admin });
    expect(tab.body.data.stats).toEqual(dash.body.data);
  });

  it('refuses members and other clubs', async () => {
    expect(
      (
        await call(t.app, 'GET', '/dashboard/clients/1/statistics', {
          token: await t.tokenFor('member@example.com'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'GET', '/dashboard/clients/15/statistics', {
          token: await t.tokenFor('coach@example.com'),
        })
      ).status,
    ).toBe(403);
  });
});
