import type { TSession, TSessionListFilter, TSessionPage } from '@pulseboard/contract/workouts-sessions';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { toClassHeader } from '../classes/classes-summary.service.ts';
import { pageSessionClasses } from './workouts-sessions.repository.ts';

type TPaging = { page: number; pageSize: number };

/**
 * A page of the caller's classes, newest first, with attendance: a coach's are the classes whose
 * trainer is linked to their login, a club admin's all the club's (none without a club).
 */
export async function listSessions(
  deps: TDeps,
  caller: TPrincipal,
  filter: TSessionListFilter | undefined,
  paging: TPaging,
): Promise<TSessionPage> {
  if (!caller.clubId) return { list: [], totalRecords: 0 };
  const scope = {
    clubId: caller.clubId,
    trainerUserId: caller.role === 'club' ? undefined : caller.userId,
    from: filter?.from,
    to: filter?.to,
  };
  const page = await pageSessionClasses(deps.db, scope, {
    limit: paging.pageSize,
    offset: pageOffset(paging.page, paging.pageSize),
  });
  const list = page.list.map(
    (row): TSession => ({
      classId: row.classId,
      ...toClassHeader(row),
      booked: row.booked,
      attended: row.attended,
      absent: row.absent,
    }),
  );
  return { list, totalRecords: page.totalRecords };
}
