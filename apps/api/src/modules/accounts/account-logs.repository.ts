import type { TAccountLogAction, TAccountLogsQuery } from '@pulseboard/contract/accounts';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, pageOffset } from '../../lib/paging.ts';
import { users } from '../users/users.table.ts';
import { accountLogs } from './accounts.table.ts';

export async function insertAccountLog(
  db: DbOrTx,
  entry: {
    clubId: number;
    userId: number;
    actorId: number;
    action: TAccountLogAction;
    detail?: string | null;
  },
) {
  await db.insert(accountLogs).values({ ...entry, detail: entry.detail ?? null });
}

/** The day after an ISO date, so `to` includes its whole day (UTC). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** One page of an account's log, newest first, with the actor's names. */
export async function listAccountLogs(db: DbOrTx, clubId: number, userId: number, query: TAccountLogsQuery) {
  const filters: (SQL | undefined)[] = [eq(accountLogs.clubId, clubId), eq(accountLogs.userId, userId)];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(or(ilike(accountLogs.action, pattern), ilike(accountLogs.detail, pattern)));
  }
  if (query.from) filters.push(gte(accountLogs.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(accountLogs.createdAt, nextDay(query.to)));
  const where = and(...filters);
  const actor = alias(users, 'actor');
  const rows = await db
    .select({
      id: accountLogs.id,
      action: accountLogs.action,
      detail: accountLogs.detail,
      actorId: accountLogs.actorId,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      actorNickName: actor.nickName,
      actorEmail: actor.email,
      createdAt: accountLogs.createdAt,
    })
    .from(accountLogs)
    .leftJoin(actor, eq(actor.id, accountLogs.actorId))
    .where(where)
    .orderBy(desc(accountLogs.createdAt), desc(accountLogs.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const [total] = await db.select({ n: count() }).from(accountLogs).where(where);
  return { rows, totalRecords: total?.n ?? 0 };
}
