import type {
  TClass,
  TClassInput,
  TClassListFilter,
  TClassPlanResult,
  TClassScope,
} from '@pulseboard/contract/classes';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { fileUrl } from '../files/files.repository.ts';
import {
  clubOwns,
  deleteClasses,
  findClass,
  findSeries,
  followingOccurrences,
  insertOccurrences,
  insertSeries,
  listClasses,
  setSeriesRule,
  type TClassRow,
  type TOccurrenceValues,
  updateOccurrence,
} from './classes.repository.ts';
import {
  addDays,
  daysBetween,
  localInstant,
  parseRule,
  planOccurrences,
  ruleText,
} from './classes-recurrence.ts';
import { findTemplate } from './classes-templates.repository.ts';

type TFields = Omit<TClassInput, 'rrule' | 'templateId'> & {
  rrule?: string | null;
  logoFileId?: string | null;
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    d,
  );

export function toClass(row: TClassRow): TClass {
  const { localDate, startsAt, endsAt, logoFileId, startedAt, stoppedAt, ...rest } = row;
  return {
    ...rest,
    logoUrl: logoFileId ? fileUrl(logoFileId) : null,
    date: localDate ?? startsAt.toISOString().slice(0, 10),
    startTime: hhmm(startsAt, row.timeZone),
    endTime: hhmm(endsAt, row.timeZone),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    startedAt: startedAt?.toISOString() ?? null,
    stoppedAt: stoppedAt?.toISOString() ?? null,
  };
}

/** The row values a class, a series and a template share, from a form. */
export const planValues = (input: Omit<TFields, 'date'>) => ({
  name: input.name,
  timeZone: input.timeZone,
  description: input.description ?? null,
  maxParticipants: input.maxParticipants ?? null,
  meetingLink: input.meetingLink ?? null,
  trainerId: input.trainerId,
  studioId: input.studioId,
  locationId: input.locationId ?? null,
});

/** Trainer and studio (and location) must be the club's own: a foreign id reads as not chosen. */
export async function checkOwned(db: DbOrTx, clubId: number, input: Omit<TFields, 'date' | 'timeZone'>) {
  if (input.endTime <= input.startTime) {
    throw new AppError('VALIDATION_FAILED', { fields: { endTime: 'validation.classEndAfterStart' } });
  }
  const locationId = input.locationId ?? null;
  const owns = await clubOwns(db, clubId, {
    trainerId: input.trainerId,
    studioId: input.studioId,
    locationId,
  });
  const fields: Record<string, string> = {};
  if (!owns.trainer) fields.trainerId = 'validation.classTrainer';
  if (!owns.studio) fields.studioId = 'validation.classStudio';
  if (!owns.location) fields.locationId = 'validation.classLocation';
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

/** The logo of the club's own template a new class was filled from. */
async function templateLogo(db: DbOrTx, clubId: number, templateId: number) {
  const template = await findTemplate(db, clubId, templateId);
  if (!template)
    throw new AppError('VALIDATION_FAILED', { fields: { templateId: 'validation.classTemplate' } });
  return template.logoFileId;
}

function ruleOf(text: string) {
  const parts = parseRule(text);
  if (!parts) throw new AppError('VALIDATION_FAILED', { fields: { rrule: 'validation.rrule' } });
  return parts;
}

/** The row values of one occurrence on `date`; null when its start time does not exist that day. */
function occurrenceOn(input: TFields, date: string): TOccurrenceValues | null {
  const startsAt = localInstant(date, input.startTime, input.timeZone);
  if (!startsAt) return null;
  const duration = minutesOf(input.endTime) - minutesOf(input.startTime);
  return {
    ...planValues(input),
    localDate: date,
    startsAt,
    endsAt: new Date(startsAt.getTime() + duration * 60_000),
    logoFileId: input.logoFileId,
  };
}

async function loaded(db: DbOrTx, clubId: number, id: number): Promise<TClass> {
  const row = await findClass(db, clubId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toClass(row);
}

/** Writes a series from `input.date` with its occurrences (the caller's transaction). */
async function planSeries(db: DbOrTx, clubId: number, input: TFields, rrule: string) {
  const parts = ruleOf(rrule);
  let plan: ReturnType<typeof planOccurrences>;
  try {
    plan = planOccurrences(parts, input.date, input.startTime, input.timeZone);
  } catch {
    throw new AppError('VALIDATION_FAILED', { fields: { rrule: 'validation.rrule' } });
  }
  const rows = plan.occurrences.flatMap((o) => occurrenceOn(input, o.date) ?? []);
  if (rows.length === 0)
    throw new AppError('VALIDATION_FAILED', { fields: { rrule: 'classes.noOccurrence' } });
  const first = rows[0] as TOccurrenceValues;
  const seriesId = await insertSeries(db, clubId, {
    ...first,
    rrule: ruleText(parts),
    firstDate: input.date,
    startTime: input.startTime,
    durationMinutes: minutesOf(input.endTime) - minutesOf(input.startTime),
  });
  const ids = await insertOccurrences(db, clubId, seriesId, rows);
  return { firstId: ids[0] as number, occurrences: ids.length, skippedDates: plan.skippedDates, seriesId };
}

export async function createClass(
  deps: TDeps,
  clubId: number,
  { templateId, ...fields }: TFields & { templateId?: number | null },
): Promise<TClassPlanResult> {
  await checkOwned(deps.db, clubId, fields);
  const input = templateId
    ? { ...fields, logoFileId: await templateLogo(deps.db, clubId, templateId) }
    : fields;
  return deps.db.transaction(async (tx) => {
    if (input.rrule) {
      const planned = await planSeries(tx, clubId, input, input.rrule);
      return { class: await loaded(tx, clubId, planned.firstId), ...planned };
    }
    const row = occurrenceOn(input, input.date);
    if (!row) throw new AppError('VALIDATION_FAILED', { fields: { startTime: 'classes.startTimeMissing' } });
    const [id] = await insertOccurrences(tx, clubId, null, [row]);
    return { class: await loaded(tx, clubId, id as number), occurrences: 1, skippedDates: [] };
  });
}

export async function getClasses(
  deps: TDeps,
  clubId: number,
  filter: TClassListFilter,
  paging: { page: number; pageSize: number },
) {
  const { rows, total } = await listClasses(deps.db, clubId, { ...filter, ...paging });
  return { list: rows.map(toClass), totalRecords: total };
}

export const getClass = (deps: TDeps, clubId: number, id: number) => loaded(deps.db, clubId, id);

/** Ends a series' rule just before `date` (its rows from then on are gone or moved to another series). */
async function endSeriesBefore(db: DbOrTx, clubId: number, seriesId: number, date: string) {
  const series = await findSeries(db, clubId, seriesId);
  if (!series) return;
  const parts = parseRule(series.rrule) ?? new Map([['FREQ', 'DAILY']]);
  parts.delete('COUNT');
  parts.set('UNTIL', addDays(date, -1).replaceAll('-', ''));
  await setSeriesRule(db, seriesId, ruleText(parts));
}

export async function editClass(
  deps: TDeps,
  clubId: number,
  id: number,
  input: TFields & { scope: TClassScope },
): Promise<TClassPlanResult> {
  await checkOwned(deps.db, clubId, input);
  return deps.db.transaction(async (tx) => {
    const current = await findClass(tx, clubId, id);
    if (!current) throw new AppError('NOT_FOUND');
    const seriesId = current.seriesId;
    if (input.scope === 'this' || seriesId === null || current.localDate === null) {
      const row = occurrenceOn(input, input.date);
      if (!row)
        throw new AppError('VALIDATION_FAILED', { fields: { startTime: 'classes.startTimeMissing' } });
      await updateOccurrence(tx, clubId, id, row);
      return { class: await loaded(tx, clubId, id), occurrences: 1, skippedDates: [] };
    }
    const following = await followingOccurrences(tx, seriesId, current.localDate);
    await endSeriesBefore(tx, clubId, seriesId, current.localDate);
    if (input.rrule && input.rrule !== current.rrule) {
      // A new rule plans new dates: the following classes are replaced, unless someone booked them.
      if (following.some((o) => o.booked > 0)) {
        throw new AppError('CONFLICT', { fields: { rrule: 'classes.hasParticipants' } });
      }
      await deleteClasses(
        tx,
        clubId,
        following.map((o) => o.id),
      );
      const planned = await planSeries(tx, clubId, input, input.rrule);
      return { class: await loaded(tx, clubId, planned.firstId), ...planned };
    }
    // The same rule: each following class keeps its place in the series, moved by the same number of
    // days as this one and given the new times in its own date's offset (a 07:00 class stays 07:00).
    const shift = daysBetween(current.localDate, input.date);
    const series = await insertSeriesFrom(tx, clubId, input, current.rrule ?? 'FREQ=DAILY', following.length);
    const skippedDates: string[] = [];
    const gone: number[] = [];
    for (const o of following) {
      const date = addDays(o.localDate as string, shift);
      const row = occurrenceOn(input, date);
      if (row) await updateOccurrence(tx, clubId, o.id, { ...row, seriesId: series });
      else {
        skippedDates.push(date);
        gone.push(o.id);
      }
    }
    if (gone.includes(id))
      throw new AppError('VALIDATION_FAILED', { fields: { startTime: 'classes.startTimeMissing' } });
    await deleteClasses(tx, clubId, gone);
    return { class: await loaded(tx, clubId, id), occurrences: following.length - gone.length, skippedDates };
  });
}

async function insertSeriesFrom(db: DbOrTx, clubId: number, input: TFields, rrule: string, count: number) {
  const parts = parseRule(rrule) ?? new Map([['FREQ', 'DAILY']]);
  if (parts.has('COUNT')) parts.set('COUNT', String(count));
  const first = occurrenceOn(input, input.date);
  return insertSeries(db, clubId, {
    ...planValues(input),
    rrule: ruleText(parts),
    firstDate: first?.localDate ?? input.date,
    startTime: input.startTime,
    durationMinutes: minutesOf(input.endTime) - minutesOf(input.startTime),
  });
}

export async function removeClass(deps: TDeps, clubId: number, id: number, scope: TClassScope) {
  await deps.db.transaction(async (tx) => {
    const current = await findClass(tx, clubId, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (scope === 'this' || current.seriesId === null || current.localDate === null) {
      await deleteClasses(tx, clubId, [id]);
      return;
    }
    const following = await followingOccurrences(tx, current.seriesId, current.localDate);
    await deleteClasses(
      tx,
      clubId,
      following.map((o) => o.id),
    );
    await endSeriesBefore(tx, clubId, current.seriesId, current.localDate);
  });
}
