import type { TStationSettings } from '@pulseboard/contract/stations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

export function getStationSettings(clubId: number, accountId: number, signal?: AbortSignal) {
  return request<TStationSettings>(`/dashboard/clients/${clubId}/accounts/${accountId}/settings`, { signal });
}

export const stationSettingsQueryOptions = (clubId: number, accountId: number) =>
  queryOptions({
    queryKey: accountKeys.stationSettings(clubId, accountId),
    queryFn: ({ signal }) => getStationSettings(clubId, accountId, signal),
  });

export function useStationSettings(clubId: number, accountId: number | undefined) {
  return useQuery({
    ...stationSettingsQueryOptions(clubId, accountId ?? 0),
    enabled: accountId !== undefined,
  });
}
