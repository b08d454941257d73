import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';

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
    mindbodySiteId: text('mindbody_site_id'),
    inbodyAccount: text('inbody_account'),
    /** Encrypted (lib/secrets.ts); never returned by the API. */
    inbodyKeyEnc: text('inbody_key_enc'),
    momenceAccount: text('momence_account'),
    momenceClientId: text('momence_client_id'),
    /** Encrypted (lib/secrets.ts); never returned by the API. */
    momenceClientSecretEnc: text('momence_client_secret_enc'),
    instagramName: text('instagram_name'),
    instagramUrl: text('instagram_url'),
    homepage: text('homepage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('locations_club_idx').on(t.clubId)],
);
