import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http.ts';

/** Anonymises the member while keeping the club's aggregates ('privacy.memberErased'). */
export function eraseMember(clubId: number, memberId: number): Promise<{ ok: true }> {
  return request(`/dashboard/clients/${clubId}/privacy/members/${memberId}/actions/erase`, {
    method: 'POST',
  });
}

export function useEraseMember(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => eraseMember(clubId, memberId),
    // Names, emails and pods change everywhere in the club.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clubs', clubId] }),
  });
}
