// POST /dashboard/workouts/actions/ingest (issue 11). Each item is checked, scored and stored on its
// own: a bad item is answered `rejected` with its errors and the next one goes on; a good one is
// written in one transaction together with its member's daily roll-up, its points-ledger row and, when
// the club has it on, the automatic max-HR raise, so no reader ever sees half of a workout.
//
// Who may post (beyond WORKOUTS_ACCESS.manage, which is every signed-in user):
// - a member (any role outside WORKOUTS_ACCESS.staff) only their own workouts, dataSource `app`;
// - staff of a club (a station account is a staff account with station settings) for people of their
//   own club, named by memberId or found by the sensor's device id (users.device_id_num, unique in a
//   club); a device id nobody in the club wears is that item's error, never a guess;
// - accuro (no club of their own) for anyone, by memberId only;
// - nobody for another club (`workouts.memberNotInClub`, whether or not the member exists).
//
// Idempotency: the sender and clientRef are the key (unique index workouts_sender_ref_uq). A repeat
// answers `duplicate` with the stored workout's id and summary and writes nothing; two repeats racing
// meet at the index (the loser's insert writes nothing, so its transaction holds nothing to undo).
//
// Scoring: a station account's zone settings (Stations tab: starts, points, colours, sixty-minute
// cutoff, calorie inflate) when a station account sent it; otherwise the member's club's zoneSettings
// (colours, cutoff and inflate then take the defaults: engine colours, off, 0 %); otherwise the
// engine's default zones. What was used is stored with the workout (scoring, max_hr_used).
// Samples are cleaned by packages/core cleanSamples (25-250 bpm, not empty, at most 6 hours, isolated
// spikes dropped) and stored as they were scored: one byte per sample, 0 for a missing one.
import { type TLanguage, translate } from '@pulseboard/contract/messages';
import { hasRole } from '@pulseboard/contract/roles';
import {
  START_FUTURE_TOLERANCE_MS,
  type TImportedSummary,
  type TIngestError,
  type TIngestResult,
  type TIngestResultItem,
  type TWorkoutSummary,
  WORKOUTS_ACCESS,
  ZWorkoutIngestItem,
} from '@pulseboard/contract/workouts';
import { parseDeviceId } from '@pulseboard/core/device-id';
import { cleanSamples, SAMPLE_INTERVAL_MAX, type TSampleError } from '@pulseboard/core/hr-samples';
import { effectiveMaxHr } from '@pulseboard/core/max-hr';
import { caloriesByZoneSeconds, pointsForZoneSeconds } from '@pulseboard/core/workout-summary';
import type { z } from 'zod';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import {
  findAthlete,
  findAthleteByDevice,
  findBySenderRef,
  findClubScoring,
  findStationSettings,
  locationInClub,
  type TAthlete,
  type TClubScoring,
  type TWorkoutRow,
} from './workouts.repository.ts';
import {
  scoreSamples,
  scoringOf,
  storeWorkout,
  type TScoredSummary,
  type TStation,
} from './workouts-store.service.ts';

type TItem = z.infer<typeof ZWorkoutIngestItem>;
export /** Who posted the batch, read once for all its items. */
interface TSender {
  userId: number;
  clubId: number | null;
  staff: boolean;
  platform: boolean;
  /** The station account's settings when the sender is one. */
  station: TStation | undefined;
  /** The sender's own location: a station's workouts are recorded there unless an item names one. */
  locationId: number | null;
}

/** One item's broken rules, or what it is for. */
type TChecked = { errors: TIngestError[] } | { errors: []; athlete: TAthlete };

function ingestError(
  lang: TLanguage,
  field: string,
  key: string,
  params?: Record<string, string | number>,
): TIngestError {
  return { field, key, message: translate(key, lang, params) };
}

const summaryOf = (row: TWorkoutRow): TWorkoutSummary => ({
  durationSeconds: row.durationSeconds,
  zoneSeconds: row.zoneSeconds,
  points: row.points,
  calories: row.calories,
  pai: row.pai,
  avgHr: row.avgHr,
  maxHr: row.maxHr,
});

const created = (row: TWorkoutRow): TIngestResultItem => ({
  clientRef: row.clientRef,
  status: 'created',
  workoutId: row.id,
  summary: summaryOf(row),
  errors: [],
});
const duplicate = (row: TWorkoutRow): TIngestResultItem => ({ ...created(row), status: 'duplicate' });
const rejected = (clientRef: string | null, errors: TIngestError[]): TIngestResultItem => ({
  clientRef,
  status: 'rejected',
  workoutId: null,
  summary: null,
  errors,
});

/** The item's clientRef as sent, for the answer of an item that does not parse. */
function rawClientRef(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const ref = (raw as { clientRef?: unknown }).clientRef;
  return typeof ref === 'string' ? ref.slice(0, 100) : null;
}

/** Zod's issues as item errors: one per field and message (a bad sample among thousands is one error). */
function schemaErrors(lang: TLanguage, issues: z.core.$ZodIssue[], raw: object): TIngestError[] {
  // The figures the sample messages name, when the schema refuses before cleanSamples runs.
  const { hr, sampleInterval } = raw as { hr?: unknown; sampleInterval?: unknown };
  const interval = typeof sampleInterval === 'number' ? sampleInterval : 1;
  const params = { seconds: Array.isArray(hr) ? hr.length * interval : 0, max: SAMPLE_INTERVAL_MAX };
  const seen = new Set<string>();
  const errors: TIngestError[] = [];
  for (const issue of issues) {
    // `hr.12` and `summary.zoneSeconds.3` name the list: the element's index is in no message.
    const field = issue.path.filter((p) => typeof p === 'string').join('.');
    const key = issue.message.includes(' ') ? 'validation.invalid' : issue.message;
    if (seen.has(`${field}|${key}`)) continue;
    seen.add(`${field}|${key}`);
    errors.push(ingestError(lang, field, key, params));
  }
  return errors;
}

/** A cleaning rule's error (packages/core hr-samples.ts) with its figures. */
function sampleError(lang: TLanguage, e: TSampleError): TIngestError {
  const key = `workouts.${e.code}`;
  if (e.code === 'hr.outOfRange')
    return ingestError(lang, e.field, key, {
      index: e.index,
      value: String(e.value),
      count: e.count,
      min: e.min,
      max: e.max,
    });
  if (e.code === 'hr.tooLong') return ingestError(lang, e.field, key, { seconds: e.seconds });
  if (e.code === 'sampleInterval.invalid') return ingestError(lang, e.field, key, { max: e.max });
  return ingestError(lang, e.field, key);
}

/** An imported summary's rules across its fields: max not below average, zone seconds within the duration. */
function importedSummaryErrors(lang: TLanguage, s: TImportedSummary): TIngestError[] {
  const errors: TIngestError[] = [];
  if (s.maxHr < s.avgHr) errors.push(ingestError(lang, 'summary.maxHr', 'workouts.summary.maxHr'));
  if (s.zoneSeconds.reduce((a, b) => a + b, 0) > s.durationSeconds)
    errors.push(ingestError(lang, 'summary.zoneSeconds', 'workouts.summary.zoneSeconds'));
  return errors;
}

/** The member the item is for, or the item's error: see the rules at the top of this file. */
async function resolveAthlete(deps: TDeps, sender: TSender, item: TItem, lang: TLanguage): Promise<TChecked> {
  const fail = (field: string, key: string, params?: Record<string, string | number>) => ({
    errors: [ingestError(lang, field, key, params)],
  });
  if (!sender.staff) {
    if (item.dataSource !== 'app') return fail('dataSource', 'workouts.ownOnly');
    const self = await findAthlete(deps.db, sender.userId);
    if (!self) return fail('memberId', 'workouts.ownOnly');
    if (item.memberId !== undefined && item.memberId !== self.id) return fail('memberId', 'workouts.ownOnly');
    if (item.deviceId !== undefined && parseDeviceId(item.deviceId) !== self.deviceIdNum)
      return fail('deviceId', 'workouts.ownOnly');
    return { errors: [], athlete: self };
  }
  if (item.memberId !== undefined) {
    const athlete = await findAthlete(deps.db, item.memberId);
    // Staff of another club learn nothing about the id, not even whether it exists.
    if (!athlete || (!sender.platform && (athlete.clubId === null || athlete.clubId !== sender.clubId)))
      return fail('memberId', 'workouts.memberNotInClub');
    return { errors: [], athlete };
  }
  const deviceText = item.deviceId ?? '';
  const deviceIdNum = parseDeviceId(deviceText);
  if (deviceIdNum === null) return fail('deviceId', 'workouts.deviceId');
  const athlete =
    sender.clubId === null ? undefined : await findAthleteByDevice(deps.db, sender.clubId, deviceIdNum);
  if (!athlete) return fail('deviceId', 'workouts.unknownDevice', { deviceId: deviceText });
  return { errors: [], athlete };
}

/** Reads the batch's sender once. */
async function senderOf(deps: TDeps, caller: TPrincipal): Promise<TSender> {
  const staff = hasRole(caller.role, WORKOUTS_ACCESS.staff);
  const self = await findAthlete(deps.db, caller.userId);
  return {
    userId: caller.userId,
    clubId: caller.clubId,
    staff,
    platform: caller.role === 'accuro',
    station: staff ? await findStationSettings(deps.db, caller.userId) : undefined,
    locationId: self?.locationId ?? null,
  };
}

/** Checks, scores and stores one item (see the top of this file); never throws for the item's own faults. */
async function ingestOne(
  deps: TDeps,
  sender: TSender,
  raw: unknown,
  lang: TLanguage,
  clubs: Map<number, TClubScoring | undefined>,
): Promise<TIngestResultItem> {
  const clientRef = rawClientRef(raw);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return rejected(null, [ingestError(lang, '', 'workouts.item')]);
  const parsed = ZWorkoutIngestItem.safeParse(raw);
  if (!parsed.success) return rejected(clientRef, schemaErrors(lang, parsed.error.issues, raw));
  const item = parsed.data;

  const existing = await findBySenderRef(deps.db, sender.userId, item.clientRef);
  if (existing) return duplicate(existing);

  const errors: TIngestError[] = [];
  const start = new Date(item.startTime);
  if (start.getTime() > Date.now() + START_FUTURE_TOLERANCE_MS)
    errors.push(ingestError(lang, 'startTime', 'workouts.startFuture'));
  let samples: Uint8Array | null = null;
  const sampleInterval = item.sampleInterval ?? 1;
  if (item.hr) {
    const cleaned = cleanSamples(item.hr, sampleInterval);
    if (cleaned.ok) samples = cleaned.samples;
    else errors.push(...cleaned.errors.map((e) => sampleError(lang, e)));
  } else if (item.summary) errors.push(...importedSummaryErrors(lang, item.summary));
  const who = await resolveAthlete(deps, sender, item, lang);
  errors.push(...who.errors);
  if (errors.length > 0 || !('athlete' in who)) return rejected(item.clientRef, errors);
  const athlete = who.athlete;
  const memberField = item.memberId !== undefined ? 'memberId' : 'deviceId';

  if (athlete.clubId === null)
    return rejected(item.clientRef, [ingestError(lang, memberField, 'workouts.memberNoClub')]);
  if (!clubs.has(athlete.clubId)) clubs.set(athlete.clubId, await findClubScoring(deps.db, athlete.clubId));
  const club = clubs.get(athlete.clubId);
  if (!club) return rejected(item.clientRef, [ingestError(lang, memberField, 'workouts.memberNoClub')]);

  const locationId =
    item.locationId ?? (sender.station && sender.clubId === club.id ? sender.locationId : null);
  if (item.locationId != null && !(await locationInClub(deps.db, item.locationId, club.id)))
    return rejected(item.clientRef, [ingestError(lang, 'locationId', 'workouts.locationId')]);

  const maxHrUsed = effectiveMaxHr({ maxHr: athlete.maxHr, birthDate: athlete.birthDate }, start);
  if (maxHrUsed === null)
    return rejected(item.clientRef, [ingestError(lang, memberField, 'workouts.noMaxHr')]);

  const scoring = scoringOf(sender.station, club);
  // The answer's summary, and what the roll-ups need beside it.
  let summary: TScoredSummary;
  let newMaxHr: number | undefined;
  if (samples) {
    const figures = scoreSamples({ athlete, club, scoring, samples, sampleInterval, start, maxHrUsed });
    const { newMaxHr: raised, ...figuresRest } = figures;
    newMaxHr = raised;
    summary = figuresRest;
  } else {
    // An import was scored elsewhere: its figures are kept, its points recomputed from its zone
    // seconds with this club's points (no cutoff: when in the hour each second fell is unknown), no PAI.
    const s = item.summary as TImportedSummary;
    summary = {
      durationSeconds: s.durationSeconds,
      zoneSeconds: s.zoneSeconds,
      zonePointSeconds: s.zoneSeconds.map((seconds, zone) => seconds * (scoring.points[zone] ?? 0)),
      zoneCalories: caloriesByZoneSeconds(s.calories, s.zoneSeconds),
      points: pointsForZoneSeconds(s.zoneSeconds, scoring.points),
      calories: s.calories,
      pai: 0,
      avgHr: s.avgHr,
      maxHr: s.maxHr,
    };
  }

  return deps.db.transaction(async (tx) => {
    const saved = await storeWorkout(tx, {
      athleteId: athlete.id,
      club,
      locationId,
      deviceSn: item.deviceSn ?? null,
      dataSource: item.dataSource,
      start,
      summary,
      senderId: sender.userId,
      clientRef: item.clientRef,
      accountId: sender.station ? sender.userId : null,
      samples,
      sampleInterval,
      maxHrUsed,
      scoring,
      newMaxHr,
      classId: null,
    });
    if (!saved) {
      // The same sender and clientRef arrived meanwhile: nothing of this one was written.
      const other = await findBySenderRef(tx, sender.userId, item.clientRef);
      return other
        ? duplicate(other)
        : rejected(item.clientRef, [ingestError(lang, 'clientRef', 'workouts.clientRef')]);
    }
    return created(saved);
  });
}

/** Ingests a batch of 1 to 100 workouts in order, each on its own (see the top of this file). */
export async function ingestWorkouts(
  deps: TDeps,
  caller: TPrincipal,
  body: { workouts: unknown[] },
  lang: TLanguage,
): Promise<TIngestResult> {
  const sender = await senderOf(deps, caller);
  const clubs = new Map<number, TClubScoring | undefined>();
  const items: TIngestResultItem[] = [];
  for (const raw of body.workouts) items.push(await ingestOne(deps, sender, raw, lang, clubs));
  return {
    items,
    created: items.filter((i) => i.status === 'created').length,
    duplicates: items.filter((i) => i.status === 'duplicate').length,
    rejected: items.filter((i) => i.status === 'rejected').length,
  };
}
