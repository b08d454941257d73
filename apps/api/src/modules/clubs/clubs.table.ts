import { WORDINGS } from '@pulseboard/contract/wording';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clubs = pgTable('clubs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  subdomain: text('subdomain').unique(),
  description: text('description'),
  themeColor: text('theme_color'),
  registrationLink: text('registration_link'),
  /** The unguessable code in the club's registration link (/user-register?club=...); staff can rotate it. */
  joinCode: text('join_code').notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
  /** The club's own journey levels and XGT phases; null uses the defaults of the members contract. */
  memberOptions: jsonb('member_options').$type<{ journeyLevels?: string[]; xgtPhases?: string[] }>(),
  /** The settings JSON exactly as the admin typed it; read through parseClubSettings (invalid -> {}). */
  settingsRaw: text('settings_raw').notNull().default('{}'),
  hasPrivateApp: boolean('has_private_app').notNull().default(false),
  hasPrivatePt: boolean('has_private_pt').notNull().default(false),
  inbodyEnabled: boolean('inbody_enabled').notNull().default(false),
  bodyCompositionEnabled: boolean('body_composition_enabled').notNull().default(false),
  instagramEnabled: boolean('instagram_enabled').notNull().default(false),
  appleHub: boolean('apple_hub').notNull().default(false),
  appleWatch: boolean('apple_watch').notNull().default(false),
  /** Heart-rate zones used to score workouts: percent of max HR where each zone starts, and points per minute. */
  zoneSettings: jsonb('zone_settings').$type<{ starts: number[]; points: number[] }>(),
  /** Raise a member's max HR when they hold a higher rate for 30 s (at most 10 bpm per workout). */
  maxHrAutoRaise: boolean('max_hr_auto_raise').notNull().default(false),
  /** Feature switches read by the rest of the app (Module tab). */
  modules: jsonb('modules').$type<Record<string, boolean>>().notNull().default({}),
  /** The random token (>= 128 bits) of the public /leaderboard-mobile-page/:clubId/:token; null: no public board. */
  leaderboardToken: text('leaderboard_token').unique(),
  /** Privacy settings (Data Privacy tab). */
  privacy: jsonb('privacy').$type<Record<string, string | boolean>>().notNull().default({}),
  /** IANA time zone used to present and schedule (ranges, classes). */
  timezone: text('timezone').notNull().default('UTC'),
  /** 'alternative' shows Sweat Points, EFP, Coach, Session Time (SPEC.md section 6). */
  wording: text('wording', { enum: WORDINGS }).notNull().default('standard'),
  logoFileId: uuid('logo_file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Clubs a platform admin starred; each admin has their own stars. */
export const clubStars = pgTable(
  'club_stars',
  {
    userId: integer('user_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clubId] })],
);
