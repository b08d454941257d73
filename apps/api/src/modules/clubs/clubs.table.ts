import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clubs = pgTable('clubs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  subdomain: text('subdomain').unique(),
  description: text('description'),
  themeColor: text('theme_color'),
  /** IANA time zone used to present and schedule (ranges, classes). */
  timezone: text('timezone').notNull().default('UTC'),
  /** 'alternative' shows Sweat Points, EFP, Coach, Session Time (SPEC.md section 6). */
  wording: text('wording', { enum: ['standard', 'alternative'] })
    .notNull()
    .default('standard'),
  logoFileId: uuid('logo_file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'restrict' }),
    branchName: text('branch_name').notNull(),
    branchLocation: text('branch_location').notNull(),
    branchZip: text('branch_zip'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('locations_club_idx').on(t.clubId)],
);
