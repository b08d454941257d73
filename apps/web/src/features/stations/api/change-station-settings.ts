import type { TStationSettings, TStationSettingsInput } from '@pulseboard/contract/stations';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

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
  return useApiMutation({
    mutationFn: (body: TStationSettingsInput) => changeStationSettings(clubId, accountId, body),
    onSuccess: (saved, _variables, _result, { client }) =>
      client.setQueryData(accountKeys.stationSettings(clubId, accountId), saved),
  });
}
