// Start and stop of a live class, and the state an instance rebuilds a running class from.
//
// Start: from LIVE_START_EARLY_MINUTES before the class's start time until LIVE_START_LATE_HOURS after
// its end (a coach opens the room early; a forgotten class cannot be started the next day); not when
// cancelled, already running or already stopped (a stopped class has its workouts: no second run).
//
// Stop, in one transaction: stopped_at, then each participant's samples (class_live_samples) become one
// workout through the engine's storing (workouts-store.service.ts): dataSource `station`, class_id set,
// start = started_at + their first second, clientRef `class:<classId>` per member so a retry cannot
// store twice; scored with the zones of the station account at the class's location, else the club's.
// Whoever sent samples but was not booked is put on the list as booked (they attended). Then the
// samples are deleted. Every instance writes a sample before publishing it, and only while the class
// runs (upsertSamples waits for the stop's lock and then finds it stopped): a sample arriving during a
// stop is dropped, as a station's last second would be, and none is left behind.
import {
  LIVE_START_EARLY_MINUTES,
  LIVE_START_LATE_HOURS,
  type TLiveStopResult,
} from '@pulseboard/contract/classes-live';
import { cleanSamples, MISSING_SAMPLE } from '@pulseboard/core/hr-samples';
import { effectiveMaxHr } from '@pulseboard/core/max-hr';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { findClubScoring } from '../workouts/workouts.repository.ts';
import { scoreSamples, scoringOf, storeWorkout } from '../workouts/workouts-store.service.ts';
import {
  deleteSamples,
  findBookedIds,
  findClubMembers,
  findLiveClass,
  findLocationStation,
  lockLiveClass,
  markAttended,
  markStarted,
  markStopped,
  readSamples,
  type TLiveClassRow,
  type TSampleRow,
} from './classes-live.repository.ts';
import { classInfoOf, engineBpm, LiveRoom } from './live-room.ts';

const conflict = (key: string, params?: Record<string, number>) =>
  new AppError('CONFLICT', { fields: { classId: key }, params });

/** Whether the class takes samples now. */
export const isRunning = (row: TLiveClassRow) =>
  row.startedAt !== null && row.stoppedAt === null && !row.cancelled;

async function scoringContext(db: DbOrTx, row: TLiveClassRow) {
  const club = await findClubScoring(db, row.clubId);
  if (!club) throw new AppError('NOT_FOUND');
  const station =
    row.locationId === null ? undefined : await findLocationStation(db, row.clubId, row.locationId);
  return { club, station, scoring: scoringOf(station, club) };
}

export async function startClass(deps: TDeps, principal: TPrincipal, clubId: number, classId: number) {
  return deps.db.transaction(async (tx) => {
    const row = await lockLiveClass(tx, clubId, classId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.cancelled) throw conflict('classesLive.cancelled');
    if (row.stoppedAt) throw conflict('classesLive.alreadyStopped');
    if (row.startedAt) throw conflict('classesLive.alreadyRunning');
    const now = new Date();
    if (now.getTime() < row.startsAt.getTime() - LIVE_START_EARLY_MINUTES * 60_000)
      throw conflict('classesLive.tooEarly', { minutes: LIVE_START_EARLY_MINUTES });
    if (now.getTime() > row.endsAt.getTime() + LIVE_START_LATE_HOURS * 3_600_000)
      throw conflict('classesLive.tooLate', { hours: LIVE_START_LATE_HOURS });
    await markStarted(tx, classId, principal.userId, now);
    return classInfoOf({ ...row, startedAt: now, startedBy: principal.userId });
  });
}

/** Each member's samples as the engine's series from their first second: [first second, bytes]. */
function seriesOf(rows: readonly TSampleRow[]) {
  const byUser = new Map<number, TSampleRow[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  const series = new Map<number, { first: number; hr: (number | null)[] }>();
  for (const [userId, list] of byUser) {
    const present = list.filter((r) => engineBpm(r.bpm) !== MISSING_SAMPLE);
    if (present.length === 0) continue;
    const first = present[0]?.second ?? 0;
    const last = present[present.length - 1]?.second ?? 0;
    const hr: (number | null)[] = new Array(last - first + 1).fill(null);
    for (const r of present) hr[r.second - first] = engineBpm(r.bpm);
    series.set(userId, { first, hr });
  }
  return series;
}

export async function stopClass(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  classId: number,
): Promise<TLiveStopResult> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLiveClass(tx, clubId, classId);
    if (!row) throw new AppError('NOT_FOUND');
    if (!isRunning(row) || !row.startedAt) throw conflict('classesLive.notRunning');
    const startedAt = row.startedAt;
    const now = new Date();
    await markStopped(tx, classId, now);
    const { club, station, scoring } = await scoringContext(tx, row);
    const series = seriesOf(await readSamples(tx, classId));
    const athletes = await findClubMembers(tx, clubId, [...series.keys()]);
    const booked = new Set(await findBookedIds(tx, classId));
    const workouts: TLiveStopResult['workouts'] = [];
    for (const athlete of athletes) {
      const s = series.get(athlete.id);
      if (!s) continue;
      const cleaned = cleanSamples(s.hr, 1);
      if (!cleaned.ok) continue;
      const start = new Date(startedAt.getTime() + s.first * 1000);
      const maxHrUsed = effectiveMaxHr({ maxHr: athlete.maxHr, birthDate: athlete.birthDate }, start);
      if (maxHrUsed === null) continue;
      const { newMaxHr, ...summary } = scoreSamples({
        athlete,
        club,
        scoring,
        samples: cleaned.samples,
        sampleInterval: 1,
        start,
        maxHrUsed,
      });
      const saved = await storeWorkout(tx, {
        athleteId: athlete.id,
        club,
        locationId: row.locationId,
        deviceSn: null,
        dataSource: 'station',
        start,
        summary,
        senderId: station?.userId ?? principal.userId,
        clientRef: `class:${classId}:${athlete.id}`,
        accountId: station?.userId ?? null,
        samples: cleaned.samples,
        sampleInterval: 1,
        maxHrUsed,
        scoring,
        newMaxHr,
        classId,
      });
      if (saved) workouts.push({ userId: athlete.id, workoutId: saved.id });
    }
    await markAttended(
      tx,
      classId,
      workouts.map((w) => w.userId).filter((id) => !booked.has(id)),
    );
    await deleteSamples(tx, classId);
    return { class: classInfoOf({ ...row, stoppedAt: now }), workouts };
  });
}

/**
 * A class's room rebuilt from the database: its booked members and every sample written so far (an
 * instance that joins a class mid-way, or a GET of the state). Undefined when the club has no such class.
 */
export async function loadRoom(db: DbOrTx, clubId: number, classId: number): Promise<LiveRoom | undefined> {
  const row = await findLiveClass(db, clubId, classId);
  if (!row) return undefined;
  const { club, scoring } = await scoringContext(db, row);
  const room = new LiveRoom(row, club, scoring);
  const samples = row.startedAt && !row.stoppedAt ? await readSamples(db, classId) : [];
  const ids = new Set([...(await findBookedIds(db, classId)), ...samples.map((s) => s.userId)]);
  for (const athlete of await findClubMembers(db, clubId, [...ids])) room.add(athlete);
  const start = row.startedAt?.getTime() ?? 0;
  for (const s of samples) {
    const at = new Date(start + s.second * 1000).toISOString();
    room.apply({ ...s, at }, start + s.second * 1000);
  }
  return room;
}

/** The current tiles of a class (GET .../live-state). */
export async function getLiveState(deps: TDeps, clubId: number, classId: number, room?: LiveRoom) {
  const found = room ?? (await loadRoom(deps.db, clubId, classId));
  if (!found) throw new AppError('NOT_FOUND');
  return found.state(Date.now());
}
