import type { TLeaderboardFilterInput } from '@pulseboard/contract/leaderboards';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { downloadFile } from '../../../lib/download.ts';

export type TExportFormat = 'csv' | 'xlsx';

export function exportLeaderboard(clubId: number, format: TExportFormat, filter: TLeaderboardFilterInput) {
  // The export takes the API's names (locationId), not the page's URL names.
  const search = new URLSearchParams(
    Object.entries(filter).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return downloadFile(
    `/dashboard/clients/${clubId}/leaderboard/export/${format}${search ? `?${search}` : ''}`,
    `leaderboard.${format}`,
  );
}

/** Downloads the whole board as it is filtered, signed in through the header (lib/download.ts). */
export function useExportLeaderboard(clubId: number) {
  return useApiMutation({
    mutationFn: ({ format, filter }: { format: TExportFormat; filter: TLeaderboardFilterInput }) =>
      exportLeaderboard(clubId, format, filter),
  });
}
