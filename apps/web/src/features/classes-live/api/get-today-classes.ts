import type { TClass } from '@pulseboard/contract/classes';
import type { TLiveClassInfo, TLiveState } from '@pulseboard/contract/classes-live';
import type { TPage } from '@pulseboard/contract/envelope';
import { addDays } from '@pulseboard/core/date-range';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { liveClassKeys } from '../../../lib/query-keys.ts';

/** A class of today with its live information: running when started and not stopped. */
export type TTodayClass = TClass & { live: TLiveClassInfo; running: boolean; finished: boolean };

// A club runs a handful of classes a day; one page holds them all.
const TODAY_PAGE_SIZE = 100;

export function getLiveState(clubId: number, classId: number, signal?: AbortSignal) {
  return request<TLiveState>(`/dashboard/clients/${clubId}/classes/${classId}/live-state`, { signal });
}

/**
 * Today's classes (running first, then the rest by start time). Yesterday is asked too, so a class that
 * started before midnight and still runs is not lost; finished ones of yesterday are left out.
 */
export async function getTodayClasses(
  clubId: number,
  day: string,
  signal?: AbortSignal,
): Promise<TTodayClass[]> {
  const page = await request<TPage<TClass>>(`/dashboard/clients/${clubId}/classes/page/1`, {
    method: 'POST',
    query: { pageSize: TODAY_PAGE_SIZE },
    body: { from: addDays(day, -1), to: day },
    signal,
  });
  const classes = page.list.filter((c) => !c.cancelled);
  const states = await Promise.all(classes.map((c) => getLiveState(clubId, c.id, signal)));
  const withLive = classes.map((c, i): TTodayClass => {
    const live = states[i]?.class ?? { ...c, startedAt: null, stoppedAt: null };
    return {
      ...c,
      live,
      running: Boolean(live.startedAt && !live.stoppedAt),
      finished: Boolean(live.stoppedAt),
    };
  });
  return withLive
    .filter((c) => c.date === day || c.running)
    .sort((a, b) => Number(b.running) - Number(a.running) || a.startsAt.localeCompare(b.startsAt));
}

export const todayClassesQueryOptions = (clubId: number, day: string) =>
  queryOptions({
    queryKey: liveClassKeys.today(clubId, day),
    queryFn: ({ signal }) => getTodayClasses(clubId, day, signal),
    // A class started from another screen shows up within half a minute.
    refetchInterval: 30_000,
  });

export function useTodayClasses(clubId: number, day: string | undefined) {
  return useQuery({ ...todayClassesQueryOptions(clubId, day ?? ''), enabled: Boolean(day) });
}
