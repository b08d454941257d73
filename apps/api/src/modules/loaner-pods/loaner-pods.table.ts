import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

export const loanerPods = pgTable(
  'loaner_pods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    barcode: text('barcode').notNull(),
    bluetoothName: text('bluetooth_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('loaner_pods_barcode_uq').on(t.clubId, t.barcode)],
);

/** Who had which pod when. The partial unique indexes make double assignment impossible. */
export const podAssignments = pgTable(
  'pod_assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    podId: integer('pod_id')
      .notNull()
      .references(() => loanerPods.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().default(sql`now()`),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pod_assignments_open_pod_uq').on(t.podId).where(sql`returned_at IS NULL`),
    uniqueIndex('pod_assignments_open_user_uq').on(t.userId).where(sql`returned_at IS NULL`),
    index('pod_assignments_pod_idx').on(t.podId, t.assignedAt),
  ],
);
