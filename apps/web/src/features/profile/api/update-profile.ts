import type { TProfile, TProfileUpdate } from '@pulseboard/contract/profile';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { memberHistoryKeys } from '../../../lib/query-keys.ts';

export function updateProfile(body: TProfileUpdate): Promise<TProfile> {
  return request<TProfile>('/dashboard/profile', { method: 'POST', body });
}

export function useUpdateProfile({ onSaved }: { onSaved: (profile: TProfile) => void }) {
  return useApiMutation({
    mutationFn: updateProfile,
    onSuccess: onSaved,
    // A weight or body fat typed on the form is also a reading of the user's own history.
    invalidates: [memberHistoryKeys.all('self')],
  });
}
