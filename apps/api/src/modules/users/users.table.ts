import { ROLES } from '@pulseboard/contract/roles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';

/**
 * The text the member keyword search matches (lower-cased email, names and nickname). The trigram index
 * is built on exactly this expression, so a query must use it verbatim to use the index.
 */
export const MEMBER_SEARCH_TEXT = sql.raw(
  `(lower(email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(nick_name, '')))`,
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Always stored trimmed and lower-cased, so the unique index is case-insensitive.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nickName: text('nick_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    weight: doublePrecision('weight'),
    bodyFat: doublePrecision('body_fat'),
    maxHr: integer('max_hr'),
    /** Resting heart rate for PAI (heart-rate reserve); null uses 60 bpm. */
    restingHr: integer('resting_hr'),
    avatar: text('avatar'),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** The heart-rate sensor's id as typed (decimal or 0x-hex, SPEC.md section 3). */
    deviceId: text('device_id'),
    /** The same id as a number (packages/core device-id.ts), so decimal and hex find one member by index. */
    deviceIdNum: bigint('device_id_num', { mode: 'number' }),
    deviceType: text('device_type'),
    bluetoothName: text('bluetooth_name'),
    preferUnit: text('prefer_unit', { enum: ['metric', 'imperial'] })
      .notNull()
      .default('metric'),
    language: text('language', { enum: ['en', 'es'] }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'restrict' }),
    memberRole: text('member_role', { enum: ROLES }).notNull().default('member'),
    memberRoles: text('member_roles', { enum: ROLES }).array().notNull().default(sql`'{member}'::text[]`),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    betaEnabled: boolean('beta_enabled').notNull().default(false),
    /** Null while a self-registered member waits for staff to verify them (SPEC.md section 4). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** One of the club's journey levels and XGT phases (club setting lists, contract defaults). */
    journeyLevel: text('journey_level'),
    xgtPhase: text('xgt_phase'),
    /** Set when the member's personal data was erased (Data Privacy); aggregates stay. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('users_club_idx').on(t.clubId),
    // The member list's default order, so page 1 and page 500 read the index instead of sorting.
    // Partial on erased_at IS NULL, the list's own filter: a deep page then reads the index alone.
    index('users_club_role_name_idx')
      .on(t.clubId, t.memberRole, t.firstName, t.lastName, t.id)
      .where(sql`erased_at IS NULL`),
    // One sensor per member within a club; erased members give theirs up.
    uniqueIndex('users_club_device_uq')
      .on(t.clubId, t.deviceIdNum)
      .where(sql`device_id_num IS NOT NULL AND erased_at IS NULL`),
    // Keyword search (email, names, nickname) as one trigram index; see memberSearchText in members.repository.ts.
    // Led by the club (btree_gin), so a club's matches are found without a second index on the club.
    index('users_search_trgm_idx').using('gin', t.clubId, sql`${MEMBER_SEARCH_TEXT} gin_trgm_ops`),
  ],
);

export type TUserRow = typeof users.$inferSelect;
/** A user row as the access guard hands it on: everything but the password hash. */
export type TCallerRow = Omit<TUserRow, 'passwordHash'>;
