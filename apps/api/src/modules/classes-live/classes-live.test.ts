import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { classes, classLiveSamples, classParticipants } from '../classes/classes.table.ts';
import { upsertSamples } from './classes-live.repository.ts';
import { liveClient, makeAthletes, makeLiveClass } from './classes-live-test-setup.ts';

const t = useTestApp();
const url = (classId: number, action: string, club = 1) =>
  `/dashboard/clients/${club}/classes/${classId}/${action}`;

describe('start and stop', () => {
  it('starts a class once, from shortly before its start, and says why it cannot', async () => {
    const id = await makeLiveClass(t, { startsInMinutes: 10 });
    expect((await call(t.app, 'POST', url(id, 'actions/start'), { token: t.tokens.member })).status).toBe(
      403,
    );
    expect((await call(t.app, 'POST', url(id, 'actions/start', 15), { token: t.tokens.club2 })).status).toBe(
      404,
    );
    expect((await call(t.app, 'POST', url(id, 'actions/start'), { token: t.tokens.club2 })).status).toBe(403);
    const started = await call(t.app, 'POST', url(id, 'actions/start'), { token: t.tokens.coach });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ id, stoppedAt: null });
    expect(Date.parse(started.body.data.startedAt)).toBeLessThanOrEqual(Date.now());
    // A class (in the list and alone) carries its live times: the Live tab needs no call per class.
    const detail = await call(t.app, 'GET', `/dashboard/clients/1/classes/${id}`, { token: t.tokens.coach });
    expect(detail.body.data).toMatchObject({ startedAt: started.body.data.startedAt, stoppedAt: null });
    const again = await call(t.app, 'POST', url(id, 'actions/start'), { token: t.tokens.coach, lang: 'es' });
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe('Esta clase ya está en marcha.');

    const early = await makeLiveClass(t, { startsInMinutes: 120 });
    const tooEarly = await call(t.app, 'POST', url(early, 'actions/start'), { token: t.tokens.coach });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.meta.message).toBe('A class can be started from 30 minutes before its start time.');

    const cancelled = await makeLiveClass(t, { cancelled: true });
    const refused = await call(t.app, 'POST', url(cancelled, 'actions/start'), { token: t.tokens.coach });
    expect(refused.body.meta.message).toBe('This class is cancelled and cannot be started.');

    const notRunning = await call(t.app, 'POST', url(early, 'actions/stop'), { token: t.tokens.coach });
    expect(notRunning.status).toBe(409);
    expect(notRunning.body.meta.message).toBe('This class is not running: start it first.');
  });

  it('stores each participant’s workout at stop, seen at once by the points ledger and the workout', async () => {
    const athletes = await makeAthletes(t, 2, 'stop', 7200);
    const [booked, walkIn] = athletes as [number, number];
    const id = await makeLiveClass(t, { booked: [booked] });
    await call(t.app, 'POST', url(id, 'actions/start'), { token: t.tokens.coach });
    // Ten minutes into the class, so two minutes of samples lie in the past.
    const startedAt = new Date(Date.now() - 10 * 60_000);
    await t.deps.db.update(classes).set({ startedAt }).where(eq(classes.id, id));
    const pointsBefore = await call(t.app, 'GET', `/dashboard/clients/1/members/${booked}/points`, {
      token: t.tokens.club,
    });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const station = liveClient(`ws://127.0.0.1:${port}${url(id, 'live')}`, {
      'x-authorization': t.tokens.coach,
    });
    await station.next('ready');
    const samples = Array.from({ length: 120 }, (_, k) => {
      const at = new Date(startedAt.getTime() + (60 + k) * 1000).toISOString();
      return [
        { memberId: booked, bpm: 150, at },
        { memberId: walkIn, bpm: k === 119 ? 171 : 170, at },
      ];
    }).flat();
    station.send({ type: 'samples', samples });
    await station.next('tiles', (m) => m.state.tiles.some((tile) => tile.hr === 171));
    const state = await call(t.app, 'GET', url(id, 'live-state'), { token: t.tokens.coach });
    expect(state.body.data.tiles.find((tile: { userId: number }) => tile.userId === booked)).toMatchObject({
      hr: 150,
      percentMax: 75,
      points: 4,
    });

    const stopped = await call(t.app, 'POST', url(id, 'actions/stop'), { token: t.tokens.coach });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.class.stoppedAt).not.toBeNull();
    const after = await call(t.app, 'GET', `/dashboard/clients/1/classes/${id}`, { token: t.tokens.coach });
    expect(after.body.data.stoppedAt).toBe(stopped.body.data.class.stoppedAt);
    expect(stopped.body.data.workouts.map((w: { userId: number }) => w.userId).sort()).toEqual(
      athletes.sort(),
    );
    const closing = await station.next('stopped');
    expect(closing.class.id).toBe(id);

    const mine = stopped.body.data.workouts.find((w: { userId: number }) => w.userId === booked);
    const workout = await call(t.app, 'GET', `/dashboard/workouts/${mine.workoutId}`, {
      token: t.tokens.club,
    });
    expect(workout.status).toBe(200);
    expect(workout.body.data).toMatchObject({ dataSource: 'station', durationSeconds: 120, avgHr: 150 });
    expect(Date.parse(workout.body.data.startTime)).toBe(startedAt.getTime() + 60_000);
    const pointsAfter = await call(t.app, 'GET', `/dashboard/clients/1/members/${booked}/points`, {
      token: t.tokens.club,
    });
    expect(pointsAfter.body.data.earned - pointsBefore.body.data.earned).toBe(4);

    const list = await t.deps.db.select().from(classParticipants).where(eq(classParticipants.classId, id));
    expect(list.map((p) => [p.userId, p.status]).sort()).toEqual(
      [
        [booked, 'booked'],
        [walkIn, 'booked'],
      ].sort(),
    );
    expect(await t.deps.db.select().from(classLiveSamples).where(eq(classLiveSamples.classId, id))).toEqual(
      [],
    );
    // A sample that reaches an instance after the stop is not written: nothing is left behind.
    await upsertSamples(t.deps.db, id, [{ userId: booked, second: 500, bpm: 120 }]);
    expect(await t.deps.db.select().from(classLiveSamples).where(eq(classLiveSamples.classId, id))).toEqual(
      [],
    );
    const twice = await call(t.app, 'POST', url(id, 'actions/stop'), { token: t.tokens.coach });
    expect(twice.status).toBe(409);
    const restart = await call(t.app, 'POST', url(id, 'actions/start'), { token: t.tokens.coach });
    expect(restart.body.meta.message).toBe(
      'This class has already been stopped; it cannot be started again.',
    );
  });

  it('drops a sample that reaches the database while a stop holds the class', async () => {
    const [athlete] = (await makeAthletes(t, 1, 'race', 7400)) as [number];
    const id = await makeLiveClass(t, { booked: [athlete] });
    await call(t.app, 'POST', url(id, 'actions/start'), { token: t.tokens.coach });
    let late: Promise<void> | undefined;
    // As stopClass does: the class row locked, then marked stopped, in one transaction.
    await t.deps.db.transaction(async (tx) => {
      await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, id)).for('update');
      late = upsertSamples(t.deps.db, id, [{ userId: athlete, second: 1, bpm: 130 }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.update(classes).set({ stoppedAt: new Date() }).where(eq(classes.id, id));
    });
    await late;
    expect(await t.deps.db.select().from(classLiveSamples).where(eq(classLiveSamples.classId, id))).toEqual(
      [],
    );
  });

  it('reads the live state of a class of the club only', async () => {
    const id = await makeLiveClass(t);
    expect((await call(t.app, 'GET', url(id, 'live-state'), { token: t.tokens.member })).status).toBe(403);
    expect((await call(t.app, 'GET', url(id, 'live-state', 15), { token: t.tokens.club2 })).status).toBe(404);
    const state = await call(t.app, 'GET', url(id, 'live-state'), { token: t.tokens.coach });
    expect(state.body.data).toMatchObject({ class: { id, startedAt: null }, tiles: [] });
  });
});
