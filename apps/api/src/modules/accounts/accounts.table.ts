import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';
import { users } from '../users/users.table.ts';

/** A station account's heart-rate display settings (Stations tab). */
export const accountSettings = pgTable('account_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  zoneStarts: integer('zone_starts').array().notNull(),
  zonePoints: integer('zone_points').array().notNull(),
  zoneColors: text('zone_colors').array().notNull(),
  colorMode: text('color_mode', { enum: ['gradient', 'solid'] })
    .notNull()
    .default('gradient'),
  gradientFrom: text('gradient_from').notNull(),
  gradientTo: text('gradient_to').notNull(),
  sixtyMinuteCutoff: boolean('sixty_minute_cutoff').notNull().default(false),
  /** Percent added to computed calories (0 = none). */
  calorieInflate: integer('calorie_inflate').notNull().default(0),
  skin: text('skin').notNull().default('classic'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** What was done to an account, by whom (Admins tab, "logs"). */
export const accountLogs = pgTable(
  'account_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('account_logs_user_idx').on(t.userId, t.createdAt)],
);
