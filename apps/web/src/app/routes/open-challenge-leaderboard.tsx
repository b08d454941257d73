import { useParams } from 'react-router';
import { OpenChallengeLeaderboardPage } from '../../features/challenges/pages/open-challenge-leaderboard-page.tsx';

/** /open/challenge-leaderboard/:encryptionId: public, no layout, no sign-in. */
export function OpenChallengeLeaderboardRoute() {
  const { encryptionId = '' } = useParams();
  return <OpenChallengeLeaderboardPage key={encryptionId} shareId={encryptionId} />;
}
