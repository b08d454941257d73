import type { TClass } from '@pulseboard/contract/classes';
import type { TPage } from '@pulseboard/contract/envelope';
import { addDays } from '@pulseboard/core/date-range';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { liveClassKeys } from '../../../lib/query-keys.ts';

/** A class of today: running when started and not stopped (the list carries both times). */
export type TTodayClass = TClass & { running: boolean; finished: boolean };

// A club runs a handful of classes a day; one page holds them all.
const TODAY_PAGE_SIZE = 100;

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
  const withLive = page.list
    .filter((c) => !c.cancelled)
    .map(
      (c): TTodayClass => ({
        ...c,
        running: Boolean(c.startedAt && !c.stoppedAt),
        finished: Boolean(c.stoppedAt),
      }),
    );
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
