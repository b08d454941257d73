import { and, eq, ilike, inArray, isNotNull, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, orderFor, pageOffset } from '../../lib/paging.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';
import { loanerPods, podAssignments } from './loaner-pods.table.ts';

const columns = {
  id: loanerPods.id,
  barcode: loanerPods.barcode,
  bluetoothName: loanerPods.bluetoothName,
  locationId: loanerPods.locationId,
  locationName: locations.branchName,
  createdAt: loanerPods.createdAt,
  holderId: podAssignments.userId,
  holderFirstName: users.firstName,
  holderLastName: users.lastName,
  holderNickName: users.nickName,
  assignedAt: podAssignments.assignedAt,
};
export type TPodValues = { barcode: string; bluetoothName: string | null; locationId: number | null };

const sortable = {
  barcode: loanerPods.barcode,
  bluetoothName: loanerPods.bluetoothName,
  locationName: locations.branchName,
  createdAt: loanerPods.createdAt,
};

export interface TPodQuery {
  keyword?: string;
  assigned?: boolean;
  sortField?: keyof typeof sortable;
  sortOrder?: 'ascend' | 'descend';
  page: number;
  pageSize: number;
}

// A pod with its location and, through its open assignment (at most one), its current holder.
const holderJoin = and(eq(podAssignments.podId, loanerPods.id), isNull(podAssignments.returnedAt));

function selectPods(db: DbOrTx) {
  return db
    .select(columns)
    .from(loanerPods)
    .leftJoin(locations, eq(locations.id, loanerPods.locationId))
    .leftJoin(podAssignments, holderJoin)
    .leftJoin(users, eq(users.id, podAssignments.userId));
}

function countPods(db: DbOrTx) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(loanerPods)
    .leftJoin(locations, eq(locations.id, loanerPods.locationId))
    .leftJoin(podAssignments, holderJoin)
    .leftJoin(users, eq(users.id, podAssignments.userId));
}

export async function listPods(db: DbOrTx, clubId: number, q: TPodQuery) {
  const pattern = q.keyword ? containsPattern(q.keyword) : null;
  const where: SQL | undefined = and(
    eq(loanerPods.clubId, clubId),
    pattern
      ? or(
          ilike(loanerPods.barcode, pattern),
          ilike(loanerPods.bluetoothName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.nickName, pattern),
        )
      : undefined,
    q.assigned === undefined
      ? undefined
      : q.assigned
        ? isNotNull(podAssignments.id)
        : isNull(podAssignments.id),
  );
  const rows = await selectPods(db)
    .where(where)
    .orderBy(...orderFor(sortable, q, loanerPods.id))
    .limit(q.pageSize)
    .offset(pageOffset(q.page, q.pageSize));
  const [count] = await countPods(db).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findPod(db: DbOrTx, clubId: number, id: number) {
  const [row] = await selectPods(db)
    .where(and(eq(loanerPods.id, id), eq(loanerPods.clubId, clubId)))
    .limit(1);
  return row;
}

export async function findPodByBarcode(db: DbOrTx, clubId: number, barcode: string) {
  const [row] = await selectPods(db)
    .where(and(eq(loanerPods.barcode, barcode), eq(loanerPods.clubId, clubId)))
    .limit(1);
  return row;
}

export async function insertPod(db: DbOrTx, clubId: number, values: TPodValues) {
  const [row] = await db
    .insert(loanerPods)
    .values({ ...values, clubId })
    .returning({ id: loanerPods.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updatePod(db: DbOrTx, clubId: number, id: number, values: TPodValues) {
  const rows = await db
    .update(loanerPods)
    .set(values)
    .where(and(eq(loanerPods.id, id), eq(loanerPods.clubId, clubId)))
    .returning({ id: loanerPods.id });
  return rows.length > 0;
}

/** Deletes a pod that is not lent out; false when there is no such pod (missing, foreign or lent). */
export async function deleteIdlePod(db: DbOrTx, clubId: number, id: number) {
  const rows = await db
    .delete(loanerPods)
    .where(
      and(
        eq(loanerPods.id, id),
        eq(loanerPods.clubId, clubId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(podAssignments)
            .where(and(eq(podAssignments.podId, loanerPods.id), isNull(podAssignments.returnedAt))),
        ),
      ),
    )
    .returning({ id: loanerPods.id });
  return rows.length > 0;
}

export async function podExists(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select({ id: loanerPods.id })
    .from(loanerPods)
    .where(and(eq(loanerPods.id, id), eq(loanerPods.clubId, clubId)))
    .limit(1);
  return Boolean(row);
}

export function podsWithBarcodes(db: DbOrTx, clubId: number, barcodes: string[]) {
  return db
    .select({ id: loanerPods.id, barcode: loanerPods.barcode })
    .from(loanerPods)
    .where(and(eq(loanerPods.clubId, clubId), inArray(loanerPods.barcode, barcodes)));
}

/**
 * Inserts the pods; a barcode the club already has updates that pod instead (only the columns named in
 * `update`). Returns how many were new: `xmax = 0` holds for a freshly inserted row, not an updated one.
 */
export async function upsertPods(
  db: DbOrTx,
  clubId: number,
  values: TPodValues[],
  update: { bluetoothName: boolean; locationId: boolean },
) {
  if (values.length === 0) return 0;
  const set = {
    // Always set something, so DO UPDATE returns known rows too; the barcode is set to itself.
    barcode: sql`excluded.barcode`,
    ...(update.bluetoothName ? { bluetoothName: sql`excluded.bluetooth_name` } : {}),
    ...(update.locationId ? { locationId: sql`excluded.location_id` } : {}),
  };
  const rows = await db
    .insert(loanerPods)
    .values(values.map((v) => ({ ...v, clubId })))
    .onConflictDoUpdate({ target: [loanerPods.clubId, loanerPods.barcode], set })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return rows.filter((r) => r.created).length;
}
