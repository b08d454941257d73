import type { TChallengeBoardView } from '@pulseboard/contract/challenges';
import { downloadFile } from '../../../lib/download.ts';

export type TExportFormat = 'csv' | 'xlsx';

/** GET .../challenges/{challengeId}/leaderboard/export/{csv|xlsx}?view=: the board as a file, signed in. */
export function exportChallengeBoard(
  clubId: number,
  challengeId: number,
  format: TExportFormat,
  view: TChallengeBoardView | undefined,
): Promise<void> {
  const query = view ? `?view=${view}` : '';
  return downloadFile(
    `/dashboard/clients/${clubId}/challenges/${challengeId}/leaderboard/export/${format}${query}`,
    `challenge-${challengeId}.${format}`,
  );
}
