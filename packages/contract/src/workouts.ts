import { z } from 'zod';
import { zId, zIdParam, zText } from './fields.ts';
import { ANY_ROLE, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/**
 * Workouts (issue 11): ingestion from the club's stations, the members' app and imports, the list
 * behind My Workouts and a workout's detail with its curve. Who may do what beyond the roles is
 * decided per item by the API (a member posts only their own workouts with dataSource `app`; a station
 * account or staff of a club posts for members of that club; nobody posts for another club).
 */
export const WORKOUTS_ACCESS = {
  /** My Workouts and a workout's detail: every signed-in user reads their own. */
  read: ANY_ROLE,
  /** POST /dashboard/workouts/actions/ingest: every signed-in user, limited per item (above). */
  manage: ANY_ROLE,
  /** May read their club's workouts (accuro: any club) and post for the club's members. */
  staff: STAFF_ROLES,
} as const satisfies TFeatureAccess;

export const DATA_SOURCES = ['station', 'app', 'import'] as const;
export type TDataSource = (typeof DATA_SOURCES)[number];

/** Items in one POST /dashboard/workouts/actions/ingest. */
export const INGEST_MAX_ITEMS = 100;
/** Zones every summary counts (the club's and the stations' five). */
export const WORKOUT_ZONE_COUNT = 5;
/** The longest workout accepted, in seconds (6 hours; also packages/core hr-samples.ts). */
export const WORKOUT_MAX_SECONDS = 6 * 60 * 60;
/** The most samples one `hr` array may hold: 6 hours at 1 Hz (longer arrays are refused whole). */
export const HR_MAX_SAMPLES = WORKOUT_MAX_SECONDS;
/** A start may be stamped this far ahead of the server's clock (a station's clock runs fast). */
export const START_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** Sensor ids as SPEC.md's User.deviceId: decimal or 0x-hex, as members.ts checks them. */
export const DEVICE_ID_PATTERN = /^(0x[0-9a-f]{1,14}|[0-9]{1,16})$/i;

const seconds = (error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(WORKOUT_MAX_SECONDS, { error });
const bpm = (error: string) => z.number({ error }).int({ error }).min(25, { error }).max(250, { error });

/** An imported workout's figures (dataSource `import`): scored elsewhere, points recomputed from zone seconds. */
export const ZImportedSummary = z.object({
  durationSeconds: seconds('workouts.summary.durationSeconds').min(1, {
    error: 'workouts.summary.durationSeconds',
  }),
  calories: z
    .number({ error: 'workouts.summary.calories' })
    .int({ error: 'workouts.summary.calories' })
    .min(0, { error: 'workouts.summary.calories' })
    .max(20000, { error: 'workouts.summary.calories' }),
  avgHr: bpm('workouts.summary.avgHr'),
  maxHr: bpm('workouts.summary.maxHr'),
  /** Seconds in each of the five zones, lowest first. */
  zoneSeconds: z
    .array(seconds('workouts.summary.zoneSeconds'))
    .length(WORKOUT_ZONE_COUNT, { error: 'workouts.summary.zoneSeconds' }),
});
export type TImportedSummary = z.infer<typeof ZImportedSummary>;

/**
 * One workout in an ingest body. `memberId` or `deviceId` names the member (exactly one); `hr` or
 * `summary` carries the workout (`summary` only with dataSource `import`). The samples' own rules
 * (25-250 bpm, not empty, at most 6 hours, sampleInterval 1-60) are checked by packages/core
 * cleanSamples and answered per item with `workouts.hr.*` keys.
 */
export const ZWorkoutIngestItem = z
  .object({
    /** The sender's own id for the workout: with the sender, the idempotency key. */
    clientRef: zText(100, 'workouts.clientRef').trim().min(1, { error: 'workouts.clientRef' }),
    memberId: zId('workouts.memberId').optional(),
    /** The sensor's id, decimal (`12345`) or 0x-hex (`0x3039`), as text or a number. */
    deviceId: z
      .union([z.string({ error: 'workouts.deviceId' }), z.number({ error: 'workouts.deviceId' })], {
        error: 'workouts.deviceId',
      })
      .transform((v) => String(v).trim())
      .refine((v) => DEVICE_ID_PATTERN.test(v), { error: 'workouts.deviceId' })
      .optional(),
    deviceSn: zText(64, 'workouts.deviceSn').trim().nullable().optional(),
    dataSource: z.enum(DATA_SOURCES, { error: 'workouts.dataSource' }),
    /** ISO 8601 with an offset: `2026-11-25T09:30:00+01:00` or `...Z`. */
    startTime: z.iso.datetime({ offset: true, error: 'workouts.startTime' }),
    /** Beats per minute, one per sampleInterval seconds; null for a missing sample. */
    hr: z
      .array(z.number({ error: 'workouts.hr' }).nullable(), { error: 'workouts.hr' })
      .max(HR_MAX_SAMPLES, { error: 'workouts.hr.tooLong' })
      .optional(),
    /** Seconds per sample, 1-60 (checked with the samples). */
    sampleInterval: z.number({ error: 'workouts.sampleInterval.invalid' }).optional(),
    summary: ZImportedSummary.optional(),
    /** The location it was recorded at (a location of the member's club); the station's when omitted. */
    locationId: zId('workouts.locationId').nullable().optional(),
  })
  .superRefine((item, ctx) => {
    if ((item.memberId === undefined) === (item.deviceId === undefined))
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'workouts.memberOrDevice' });
    if ((item.hr === undefined) === (item.summary === undefined))
      ctx.addIssue({ code: 'custom', path: ['hr'], message: 'workouts.hrOrSummary' });
    else if (item.summary && item.dataSource !== 'import')
      ctx.addIssue({ code: 'custom', path: ['summary'], message: 'workouts.summaryImportOnly' });
  });
export type TWorkoutIngestItem = z.input<typeof ZWorkoutIngestItem>;

/**
 * Body of POST /dashboard/workouts/actions/ingest: 1 to 100 items. Each item is checked on its own
 * (ZWorkoutIngestItem, then the samples' rules): a bad item is answered `rejected` and the others go on.
 */
export const ZWorkoutIngestBody = z.object({
  workouts: z
    .array(z.unknown(), { error: 'workouts.batch' })
    .min(1, { error: 'workouts.batch' })
    .max(INGEST_MAX_ITEMS, { error: 'workouts.batch' }),
});
export type TWorkoutIngestBody = { workouts: TWorkoutIngestItem[] };

/** A workout's figures exactly as stored: what the ingest answer, the list and the detail show. */
export const ZWorkoutSummary = z.object({
  durationSeconds: z.number().int(),
  /** Seconds in each zone, lowest first. */
  zoneSeconds: z.array(z.number().int()),
  points: z.number().int(),
  calories: z.number().int(),
  /** Whole PAI points earned by this workout. */
  pai: z.number().int(),
  avgHr: z.number().int().nullable(),
  maxHr: z.number().int().nullable(),
});
export type TWorkoutSummary = z.infer<typeof ZWorkoutSummary>;

/** One broken rule of an item: the field (a dotted path: `hr`, `summary.avgHr`), a message key, the translated text. */
export const ZIngestError = z.object({
  field: z.string(),
  key: z.string(),
  message: z.string(),
});
export type TIngestError = z.infer<typeof ZIngestError>;

export const INGEST_STATUSES = ['created', 'duplicate', 'rejected'] as const;
export type TIngestStatus = (typeof INGEST_STATUSES)[number];

/** One answer per item, in the body's order. `workoutId` and `summary` are null when rejected; `errors` empty otherwise. */
export const ZIngestResultItem = z.object({
  /** The item's clientRef as sent (null when the item had none readable). */
  clientRef: z.string().nullable(),
  status: z.enum(INGEST_STATUSES),
  workoutId: z.number().int().nullable(),
  summary: ZWorkoutSummary.nullable(),
  errors: z.array(ZIngestError),
});
export type TIngestResultItem = z.infer<typeof ZIngestResultItem>;

export const ZIngestResult = z.object({
  items: z.array(ZIngestResultItem),
  created: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export type TIngestResult = z.infer<typeof ZIngestResult>;

const zFrom = z.iso.datetime({ offset: true, error: 'validation.dateFrom' }).optional();
const zTo = z.iso.datetime({ offset: true, error: 'validation.dateTo' }).optional();

/**
 * Body of POST /dashboard/workouts/page/{page}: newest first, started in [from, to]. A member always
 * gets their own; staff get their own unless they name `clubId` (their own club; accuro any club),
 * then narrow with `memberId` and `locationId`. `memberId` alone (staff) means that member's workouts.
 */
export const ZWorkoutListFilter = z
  .object({
    from: zFrom,
    to: zTo,
    clubId: zId('workouts.clubId').optional(),
    memberId: zId('workouts.memberId').optional(),
    locationId: zId('workouts.locationId').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && Date.parse(value.to) < Date.parse(value.from))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateOrder' });
  })
  .default({});
export type TWorkoutListFilter = z.infer<typeof ZWorkoutListFilter>;

/** One row of My Workouts: the summary, who, where, and the zone colours for its bar. */
export const ZWorkoutListItem = ZWorkoutSummary.extend({
  id: z.number().int(),
  startTime: z.string(),
  userId: z.number().int(),
  /** The member's display name. */
  memberName: z.string(),
  clubId: z.number().int().nullable(),
  /** The club's time zone (UTC for a workout of no club): its date and time are shown in it. */
  timeZone: z.string(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  dataSource: z.enum(DATA_SOURCES),
  deviceSn: z.string().nullable(),
  /** The colour of each zone it was scored with (the station's, else the club's, else the default). */
  zoneColors: z.array(z.string()),
});
export type TWorkoutListItem = z.infer<typeof ZWorkoutListItem>;

/** Past this many workouts in the filter the list stops counting and says "at least" (a club's year is millions). */
export const WORKOUT_COUNT_CAP = 10_000;
export const ZWorkoutPage = z.object({
  list: z.array(ZWorkoutListItem),
  totalRecords: z.number().int().nonnegative(),
  /** The total is a lower bound: the count stopped at WORKOUT_COUNT_CAP (or the page asked for). */
  totalIsLowerBound: z.boolean(),
});
export type TWorkoutPage = z.infer<typeof ZWorkoutPage>;

/** GET /dashboard/workouts/{workoutId}: the row, its curve and how it was scored. */
export const ZWorkoutDetail = ZWorkoutListItem.extend({
  /** Beats per minute, one per sampleInterval seconds, null where a sample is missing; empty for an imported summary. */
  samples: z.array(z.number().int().nullable()),
  sampleInterval: z.number().int(),
  /** Percent of max HR where each zone starts. */
  zoneStarts: z.array(z.number()),
  zonePoints: z.array(z.number()),
  /** Label keys of the zones in the club's wording (`easy`...`vigorous` or `reset`...`all-out`): `workouts.zone.<key>`. */
  zoneLabels: z.array(z.string()),
  /** The max HR the workout was scored with. */
  maxHrUsed: z.number().int().nullable(),
  sixtyMinuteCutoff: z.boolean(),
  calorieInflate: z.number().int(),
});
export type TWorkoutDetail = z.infer<typeof ZWorkoutDetail>;

/** `{workoutId}` of GET /dashboard/workouts/{workoutId}. */
export const ZWorkoutIdParams = z.object({ workoutId: zIdParam() });

/** One change of a member's max HR: an automatic raise by a workout (SPEC.md section 9 and issue 11). */
export const ZMaxHrChange = z.object({
  fromHr: z.number().int(),
  toHr: z.number().int(),
  automatic: z.boolean(),
  /** The workout that raised it (null once that workout is deleted). */
  workoutId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TMaxHrChange = z.infer<typeof ZMaxHrChange>;
/** GET /dashboard/workouts/max-hr-changes: the signed-in user's own changes, newest first (the last 50). */
export const ZMaxHrChangeList = z.object({ list: z.array(ZMaxHrChange) });
export type TMaxHrChangeList = z.infer<typeof ZMaxHrChangeList>;
export const MAX_HR_CHANGES_SHOWN = 50;

/** Days the weekly PAI adds up: today and the six before (issue 11). */
export const PAI_WEEK_DAYS = 7;
/** GET /dashboard/workouts/pai: the signed-in user's weekly PAI, to a tenth, and the days it covers (their club's calendar). */
export const ZWeeklyPai = z.object({ pai: z.number(), from: z.string(), to: z.string() });
export type TWeeklyPai = z.infer<typeof ZWeeklyPai>;
