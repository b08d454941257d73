import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { studios } from '../studios/studios.table.ts';
import { trainers } from '../trainers/trainers.table.ts';
import { users } from '../users/users.table.ts';

// The fields a series, an occurrence and a template share. Trainer and studio are nullable columns
// (classes from before the classes issue have neither) but required by every form.
const planFields = () => ({
  name: text('name').notNull(),
  description: text('description'),
  maxParticipants: integer('max_participants'),
  meetingLink: text('meeting_link'),
  trainerId: integer('trainer_id').references(() => trainers.id),
  studioId: integer('studio_id').references(() => studios.id),
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  /** The class's logo in `files` (checked by content on upload); null: none. */
  logoFileId: uuid('logo_file_id'),
});

/**
 * A recurring class: the RFC 5545 rule, planned in its IANA time zone at a local start time. Its
 * occurrences are `classes` rows materialised when the series is written, so an edit of one class
 * or of the following ones touches exact rows.
 */
export const classSeries = pgTable(
  'class_series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** RRULE parts without DTSTART, e.g. `FREQ=WEEKLY;BYDAY=MO;COUNT=10`. */
    rrule: text('rrule').notNull(),
    timeZone: text('time_zone').notNull(),
    firstDate: date('first_date').notNull(),
    /** Local `HH:MM`. */
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    ...planFields(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('class_series_club_idx').on(t.clubId)],
);

/** A scheduled group class: one occurrence, of a series or on its own. */
export const classes = pgTable(
  'classes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'restrict' }),
    seriesId: integer('series_id').references(() => classSeries.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The class's date in its time zone (null only on classes from before the scheduler). */
    localDate: date('local_date'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    description: text('description'),
    maxParticipants: integer('max_participants'),
    meetingLink: text('meeting_link'),
    trainerId: integer('trainer_id').references(() => trainers.id),
    studioId: integer('studio_id').references(() => studios.id),
    cancelled: boolean('cancelled').notNull().default(false),
    logoFileId: uuid('logo_file_id'),
    /** Set by the coach's start action; the class is live while started and not stopped. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('classes_club_start_idx').on(t.clubId, t.startsAt),
    index('classes_series_idx').on(t.seriesId, t.localDate),
    check('classes_max_participants_ck', sql`${t.maxParticipants} IS NULL OR ${t.maxParticipants} > 0`),
  ],
);

/** A class's form saved to fill new classes: the same fields without a date. */
export const classTemplates = pgTable(
  'class_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    ...planFields(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('class_templates_club_idx').on(t.clubId)],
);

/**
 * Who is on a class's list. Capacity: every booking locks its class row (FOR UPDATE) and counts the
 * booked rows in the same transaction, so concurrent bookings queue on the lock and never overbook.
 */
export const classParticipants = pgTable(
  'class_participants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['booked', 'waitlisted', 'absent', 'cancelled'] }).notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().default(sql`now()`),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('class_participants_uq').on(t.classId, t.userId),
    index('class_participants_status_idx').on(t.classId, t.status, t.bookedAt),
  ],
);

/**
 * The heart-rate samples of a live class while it runs, one row per participant and second, written
 * in batches by whichever API instance received them. Every instance can rebuild a class's tiles from
 * here, and stop turns each participant's rows into one workout through the ingestion engine, then
 * deletes them.
 */
export const classLiveSamples = pgTable(
  'class_live_samples',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whole seconds since the class's started_at. */
    second: integer('second').notNull(),
    /** Beats per minute; null: the sensor sent no reading for that second. */
    bpm: smallint('bpm'),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId, t.second] })],
);
