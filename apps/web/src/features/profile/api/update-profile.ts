import type { TProfile, TProfileUpdate } from '@pulseboard/contract/profile';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';

export function updateProfile(body: TProfileUpdate): Promise<TProfile> {
  return request<TProfile>('/dashboard/profile', { method: 'POST', body });
}

export function useUpdateProfile({ onSaved }: { onSaved: (profile: TProfile) => void }) {
  return useMutation({ mutationFn: updateProfile, onSuccess: onSaved });
}
