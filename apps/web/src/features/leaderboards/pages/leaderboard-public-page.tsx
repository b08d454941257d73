import { Alert, Button, Card, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { EmptyList } from '../../../components/list-states.tsx';
import { useListState } from '../../../hooks/use-list-state.ts';
import { formatDate } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { usePublicLeaderboard } from '../api/get-public-leaderboard.ts';
import { BoardFilters } from '../components/board-filters.tsx';
import { BoardTable } from '../components/board-table.tsx';
import { BOARD_PARAMS, boardFilter } from '../utils/board-query.ts';

const NO_SORT: readonly never[] = [];
const pageStyle = { maxWidth: 720, margin: '0 auto', padding: 12, minHeight: '100vh' } as const;

/**
 * /leaderboard-mobile-page/:clubId/:token? (public, no layout): a club's board for anyone holding its
 * share link, made for a phone. A missing, replaced or switched-off link says so and what to do.
 */
export function LeaderboardPublicPage({ clubId, token }: { clubId: number; token?: string }) {
  const { t } = useTranslation();
  const list = useListState<never, (typeof BOARD_PARAMS)[number]>(NO_SORT, { filters: BOARD_PARAMS });
  const filter = boardFilter(list.filters);
  const valid = Number.isInteger(clubId) && clubId > 0 && Boolean(token);
  const board = usePublicLeaderboard(
    clubId,
    valid ? token : undefined,
    filter && { filter, page: list.query.page, pageSize: list.query.pageSize },
  );
  const data = board.data;
  const refused = !valid || (board.error instanceof ApiError && board.error.status === 404);

  let body: ReactNode;
  if (refused) {
    body = (
      <Result
        status="warning"
        title={t('leaderboards.public.invalidTitle')}
        subTitle={t('leaderboards.public.invalidText')}
        data-testid="leaderboard-invalid-link"
      />
    );
  } else if (board.isError && !data) {
    body = (
      <Result
        status="warning"
        title={t('leaderboards.public.errorTitle')}
        extra={
          <Button type="primary" onClick={() => void board.refetch()}>
            {t('leaderboards.public.retry')}
          </Button>
        }
      />
    );
  } else if (!data && !filter) {
    // A custom range without its days, typed into the address: offer the filters to finish it.
    body = (
      <Flex vertical gap="middle">
        <BoardFilters params={list.filters} onChange={list.setFilters} />
        <EmptyList text={t('leaderboards.pickDays')} />
      </Flex>
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <Flex vertical gap="middle">
        <Flex align="center" gap="middle">
          <img src={data.club.logoUrl} alt="" style={{ height: 48, maxWidth: 120, objectFit: 'contain' }} />
          <h1 style={{ margin: 0, fontSize: 24, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
            {data.club.name}
          </h1>
        </Flex>
        <BoardFilters params={list.filters} onChange={list.setFilters} locations={data.locations} />
        {filter && (
          <span style={{ color: 'rgba(0, 0, 0, 0.65)' }} data-testid="leaderboard-range">
            {t('leaderboards.range', { from: formatDate(data.period.from), to: formatDate(data.period.to) })}
          </span>
        )}
        {!filter ? (
          <EmptyList text={t('leaderboards.pickDays')} />
        ) : data.hidden ? (
          <Alert type="info" showIcon title={t('leaderboards.public.hidden')} />
        ) : (
          <BoardTable
            board={data}
            loading={board.isFetching}
            pagination={list.pagination(data.totalRecords)}
            onChange={list.onTableChange}
          />
        )}
      </Flex>
    );
  }

  return (
    <main style={pageStyle}>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <LanguageSwitch />
      </Flex>
      <Card styles={{ body: { padding: 16 } }}>{body}</Card>
    </main>
  );
}
