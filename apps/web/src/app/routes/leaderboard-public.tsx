import { useParams } from 'react-router';
import { LeaderboardPublicPage } from '../../features/leaderboards/pages/leaderboard-public-page.tsx';

/** /leaderboard-mobile-page/:clubId/:token?: public; the club id is read as a number (SPEC.md section 2). */
export function LeaderboardPublicRoute() {
  const { clubId, token } = useParams();
  return <LeaderboardPublicPage clubId={Number(clubId)} token={token} />;
}
