import { LEADERBOARDS_ACCESS } from '@pulseboard/contract/leaderboards';
import { hasRole } from '@pulseboard/contract/roles';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { useLeaderboardPrivacy } from '../api/get-leaderboard-privacy.ts';
import { LeaderboardView } from './leaderboard-view.tsx';
import { ShareLinkCard } from './share-link-card.tsx';

/** The club's Leaderboard tab: its board, and for the club's owners the public link to it. */
export function LeaderboardTab({ clubId, role }: TClubTabProps) {
  const { t } = useTranslation();
  const manages = hasRole(role, LEADERBOARDS_ACCESS.manage);
  const privacy = useLeaderboardPrivacy(clubId, { enabled: manages });
  return (
    <Flex vertical gap="middle">
      {manages && (
        <ShareLinkCard clubId={clubId} hidesMembers={privacy.data?.hideFromPublicLeaderboards ?? false} />
      )}
      <Card title={t('route.leaderboard')} size="small">
        <LeaderboardView clubId={clubId} role={role} />
      </Card>
    </Flex>
  );
}
