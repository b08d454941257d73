import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A challenge of a club (SPEC.md section 3, Challenge). Its status (upcoming, running, ended) is not
 * stored: it follows the clock (startsAt, endsAt) unless staff ended it early or its points target was
 * reached (endedAt). Scores are read from workout_daily, filtered by zones, sources, locations and dates.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['individual', 'team'] }).notNull(),
    /** 'club': every location of the club; 'locations': only those in challenge_locations. */
    scope: text('scope', { enum: ['club', 'locations'] }).notNull(),
    /** Whether workouts sent by the members' app (dataSource app) count, or only station and imported ones. */
    allowMobile: boolean('allow_mobile').notNull().default(false),
    /** The zones (0 = first) whose time, points and calories count. */
    zones: integer('zones').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    criterion: text('criterion', { enum: ['points', 'workouts', 'minutes', 'calories'] }).notNull(),
    /** How a team's score is made from its members' scores: their sum, or their average (uneven teams). */
    teamScoring: text('team_scoring', { enum: ['sum', 'average'] })
      .notNull()
      .default('sum'),
    /** The challenge ends when a participant (or team) reaches this score; null: it runs to endsAt. */
    pointsTarget: integer('points_target'),
    /** When it ended before endsAt (staff ended it, or the target was reached). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The opaque id of /open/challenge-leaderboard/:encryptionId (>= 128 random bits); rotatable. */
    shareId: text('share_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('challenges_club_start_idx').on(t.clubId, t.startsAt),
    uniqueIndex('challenges_share_uq').on(t.shareId),
  ],
);

/** The locations of a challenge whose scope is 'locations'. */
export const challengeLocations = pgTable(
  'challenge_locations',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.locationId] })],
);

/** A team of a team challenge (name, colour). */
export const challengeTeams = pgTable(
  'challenge_teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('challenge_teams_name_uq').on(t.challengeId, t.name)],
);

/** A member taking part in a challenge, in a team for a team challenge (null until placed). */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => challengeTeams.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    index('challenge_participants_user_idx').on(t.userId),
    index('challenge_participants_team_idx').on(t.teamId),
  ],
);
