import { LIVE_CLOSE } from '@pulseboard/contract/classes-live';
import { DEFAULT_CLUB_ZONE_SETTINGS, zoneOf } from '@pulseboard/core/hr-zones';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { users } from '../users/users.table.ts';
import { liveClient, makeAthletes, makeLiveClass } from './classes-live-test-setup.ts';

const t = useTestApp();
let base = '';
let athletes: number[] = [];
let classId = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  base = `ws://127.0.0.1:${port}/dashboard/clients/1/classes`;
  athletes = await makeAthletes(t, 3, 'sock', 7100);
  classId = await makeLiveClass(t, { booked: athletes.slice(0, 2) });
  const started = await call(t.app, 'POST', `/dashboard/clients/1/classes/${classId}/actions/start`, {
    token: t.tokens.coach,
  });
  expect(started.status).toBe(200);
});

describe('the live socket', () => {
  it('authenticates by the X-AUTHORIZATION header and sends ready and the booked tiles', async () => {
    const c = liveClient(`${base}/${classId}/live`, { 'x-authorization': t.tokens.coach });
    const ready = await c.next('ready');
    expect(ready.role).toBe('sender');
    const frame = await c.next('tiles');
    expect(frame.state.tiles.map((tile) => tile.userId).sort()).toEqual(athletes.slice(0, 2).sort());
    expect(frame.state.tiles[0]?.hr).toBeNull();
    c.close();
  });

  it('authenticates by the first message', async () => {
    const c = liveClient(`${base}/${classId}/live`);
    await c.opened;
    c.send({ type: 'auth', token: t.tokens.member });
    expect((await c.next('ready')).role).toBe('viewer');
    c.close();
  });

  it('refuses a token in the URL, a foreign club, a revoked session and a class that is not running', async () => {
    const inUrl = liveClient(`${base}/${classId}/live?token=${t.tokens.coach}`);
    expect((await inUrl.closedWith()).code).toBe(LIVE_CLOSE.unauthenticated);

    const foreign = liveClient(`${base}/${classId}/live`, { 'x-authorization': t.tokens.club2 });
    expect((await foreign.closedWith()).code).toBe(LIVE_CLOSE.forbidden);

    const token = await t.tokenFor('coach@example.com');
    await call(t.app, 'POST', '/user/logout', { token });
    const revoked = liveClient(`${base}/${classId}/live`);
    await revoked.opened;
    revoked.send({ type: 'auth', token });
    expect((await revoked.closedWith()).code).toBe(LIVE_CLOSE.unauthenticated);

    const planned = await makeLiveClass(t);
    const idle = liveClient(`${base}/${planned}/live`, { 'x-authorization': t.tokens.coach });
    const closed = await idle.closedWith();
    expect(closed.code).toBe(LIVE_CLOSE.notRunning);
    expect(closed.reason).toBe('This class is not running: start it first.');

    const garbage = liveClient(`${base}/${classId}/live`, { 'x-authorization': t.tokens.coach });
    await garbage.next('ready');
    garbage.socket.send('{"type":"dance"}');
    expect((await garbage.closedWith()).code).toBe(LIVE_CLOSE.badMessage);
  });

  it('closes a socket that does not authenticate in time', async () => {
    const c = liveClient(`${base}/${classId}/live`);
    expect((await c.closedWith(7000)).code).toBe(LIVE_CLOSE.unauthenticated);
  }, 10_000);

  it('turns samples into tiles within two seconds, with the zone and percent of max', async () => {
    const [club] = await t.deps.db.select({ zones: clubs.zoneSettings }).from(clubs).where(eq(clubs.id, 1));
    const starts = club?.zones?.starts ?? DEFAULT_CLUB_ZONE_SETTINGS.starts;
    const viewer = liveClient(`${base}/${classId}/live`, { 'x-authorization': t.tokens.club });
    await viewer.next('ready');
    const station = liveClient(`${base}/${classId}/live`, { 'x-authorization': t.tokens.coach });
    await station.next('ready');
    const sentAt = Date.now();
    station.send({
      type: 'samples',
      samples: [
        { memberId: athletes[0], bpm: 150 },
        { deviceId: `0x${(7101).toString(16)}`, bpm: 182 },
        { deviceId: '7102', bpm: 120 },
        { deviceId: '999999', bpm: 120 },
      ],
    });
    const frame = await viewer.next('tiles', (m) => m.state.tiles.some((tile) => tile.hr === 182), 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    const byId = new Map(frame.state.tiles.map((tile) => [tile.userId, tile]));
    const first = byId.get(athletes[0] as number);
    expect(first).toMatchObject({ hr: 150, percentMax: 75, zone: zoneOf(150, 200, starts), dropped: false });
    expect(first?.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(byId.get(athletes[1] as number)).toMatchObject({ hr: 182, percentMax: 91 });
    // Sent but not booked: a tile all the same.
    expect(byId.get(athletes[2] as number)?.hr).toBe(120);
    const rejected = await station.next('rejected');
    expect(rejected.errors).toEqual([
      { index: 3, field: 'deviceId', message: expect.stringContaining('999999') },
    ]);
    viewer.close();
    station.close();
  });

  it('lets a member send only their own samples', async () => {
    const c = liveClient(`${base}/${classId}/live`, { 'x-authorization': t.tokens.member });
    await c.next('ready');
    c.send({ type: 'samples', samples: [{ memberId: athletes[0], bpm: 140 }] });
    const rejected = await c.next('rejected');
    expect(rejected.errors[0]).toMatchObject({ index: 0, field: 'memberId' });
    c.close();
  });

  it('marks a participant dropped out after a few seconds without a sample', async () => {
    const viewer = liveClient(`${base}/${classId}/live`, { 'x-authorization': t.tokens.coach });
    await viewer.opened;
    viewer.send({ type: 'samples', samples: [{ memberId: athletes[0], bpm: 130 }] });
    await viewer.next('tiles', (m) => m.state.tiles.some((tile) => tile.hr === 130));
    const frame = await viewer.next(
      'tiles',
      (m) => m.state.tiles.some((tile) => tile.userId === athletes[0] && tile.dropped),
      8000,
    );
    expect(frame.state.tiles.find((tile) => tile.userId === athletes[0])?.hr).toBe(130);
    viewer.close();
  }, 12_000);

  it('keeps a sender connected, and the tiles moving, when a sample cannot be stored', async () => {
    const c = liveClient(`${base}/${classId}/live`, { 'x-authorization': t.tokens.coach });
    await c.next('ready');
    const gone = athletes[2] as number;
    c.send({ type: 'samples', samples: [{ memberId: gone, bpm: 101 }] });
    await c.next('tiles', (m) => m.state.tiles.some((tile) => tile.hr === 101));
    // Removed from the database while the room still knows them: their next sample cannot be written.
    await t.deps.db.delete(users).where(eq(users.id, gone));
    c.send({
      type: 'samples',
      samples: [
        { memberId: gone, bpm: 102 },
        { memberId: athletes[1], bpm: 103 },
      ],
    });
    await c.next('tiles', (m) => m.state.tiles.some((tile) => tile.hr === 103));
    expect(c.socket.readyState).toBe(c.socket.OPEN);
    c.close();
  });
});
