// Two API instances on one database, fanned out through the Redis at 127.0.0.1:6379 (it runs on the
// development machines and in CI). Each run uses its own channel prefix, so parallel runs never meet.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { liveClient, makeAthletes, makeLiveClass } from './classes-live-test-setup.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const t = useTestApp();
const instances: FastifyInstance[] = [];

async function startInstance(prefix: string) {
  const app = await buildApp({
    ...t.deps,
    config: { ...t.deps.config, REDIS_URL, REDIS_CHANNEL_PREFIX: prefix },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  instances.push(app);
  const address = app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

let a = '';
let b = '';
beforeAll(async () => {
  const prefix = `pulseboard-test:${randomBytes(6).toString('hex')}`;
  a = await startInstance(prefix);
  b = await startInstance(prefix);
});
afterAll(async () => {
  for (const app of instances) await app.close();
});

describe('two instances through Redis', () => {
  it('shows a viewer on one instance what a sender gives the other, rebuilding mid-class from the database', async () => {
    const [athlete] = (await makeAthletes(t, 1, 'redis', 7300)) as [number];
    const id = await makeLiveClass(t, { booked: [athlete] });
    await call(t.app, 'POST', `/dashboard/clients/1/classes/${id}/actions/start`, { token: t.tokens.coach });
    const path = `/dashboard/clients/1/classes/${id}/live`;
    const headers = { 'x-authorization': t.tokens.coach };

    const sender = liveClient(`${a}${path}`, headers);
    await sender.next('ready');
    sender.send({ type: 'samples', samples: [{ memberId: athlete, bpm: 111 }] });
    await sender.next('tiles', (m) => m.state.tiles.some((tile) => tile.hr === 111));
    // Stored before any socket saw it: an instance joining now starts from the database.

    const viewer = liveClient(`${b}${path}`, headers);
    await viewer.next('ready');
    const rebuilt = await viewer.next('tiles');
    expect(rebuilt.state.tiles.find((tile) => tile.userId === athlete)?.hr).toBe(111);

    const sentAt = Date.now();
    sender.send({ type: 'samples', samples: [{ memberId: athlete, bpm: 133 }] });
    await viewer.next('tiles', (m) => m.state.tiles.some((tile) => tile.hr === 133), 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);

    // A stop on either instance reaches the sockets of both, and stores what the other instance took
    // a moment before (the 133 came in through A; B stops the class).
    const appB = instances[1] as FastifyInstance;
    const stopped = await call(appB, 'POST', `/dashboard/clients/1/classes/${id}/actions/stop`, {
      token: t.tokens.coach,
    });
    expect(stopped.body.data.workouts).toHaveLength(1);
    const workout = await call(
      t.app,
      'GET',
      `/dashboard/workouts/${stopped.body.data.workouts[0].workoutId}`,
      {
        token: t.tokens.club,
      },
    );
    expect(workout.body.data.maxHr).toBe(133);
    expect((await viewer.next('stopped')).class.id).toBe(id);
    expect((await viewer.closedWith()).code).toBe(1000);
    sender.close();
  });
});
