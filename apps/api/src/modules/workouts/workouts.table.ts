import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { classes } from '../classes/classes.table.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

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
    pai: integer('pai').notNull().default(0),
    avgHr: integer('avg_hr'),
    maxHr: integer('max_hr'),
    points: integer('points').notNull().default(0),
    /** Seconds spent in each heart-rate zone, lowest first. */
    zoneSeconds: integer('zone_seconds').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('workouts_club_start_idx').on(t.clubId, t.startTime),
    index('workouts_user_start_idx').on(t.userId, t.startTime),
  ],
);
