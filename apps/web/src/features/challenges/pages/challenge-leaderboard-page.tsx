import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/list-states.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useChallengeBoard } from '../api/get-challenge-board.ts';
import { BoardViewSwitch, useBoardView } from '../components/board-view-switch.tsx';
import { BoardHeader, BoardStandings } from '../components/challenge-board.tsx';
import { ChallengeExportButtons } from '../components/challenge-export-buttons.tsx';

/**
 * /challenge-leaderboard/:clubId/:challengeId: a challenge's board for the club's staff, with its teams
 * and their members, the criterion in words, and the exports of what is shown.
 */
export function ChallengeLeaderboardPage({
  clubId,
  challengeId,
  backPath,
}: {
  clubId: number;
  challengeId: number;
  /** The challenge in its club tab, where the viewer may open it. */
  backPath?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [view, setView] = useBoardView();
  const board = useChallengeBoard(clubId, challengeId, view);
  const data = board.data;
  usePageTitle(data?.name);

  return (
    <Card
      title={
        <SectionTitle look={4} style={{ margin: 0, whiteSpace: 'normal' }}>
          {data?.name ?? t('route.challengeLeaderboard')}
        </SectionTitle>
      }
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
      extra={
        backPath && (
          // On a phone the icon alone, so the challenge's name keeps the width.
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label={t('challenges.board.back')}
            onClick={() => void navigate(backPath)}
          >
            {isMobile ? null : t('challenges.board.back')}
          </Button>
        )
      }
    >
      {board.isError && !data ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <BoardHeader board={data} />
          <Flex wrap gap={8} justify="space-between" align="center">
            {data.type === 'team' ? <BoardViewSwitch value={data.view} onChange={setView} /> : <span />}
            <ChallengeExportButtons clubId={clubId} challengeId={challengeId} view={data.view} />
          </Flex>
          <BoardStandings board={data} />
        </Flex>
      )}
    </Card>
  );
}
