import { useProfile } from '../../features/auth/api/get-profile.ts';
import { LeaderboardPage } from '../../features/leaderboards/pages/leaderboard-page.tsx';

export function LeaderboardRoute() {
  const profile = useProfile().data;
  if (!profile) return null;
  return <LeaderboardPage role={profile.memberRole} clubId={profile.clientId} />;
}
