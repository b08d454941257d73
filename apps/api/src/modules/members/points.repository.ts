import type { TPointsKind } from '@pulseboard/contract/members-actions';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { totalOf, totalRows } from '../../lib/paging.ts';
import { users } from '../users/users.table.ts';
import { pointsLedger } from './members.table.ts';

export interface TPointsEntry {
  clubId: number;
  userId: number;
  /** Positive earns, negative spends. */
  amount: number;
  kind: TPointsKind;
  rationale?: string | null;
  /** What caused the row (`workout:42`, `order:7`); a second row with the same club, kind and reference is not written. */
  reference?: string | null;
  createdBy?: number | null;
}

/** Writes one ledger row; false when a row with the same club, kind and reference exists already. */
export async function insertPoints(tx: Tx, entry: TPointsEntry) {
  const rows = await tx
    .insert(pointsLedger)
    .values({
      clubId: entry.clubId,
      userId: entry.userId,
      amount: entry.amount,
      kind: entry.kind,
      rationale: entry.rationale ?? null,
      reference: entry.reference ?? null,
      createdBy: entry.createdBy ?? null,
    })
    .onConflictDoNothing({
      target: [pointsLedger.clubId, pointsLedger.kind, pointsLedger.reference],
      where: sql`reference IS NOT NULL`,
    })
    .returning({ id: pointsLedger.id });
  return rows.length > 0;
}

/**
 * Serialises writes to one member's points in one club until the transaction ends, so a balance read
 * after it stays true until the row that depends on it is written (two deductions cannot both pass).
 */
export async function lockMemberPoints(tx: Tx, clubId: number, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${clubId}, ${userId})`);
}

/** The member's sums in the club: what was earned (net of deductions) and spent (net of refunds). */
export async function sumMemberPoints(db: DbOrTx, clubId: number, userId: number) {
  const spending = sql`${pointsLedger.kind} IN ('reward_order', 'refund')`;
  const [row] = await db
    .select({
      earned: sql<number>`coalesce(sum(${pointsLedger.amount}) FILTER (WHERE NOT ${spending}), 0)::int`,
      spent: sql<number>`coalesce(-sum(${pointsLedger.amount}) FILTER (WHERE ${spending}), 0)::int`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.clubId, clubId), eq(pointsLedger.userId, userId)));
  return { earned: row?.earned ?? 0, spent: row?.spent ?? 0 };
}

const author = alias(users, 'author');

/** A page of the member's ledger rows in the club, newest first, with who recorded each. */
export async function pagePointsEntries(
  db: DbOrTx,
  clubId: number,
  userId: number,
  opts: { offset: number; limit: number },
) {
  const where = and(eq(pointsLedger.clubId, clubId), eq(pointsLedger.userId, userId));
  const rows = await db
    .select({
      id: pointsLedger.id,
      amount: pointsLedger.amount,
      kind: pointsLedger.kind,
      rationale: pointsLedger.rationale,
      reference: pointsLedger.reference,
      createdAt: pointsLedger.createdAt,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      authorNickName: author.nickName,
      total: totalRows(),
    })
    .from(pointsLedger)
    .leftJoin(author, eq(author.id, pointsLedger.createdBy))
    .where(where)
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const totalRecords = await totalOf(rows, opts.offset, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pointsLedger).where(where);
    return row?.n ?? 0;
  });
  return { rows, totalRecords };
}
