import { Button, Flex, Result, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { usePublicChallengeBoard } from '../api/get-public-challenge-board.ts';
import { BoardViewSwitch, useBoardView } from '../components/board-view-switch.tsx';
import { BoardHeader, BoardStandings } from '../components/challenge-board.tsx';

/**
 * /open/challenge-leaderboard/:encryptionId: the public board of a challenge, opened by its share id
 * without signing in. Large type for a phone held at arm's length or a screen across a room; it
 * refreshes itself. A replaced or unknown link says so instead of showing an error.
 */
export function OpenChallengeLeaderboardPage({ shareId }: { shareId: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [view, setView] = useBoardView();
  const board = usePublicChallengeBoard(shareId, view);
  const data = board.data;
  const gone = board.error instanceof ApiError && board.error.status === 404;
  usePageTitle(data?.name);

  return (
    <main style={{ minHeight: '100vh', background: token.colorBgLayout, padding: 'clamp(12px, 3vw, 40px)' }}>
      <Flex vertical gap={20} style={{ maxWidth: 960, marginInline: 'auto' }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 16 }}>
            {data?.clubName ?? t('app.title')}
          </Typography.Text>
          <LanguageSwitch />
        </Flex>
        {gone ? (
          <Result
            status="warning"
            title={t('challenges.open.invalidTitle')}
            subTitle={t('challenges.open.invalidText')}
            data-testid="open-board-invalid"
          />
        ) : board.isError && !data ? (
          <Result
            status="error"
            title={errorMessage(board.error)}
            extra={
              <Button type="primary" onClick={() => void board.refetch()}>
                {t('list.retry')}
              </Button>
            }
          />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <>
            <Typography.Title
              level={1}
              style={{ margin: 0, fontSize: 'clamp(26px, 5vw, 44px)', overflowWrap: 'anywhere' }}
            >
              {data.name}
            </Typography.Title>
            <BoardHeader board={data} large />
            {data.type === 'team' && <BoardViewSwitch value={data.view} onChange={setView} />}
            <BoardStandings board={data} large />
            <Typography.Text type="secondary">{t('challenges.open.refreshes')}</Typography.Text>
          </>
        )}
      </Flex>
    </main>
  );
}
