import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';
import { users } from '../users/users.table.ts';

/** A week challenge template of a club (SPEC.md section 3, Week challenge): weeks, minimum workouts a week, penalty weeks. */
export const weekChallengeTemplates = pgTable(
  'week_challenge_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    weeks: integer('weeks').notNull(),
    minWorkoutsPerWeek: integer('min_workouts_per_week').notNull(),
    /** Weeks added to a member's challenge for each week that misses its minimum. */
    penaltyWeeks: integer('penalty_weeks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('week_challenge_templates_name_uq').on(t.clubId, t.name)],
);

/**
 * One member's run of a template: signed up (by themselves or by staff) on joinedAt, week 1 starting on
 * startsOn (a Monday in the club's time zone); withdrawn with a reason (leftAt); extended by penalty weeks.
 */
export const weekChallenges = pgTable(
  'week_challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => weekChallengeTemplates.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(sql`now()`),
    leftAt: timestamp('left_at', { withTimezone: true }),
    withdrawReason: text('withdraw_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('week_challenges_club_idx').on(t.clubId, t.startsOn),
    index('week_challenges_user_idx').on(t.userId),
    // One running challenge of a template per member: signing up twice is refused by the database.
    uniqueIndex('week_challenges_active_uq').on(t.templateId, t.userId).where(sql`left_at IS NULL`),
  ],
);

/** A member's check-in to their week challenge (date required, note optional). */
export const weekChallengeCheckins = pgTable(
  'week_challenge_checkins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    weekChallengeId: integer('week_challenge_id')
      .notNull()
      .references(() => weekChallenges.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('week_challenge_checkins_wc_idx').on(t.weekChallengeId, t.day)],
);
