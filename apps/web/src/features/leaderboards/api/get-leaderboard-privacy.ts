import type { TClubPrivacy } from '@pulseboard/contract/club-modules';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';
import { clubKeys } from '../../../lib/query-keys.ts';

/**
 * The club's privacy settings, to warn beside the share link when members are hidden from public boards.
 * Under the same key as the Data Privacy tab, so a change saved there shows here at once.
 */
export function useLeaderboardPrivacy(clubId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clubKeys.privacy(clubId),
    queryFn: ({ signal }) => request<TClubPrivacy>(`/dashboard/clients/${clubId}/privacy`, { signal }),
    enabled,
  });
}
