import { ROLES } from '@pulseboard/contract/roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';

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
    avatar: text('avatar'),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
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
    /** Set when the member's personal data was erased (Data Privacy); aggregates stay. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('users_club_idx').on(t.clubId)],
);

export type TUserRow = typeof users.$inferSelect;
/** A user row as the access guard hands it on: everything but the password hash. */
export type TCallerRow = Omit<TUserRow, 'passwordHash'>;
