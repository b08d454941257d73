import { useParams } from 'react-router';
import { useProfile } from '../../features/auth/api/get-profile.ts';
import { LeaderboardTvPage } from '../../features/leaderboards/pages/leaderboard-tv-page.tsx';

/** /leaderboard-page/:clubId?: the club in the address, else the signed-in user's own. */
export function LeaderboardTvRoute() {
  const { clubId } = useParams();
  const profile = useProfile().data;
  if (!profile) return null;
  const club = clubId ? Number(clubId) : (profile.clientId ?? undefined);
  return <LeaderboardTvPage clubId={Number.isInteger(club) && club ? club : undefined} />;
}
