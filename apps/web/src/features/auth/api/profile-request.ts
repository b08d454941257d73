import type { TProfile } from '@pulseboard/contract/profile';
import { request } from '../../../lib/http.ts';

/**
 * The signed-in user's profile, straight from the API. Apart from the profile query (get-profile.ts) so
 * the app's entry can send it without loading the query cache first (app/guards.ts).
 */
export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<TProfile> {
  return request<TProfile>('/dashboard/profile', { signal });
}
