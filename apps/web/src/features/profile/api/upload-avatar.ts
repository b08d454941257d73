import type { TProfile } from '@pulseboard/contract/profile';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';

/** Multipart upload, field `file`; the answer is the profile with its new avatar URL. */
export function uploadAvatar(file: File): Promise<TProfile> {
  const body = new FormData();
  body.append('file', file);
  return request<TProfile>('/dashboard/profile/avatar', { method: 'POST', body });
}

export function useUploadAvatar({ onSaved }: { onSaved: (profile: TProfile) => void }) {
  return useApiMutation({ mutationFn: uploadAvatar, onSuccess: onSaved });
}
