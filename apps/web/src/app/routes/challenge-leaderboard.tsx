import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProfile } from '../../features/auth/api/get-profile.ts';
import { ChallengeLeaderboardPage } from '../../features/challenges/pages/challenge-leaderboard-page.tsx';

/** /challenge-leaderboard/:clubId/:challengeId; back leads to the challenge in its club's Challenge tab. */
export function ChallengeLeaderboardRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const profile = useProfile().data;
  const clubId = Number(params.clubId);
  const challengeId = Number(params.challengeId);
  if (!profile) return null;
  if (!(clubId > 0 && challengeId > 0 && Number.isInteger(clubId) && Number.isInteger(challengeId)))
    return <Result status="404" title={t('route.notFound')} />;
  const role = profile.memberRole;
  // Staff reach their own club's tabs through My Club; the platform admin through the club's details.
  const tab =
    role === 'accuro'
      ? `/clubs/details/${clubId}/challenge/${challengeId}`
      : role === 'member'
        ? undefined
        : `/clubs/my-details/challenge/${challengeId}`;
  return (
    <ChallengeLeaderboardPage
      key={`${clubId}-${challengeId}`}
      clubId={clubId}
      challengeId={challengeId}
      backPath={tab}
    />
  );
}
