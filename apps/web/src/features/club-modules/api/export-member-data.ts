import type { ZMemberExport } from '@pulseboard/contract/club-modules';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http.ts';

export type TMemberExport = z.infer<typeof ZMemberExport>;

export function exportMemberData(clubId: number, memberId: number): Promise<TMemberExport> {
  return request<TMemberExport>(`/dashboard/clients/${clubId}/privacy/members/${memberId}/export`);
}

/** Fetches one member's data; the caller saves it as a file. */
export function useExportMemberData(clubId: number) {
  return useMutation({ mutationFn: (memberId: number) => exportMemberData(clubId, memberId) });
}
