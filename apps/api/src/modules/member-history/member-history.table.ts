import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * A member's body measurements over time, one row per value (SPEC.md section 3, Metric). Values are
 * metric (kg, cm, %, kcal); the weight history is the `bodyWeight` metric.
 */
export const bodyMetrics = pgTable(
  'body_metrics',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name', {
      enum: [
        'bodyWeight',
        'bodyFat',
        'bodyWater',
        'bmi',
        'muscleMass',
        'visceralFat',
        'rMetabolic',
        'biceps',
        'bust',
        'waist',
        'hip',
        'thigh',
      ],
    }).notNull(),
    value: doublePrecision('value').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    /** Who recorded it: the member, staff, or an import (for example InBody). */
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('body_metrics_member_idx').on(t.userId, t.name, t.measuredAt)],
);

/** Blood-pressure readings in mmHg, with the pulse when the cuff gives one. */
export const bpReadings = pgTable(
  'bp_readings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    systolic: integer('systolic').notNull(),
    diastolic: integer('diastolic').notNull(),
    pulse: integer('pulse'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('bp_readings_member_idx').on(t.userId, t.measuredAt)],
);
