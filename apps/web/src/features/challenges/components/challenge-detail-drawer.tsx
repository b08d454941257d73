import { EditOutlined, StopOutlined, TrophyOutlined } from '@ant-design/icons';
import type { TChallengeListItem } from '@pulseboard/contract/challenges';
import { Button, Drawer, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { LoadError } from '../../../components/list-states.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useViewActive } from '../../../hooks/use-view-active.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useEndChallenge } from '../api/end-challenge.ts';
import { useChallenge } from '../api/get-challenge.ts';
import { ChallengeExportButtons } from './challenge-export-buttons.tsx';
import { ChallengeParticipantsCard } from './challenge-participants-card.tsx';
import { ChallengeShareCard } from './challenge-share-card.tsx';
import { ChallengeSummary } from './challenge-summary.tsx';
import { ChallengeTeamsCard } from './challenge-teams-card.tsx';

/** The board page of a challenge (/challenge-leaderboard/:clubId/:challengeId). */
export const boardPath = (clubId: number, challengeId: number) =>
  `/challenge-leaderboard/${clubId}/${challengeId}`;

const ignore = () => undefined;

/** One challenge: its settings, board link and exports, public link, teams and participants. */
export function ChallengeDetailDrawer({
  clubId,
  challengeId,
  canManage,
  onEdit,
  onClose,
}: {
  clubId: number;
  challengeId: number | undefined;
  canManage: boolean;
  onEdit: (challenge: TChallengeListItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  // The drawer sits outside the page: hidden with its page when another view is shown (the board).
  const active = useViewActive();
  const query = useChallenge(clubId, challengeId);
  const end = useEndChallenge(clubId);
  const challenge = query.data;

  // Gone at once, not animated out, when its page is hidden: a closing drawer would linger over the board.
  if (!active) return null;
  return (
    <Drawer
      open={challengeId !== undefined}
      title={challenge?.name ?? t('challenges.detail')}
      onClose={onClose}
      size={isMobile ? '100%' : 760}
      destroyOnHidden
    >
      {query.isError && !challenge ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !challenge ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} data-testid="challenge-detail">
          <Flex wrap gap={8}>
            <Button
              type="primary"
              icon={<TrophyOutlined />}
              onClick={() => void navigate(boardPath(clubId, challenge.id))}
            >
              {t('challenges.board.open')}
            </Button>
            <ChallengeExportButtons clubId={clubId} challengeId={challenge.id} />
            {canManage && (
              <Button icon={<EditOutlined />} onClick={() => onEdit(challenge)}>
                {t('common.edit')}
              </Button>
            )}
            {canManage && challenge.status !== 'ended' && (
              <ConfirmPopover
                title={t('challenges.endConfirm', { name: challenge.name })}
                okText={t('challenges.end')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  end.mutateAsync(challenge.id).then(() => notifySuccess(t('challenges.ended')), ignore)
                }
              >
                <Button danger icon={<StopOutlined />}>
                  {t('challenges.end')}
                </Button>
              </ConfirmPopover>
            )}
          </Flex>
          <ChallengeSummary challenge={challenge} />
          <ChallengeShareCard clubId={clubId} challenge={challenge} canManage={canManage} />
          {challenge.type === 'team' && (
            <ChallengeTeamsCard clubId={clubId} challenge={challenge} canManage={canManage} />
          )}
          <ChallengeParticipantsCard clubId={clubId} challenge={challenge} canManage={canManage} />
        </Flex>
      )}
    </Drawer>
  );
}
