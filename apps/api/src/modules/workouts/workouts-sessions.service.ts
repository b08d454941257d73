// My Sessions (POST /dashboard/workouts/sessions/page/{page}). Until classes exist, a session is the set
// of workouts one station of the coach's club recorded together: the station's workouts in start order,
// a new session opening when a workout starts more than SESSION_GAP_MINUTES after the one before
// (workouts-sessions.repository.ts). Only workouts a station sent count; the members' app has none.
import type { TWorkoutListItem } from '@pulseboard/contract/workouts';
import type { TSession, TSessionListFilter, TSessionPage } from '@pulseboard/contract/workouts-sessions';
import { displayName } from '@pulseboard/core/display-name';
import { DEFAULT_CLUB_ZONE_SETTINGS } from '@pulseboard/core/hr-zones';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { findSessionWorkouts, findStations, pageSessionIds } from './workouts-sessions.repository.ts';

type TPaging = { page: number; pageSize: number };
type TRow = Awaited<ReturnType<typeof findSessionWorkouts>>[number];

function participant(row: TRow): TWorkoutListItem {
  return {
    ...row,
    startTime: row.startTime.toISOString(),
    memberName: displayName(row),
    dataSource: row.dataSource as TWorkoutListItem['dataSource'],
    zoneColors: row.scoring?.colors ?? [...(DEFAULT_CLUB_ZONE_SETTINGS.colors ?? [])],
  };
}

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
      participants: members.map(participant),
    };
  });
  return { list, totalRecords: page.totalRecords };
}
