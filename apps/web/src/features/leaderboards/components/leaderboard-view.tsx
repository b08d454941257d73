import { DesktopOutlined, DownloadOutlined } from '@ant-design/icons';
import { LEADERBOARDS_ACCESS } from '@pulseboard/contract/leaderboards';
import { hasRole, type TRole } from '@pulseboard/contract/roles';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { useListState } from '../../../hooks/use-list-state.ts';
import { formatDate } from '../../../lib/format.ts';
import { type TExportFormat, useExportLeaderboard } from '../api/export-leaderboard.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { BOARD_PARAMS, boardFilter, boardSearch } from '../utils/board-query.ts';
import { BoardFilters } from './board-filters.tsx';
import { BoardTable } from './board-table.tsx';

const NO_SORT: readonly never[] = [];

/**
 * A club's board with its filters (in the URL), the caller's own rank, the exports (staff) and a link to
 * the TV view: the /leaderboard/index page and the club's Leaderboard tab show the same thing.
 */
export function LeaderboardView({ clubId, role }: { clubId: number; role: TRole }) {
  const { t } = useTranslation();
  const list = useListState<never, (typeof BOARD_PARAMS)[number]>(NO_SORT, { filters: BOARD_PARAMS });
  const filter = boardFilter(list.filters);
  const board = useLeaderboard(
    clubId,
    filter && { filter, page: list.query.page, pageSize: list.query.pageSize },
  );
  const exporter = useExportLeaderboard(clubId);
  const data = board.data;
  const me = data?.me;
  const exportButton = (format: TExportFormat, label: string) => (
    <Button
      icon={<DownloadOutlined />}
      disabled={!filter}
      loading={exporter.isPending && exporter.variables?.format === format}
      onClick={() => filter && exporter.mutate({ format, filter })}
    >
      {label}
    </Button>
  );
  const actions = (
    <Flex wrap gap="small">
      {hasRole(role, LEADERBOARDS_ACCESS.export) && (
        <>
          {exportButton('csv', t('leaderboards.exportCsv'))}
          {exportButton('xlsx', t('leaderboards.exportXlsx'))}
        </>
      )}
      <Button
        icon={<DesktopOutlined />}
        href={`/leaderboard-page/${clubId}${filter ? boardSearch(filter) : ''}`}
        target="_blank"
        rel="noopener"
        data-testid="leaderboard-tv-link"
      >
        {t('leaderboards.tv')}
      </Button>
    </Flex>
  );

  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" justify="space-between" align="center">
        <BoardFilters params={list.filters} onChange={list.setFilters} locations={data?.locations} />
        {actions}
      </Flex>
      {data && filter && (
        <Flex wrap gap="middle" justify="space-between">
          <Typography.Text type="secondary" data-testid="leaderboard-range">
            {t('leaderboards.range', { from: formatDate(data.period.from), to: formatDate(data.period.to) })}
          </Typography.Text>
          {me && (
            <Typography.Text strong data-testid="leaderboard-my-rank">
              {t('leaderboards.yourRank', { rank: me.rank, total: data.totalRecords })}
            </Typography.Text>
          )}
        </Flex>
      )}
      {!filter ? (
        <EmptyList text={t('leaderboards.pickDays')} />
      ) : board.isError && !data ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <BoardTable
          board={data}
          loading={board.isFetching || (board.isPending && Boolean(filter))}
          pagination={list.pagination(data?.totalRecords)}
          onChange={list.onTableChange}
        />
      )}
    </Flex>
  );
}
