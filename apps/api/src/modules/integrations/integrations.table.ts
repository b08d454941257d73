import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';

export const INTEGRATION_PROVIDERS = [
  'abc',
  'hapana',
  'glofox',
  'wellnessLiving',
  'mindbody',
  'momence',
] as const;

/** Per-club integration switches and settings; secrets are encrypted and write-only. */
export const clubIntegrations = pgTable(
  'club_integrations',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: INTEGRATION_PROVIDERS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    /** Encrypted JSON object of secret fields. */
    secretsEnc: text('secrets_enc'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.provider] })],
);
