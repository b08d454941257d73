import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes } from '../classes/classes.table.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** One heart-rate workout of a member (SPEC.md section 3, Workout); points and calories are integers. */
export const workouts = pgTable(
  'workouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'restrict' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    deviceSn: text('device_sn'),
    dataSource: text('data_source').notNull().default('station'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    calories: integer('calories').notNull().default(0),
    /** PAI to a tenth, as the engine gives it (pai.ts). */
    pai: doublePrecision('pai').notNull().default(0),
    avgHr: integer('avg_hr'),
    maxHr: integer('max_hr'),
    points: integer('points').notNull().default(0),
    /** Seconds spent in each heart-rate zone, lowest first. */
    zoneSeconds: integer('zone_seconds').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Per zone: scored seconds (after the sixty-minute cutoff) x the zone's points a minute. Points of a
     * subset of zones (a challenge's included zones) = sum over those zones / 60, rounded half up once.
     */
    zonePointSeconds: integer('zone_point_seconds').array().notNull().default(sql`'{}'::integer[]`),
    /** Per zone: the calories burnt in it, each rounded half up (an import's calories shared by zone seconds). */
    zoneCalories: integer('zone_calories').array().notNull().default(sql`'{}'::integer[]`),
    /** Who posted it (a member, a station account or staff): with clientRef, the idempotency key. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's own id for the workout (POST /dashboard/workouts/actions/ingest). */
    clientRef: text('client_ref'),
    /** The station account whose zone settings scored it, when a station sent it. */
    accountId: integer('account_id').references(() => users.id, { onDelete: 'set null' }),
    /** One byte per sample (bpm, 0 = missing), one sample every sampleInterval seconds; null for imported summaries. */
    samples: bytea('samples'),
    sampleInterval: smallint('sample_interval').notNull().default(1),
    /** What the workout was scored with, so its summary can be explained later: max HR and the zone settings. */
    maxHrUsed: integer('max_hr_used'),
    scoring: jsonb('scoring').$type<{
      starts: number[];
      points: number[];
      colors?: string[];
      sixtyMinuteCutoff: boolean;
      calorieInflate: number;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('workouts_club_start_idx').on(t.clubId, t.startTime),
    index('workouts_user_start_idx').on(t.userId, t.startTime),
    uniqueIndex('workouts_sender_ref_uq').on(t.senderId, t.clientRef).where(sql`client_ref IS NOT NULL`),
  ],
);

/**
 * One row per member, club, location, source and day (in the club's time zone), kept in the transaction that
 * stores each workout: leaderboards, challenges, rewards, reports and the dashboard read these, never
 * raw workouts. `locationKey` is the location id, or 0 for none (part of the key, so never null).
 */
export const workoutDaily = pgTable(
  'workout_daily',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationKey: integer('location_key').notNull().default(0),
    /** The workouts' dataSource (station, app or import): challenges that refuse app workouts filter on it. */
    source: text('source').notNull().default('station'),
    day: date('day', { mode: 'string' }).notNull(),
    workouts: integer('workouts').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
    zoneSeconds: integer('zone_seconds').array().notNull().default(sql`'{0,0,0,0,0}'::integer[]`),
    zonePointSeconds: integer('zone_point_seconds').array().notNull().default(sql`'{0,0,0,0,0}'::integer[]`),
    zoneCalories: integer('zone_calories').array().notNull().default(sql`'{0,0,0,0,0}'::integer[]`),
    calories: integer('calories').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** The day's PAI to a tenth: the weekly score is the sum of seven days. */
    pai: doublePrecision('pai').notNull().default(0),
    /** Sum of the day's workouts' average HR, and how many had one: the dashboard's average HR. */
    avgHrSum: integer('avg_hr_sum').notNull().default(0),
    avgHrWorkouts: integer('avg_hr_workouts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId, t.day, t.locationKey, t.source] }),
    index('workout_daily_club_day_idx').on(t.clubId, t.day),
    index('workout_daily_user_day_idx').on(t.userId, t.day),
  ],
);

/** Each automatic raise of a member's max HR (a club setting): shown to the member in their history. */
export const maxHrChanges = pgTable(
  'max_hr_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutId: integer('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    fromHr: integer('from_hr').notNull(),
    toHr: integer('to_hr').notNull(),
    automatic: boolean('automatic').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('max_hr_changes_user_idx').on(t.userId, t.createdAt)],
);
