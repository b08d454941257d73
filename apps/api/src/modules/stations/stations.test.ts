import { DEFAULT_STATION_SETTINGS } from '@pulseboard/contract/stations';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';

const t = useTestApp();
let coachId: number;
let foreignId: number;
beforeAll(async () => {
  coachId = (await findUserByEmail(t.deps.db, 'coach@example.com'))?.id ?? 0;
  foreignId = (await findUserByEmail(t.deps.db, 'club2.admin@example.com'))?.id ?? 0;
});

const settingsUrl = (id: number, club = 1) => `/dashboard/clients/${club}/accounts/${id}/settings`;
const changeUrl = (id: number, club = 1) =>
  `/dashboard/clients/${club}/accounts/${id}/actions/change-settings`;
const changed = {
  zoneStarts: [55, 65, 72, 84, 93],
  zonePoints: [0, 1, 3, 5, 8],
  zoneColors: ['#AAAAAA', '#0000ff', '#00ff00', '#ffa500', '#ff0000'],
  colorMode: 'solid',
  gradientFrom: '#000000',
  gradientTo: '#ffffff',
  sixtyMinuteCutoff: true,
  calorieInflate: 10,
  skin: 'neon',
};

describe('apt skins', () => {
  it('lists the skins with label keys for staff, not for members', async () => {
    const res = await call(t.app, 'GET', '/dashboard/apt-skins', { token: t.tokens.coach });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { id: string }) => s.id)).toEqual([
      'classic',
      'dark',
      'high-contrast',
      'neon',
    ]);
    expect(res.body.data[0]).toEqual({ id: 'classic', label: 'stations.skins.classic' });
    const member = await t.tokenFor('member@example.com');
    expect((await call(t.app, 'GET', '/dashboard/apt-skins', { token: member })).status).toBe(403);
  });
});

describe('station settings', () => {
  it('reads the defaults until changed, then the stored settings, and logs the change', async () => {
    const before = await call(t.app, 'GET', settingsUrl(coachId), { token: t.tokens.coach });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual(DEFAULT_STATION_SETTINGS);

    const res = await call(t.app, 'POST', changeUrl(coachId), { token: t.tokens.club, body: changed });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...changed, zoneColors: ['#aaaaaa', ...changed.zoneColors.slice(1)] });
    const again = await call(t.app, 'POST', changeUrl(coachId), {
      token: t.tokens.club,
      body: { ...changed, calorieInflate: 20 },
    });
    expect(again.body.data.calorieInflate).toBe(20);
    expect((await call(t.app, 'GET', settingsUrl(coachId), { token: t.tokens.coach })).body.data.skin).toBe(
      'neon',
    );

    const logs = await call(t.app, 'GET', `/dashboard/clients/1/accounts/${coachId}/logs`, {
      token: t.tokens.club,
    });
    expect(logs.body.data.list[0]).toMatchObject({ action: 'change-settings', actorName: 'Carla Club' });
  });

  it.each([
    [
      { zoneStarts: [50, 60, 60, 80, 90] },
      'zoneStarts',
      'Zone starts must increase from one zone to the next',
    ],
    [
      { zoneStarts: [50, 40, 70, 80, 90] },
      'zoneStarts',
      'Zone starts must increase from one zone to the next',
    ],
    [
      { zoneStarts: [20, 60, 70, 80, 90] },
      'zoneStarts.0',
      'Each zone start must be a whole percent from 30 to 100',
    ],
    [
      { zoneStarts: [50, 60, 70, 80] },
      'zoneStarts',
      'Each zone start must be a whole percent from 30 to 100',
    ],
    [{ zonePoints: [0, 1, 2, 3, 21] }, 'zonePoints.4', 'Zone points must be whole numbers from 0 to 20'],
    [{ zonePoints: [0, 1.5, 2, 3, 4] }, 'zonePoints.1', 'Zone points must be whole numbers from 0 to 20'],
    [{ gradientFrom: 'red' }, 'gradientFrom', 'Please enter a colour as #rrggbb'],
    [{ calorieInflate: 51 }, 'calorieInflate', 'Calorie inflate must be a whole percent from 0 to 50'],
    [{ skin: 'retro' }, 'skin', 'Please select a skin'],
  ])('refuses %j', async (over, field, message) => {
    const res = await call(t.app, 'POST', changeUrl(coachId), {
      token: t.tokens.club,
      body: { ...changed, ...over },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('answers validation in Spanish', async () => {
    const res = await call(t.app, 'POST', changeUrl(coachId), {
      token: t.tokens.club,
      lang: 'es',
      body: { ...changed, zoneStarts: [90, 80, 70, 60, 50] },
    });
    expect(res.body.data.fields.zoneStarts).toBe(
      'El inicio de cada zona debe ser mayor que el de la anterior',
    );
  });

  it('refuses coaches changing settings, a foreign club (403) and a foreign account (404)', async () => {
    expect(
      (await call(t.app, 'POST', changeUrl(coachId), { token: t.tokens.coach, body: changed })).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', settingsUrl(coachId), { token: t.tokens.club2 })).status).toBe(403);
    expect(
      (await call(t.app, 'POST', changeUrl(coachId), { token: t.tokens.club2, body: changed })).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', settingsUrl(foreignId), { token: t.tokens.club })).status).toBe(404);
    expect(
      (await call(t.app, 'POST', changeUrl(foreignId), { token: t.tokens.club, body: changed })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', settingsUrl(foreignId, 15), { token: t.tokens.club2 })).status).toBe(
      200,
    );
  });
});
