import type { ZMemberExport } from '@pulseboard/contract/club-modules';
import type { z } from 'zod';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';

export type TMemberExport = z.infer<typeof ZMemberExport>;

export function exportMemberData(clubId: number, memberId: number): Promise<TMemberExport> {
  return request<TMemberExport>(`/dashboard/clients/${clubId}/privacy/members/${memberId}/export`);
}

/** Fetches one member's data; the caller saves it as a file. */
export function useExportMemberData(clubId: number) {
  return useApiMutation({ mutationFn: (memberId: number) => exportMemberData(clubId, memberId) });
}
