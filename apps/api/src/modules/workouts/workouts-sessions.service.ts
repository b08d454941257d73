import type { TSession, TSessionListFilter, TSessionPage } from '@pulseboard/contract/workouts-sessions';
import { displayName } from '@pulseboard/core/display-name';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { toWorkoutListItem } from './workouts.service.ts';
import { findSessionWorkouts, findStations, pageSessionIds } from './workouts-sessions.repository.ts';

type TPaging = { page: number; pageSize: number };

/** A page of the sessions the stations of the caller's club recorded, newest first (none without a club). */
export async function listSessions(
  deps: TDeps,
  caller: TPrincipal,
  filter: TSessionListFilter | undefined,
  paging: TPaging,
): Promise<TSessionPage> {
  if (!caller.clubId) return { list: [], totalRecords: 0 };
  const scope = { clubId: caller.clubId, from: filter?.from, to: filter?.to };
  const page = await pageSessionIds(deps.db, scope, {
    limit: paging.pageSize,
    offset: pageOffset(paging.page, paging.pageSize),
  });
  const rows = await findSessionWorkouts(
    deps.db,
    page.list.flatMap((s) => s.ids),
  );
  const byId = new Map(rows.map((r) => [r.id, r] as const));
  const stations = await findStations(deps.db, [...new Set(page.list.map((s) => s.accountId))]);
  const list = page.list.map((session): TSession => {
    const members = session.ids.flatMap((id) => byId.get(id) ?? []);
    const first = members[0];
    const end = Math.max(...members.map((m) => m.startTime.getTime() + m.durationSeconds * 1000));
    const station = stations.get(session.accountId);
    return {
      key: `${session.accountId}-${first?.id ?? 0}`,
      accountId: session.accountId,
      stationName: station ? displayName(station) || station.email : String(session.accountId),
      startTime: (first?.startTime ?? new Date(0)).toISOString(),
      endTime: new Date(Number.isFinite(end) ? end : 0).toISOString(),
      locationName: first?.locationName ?? null,
      participants: members.map(toWorkoutListItem),
    };
  });
  return { list, totalRecords: page.totalRecords };
}
