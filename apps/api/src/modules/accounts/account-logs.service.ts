import type { TAccountLog, TAccountLogsQuery } from '@pulseboard/contract/accounts';
import { displayName } from '@pulseboard/core/display-name';
import type { TDeps } from '../../lib/deps.ts';
import { listAccountLogs } from './account-logs.repository.ts';
import { loadClubAccount } from './accounts.service.ts';

/** An account's log, newest first; 404 for an account of another club. */
export async function getAccountLogs(
  deps: TDeps,
  clubId: number,
  accountId: number,
  query: TAccountLogsQuery,
): Promise<{ list: TAccountLog[]; totalRecords: number }> {
  await loadClubAccount(deps.db, clubId, accountId);
  const { rows, totalRecords } = await listAccountLogs(deps.db, clubId, accountId, query);
  const list = rows.map((r) => ({
    id: r.id,
    action: r.action,
    detail: r.detail,
    actorId: r.actorId,
    actorName:
      r.actorId === null
        ? null
        : displayName({
            firstName: r.actorFirstName,
            lastName: r.actorLastName,
            nickName: r.actorNickName,
            email: r.actorEmail,
          }),
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, totalRecords };
}
