import type { TStationSettings, TStationSettingsInput } from '@pulseboard/contract/stations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { stationSettingsQueryOptions } from './get-station-settings.ts';

export function changeStationSettings(
  clubId: number,
  accountId: number,
  body: TStationSettingsInput,
): Promise<TStationSettings> {
  return request<TStationSettings>(
    `/dashboard/clients/${clubId}/accounts/${accountId}/actions/change-settings`,
    { method: 'POST', body },
  );
}

export function useChangeStationSettings(clubId: number, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStationSettingsInput) => changeStationSettings(clubId, accountId, body),
    onSuccess: (saved) =>
      queryClient.setQueryData(stationSettingsQueryOptions(clubId, accountId).queryKey, saved),
  });
}
