import type { TMemberPoints, TPointsEntry as TPointsRow } from '@pulseboard/contract/members-actions';
import { displayName } from '@pulseboard/core/display-name';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { pageOffset } from '../../lib/paging.ts';
import {
  insertPoints,
  lockMemberPoints,
  pagePointsEntries,
  sumMemberPoints,
  type TPointsEntry,
} from './points.repository.ts';

export type { TPointsEntry };

function balanceOf(sums: { earned: number; spent: number }): TMemberPoints {
  return { ...sums, spendable: sums.earned - sums.spent };
}

/**
 * Writes one row of a member's points ledger inside the caller's transaction (a workout's ingestion,
 * a reward order, its refund, a staff award), so the points exist exactly when what caused them does.
 * With a `reference` it is idempotent: the same club, kind and reference is written once, and the
 * answer says whether this call wrote it.
 */
export async function recordPoints(tx: Tx, entry: TPointsEntry): Promise<{ recorded: boolean }> {
  return { recorded: await insertPoints(tx, entry) };
}

/** The member's earned, spent and spendable points in the club, summed over the ledger. */
export async function pointsBalance(db: DbOrTx, clubId: number, userId: number): Promise<TMemberPoints> {
  return balanceOf(await sumMemberPoints(db, clubId, userId));
}

/**
 * The balance with the member's points locked until the transaction ends: read it before a spending
 * (a reward order, a deduction) so two spendings at once cannot both use the same points.
 */
export async function pointsBalanceForUpdate(tx: Tx, clubId: number, userId: number): Promise<TMemberPoints> {
  await lockMemberPoints(tx, clubId, userId);
  return pointsBalance(tx, clubId, userId);
}

/** A page of the member's ledger rows, newest first, each with its rationale and who recorded it. */
export async function pointsHistory(
  db: DbOrTx,
  clubId: number,
  userId: number,
  paging: { page: number; pageSize: number },
): Promise<{ list: TPointsRow[]; totalRecords: number }> {
  const { rows, totalRecords } = await pagePointsEntries(db, clubId, userId, {
    offset: pageOffset(paging.page, paging.pageSize),
    limit: paging.pageSize,
  });
  const list = rows.map(
    ({ total: _t, authorFirstName, authorLastName, authorNickName, createdAt, ...row }) => ({
      ...row,
      createdByName:
        authorFirstName === null
          ? null
          : displayName({
              firstName: authorFirstName,
              lastName: authorLastName ?? '',
              nickName: authorNickName,
            }),
      createdAt: createdAt.toISOString(),
    }),
  );
  return { list, totalRecords };
}
