import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Every change of a member's points in a club, one row each (never updated). Written only inside the
 * transaction of what caused it (a workout, an award, a reward order or its refund); the balances of
 * GET .../members/{memberId}/points are sums over it.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive earns, negative spends. */
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: ['workout', 'manual', 'reward_order', 'refund', 'adjustment'] }).notNull(),
    rationale: text('rationale'),
    /** What caused the row (for example `workout:42`, `order:7`); unique per club and kind when set. */
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('points_ledger_member_idx').on(t.userId, t.clubId, t.createdAt),
    uniqueIndex('points_ledger_reference_uq')
      .on(t.clubId, t.kind, t.reference)
      .where(sql`reference IS NOT NULL`),
  ],
);

/** A member's class visits brought in from a booking system (Mindbody, Momence). */
export const memberVisits = pgTable(
  'member_visits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['mindbody', 'momence'] }).notNull(),
    externalId: text('external_id').notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    className: text('class_name'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('member_visits_member_idx').on(t.userId, t.visitedAt),
    uniqueIndex('member_visits_external_uq').on(t.clubId, t.source, t.externalId),
  ],
);
