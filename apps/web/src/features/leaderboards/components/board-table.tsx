import type { TLeaderboard, TLeaderboardRow } from '@pulseboard/contract/leaderboards';
import { Avatar, Flex, Table, type TablePaginationConfig, type TableProps, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../../components/list-states.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { formatNumber } from '../../../lib/format.ts';
import { RankBadge } from './rank-badge.tsx';

/** The member's avatar when the club shows them (the API sends none otherwise), else their initial. */
export function MemberAvatar({ row, size }: { row: TLeaderboardRow; size?: number }) {
  return (
    <Avatar size={size} src={row.avatar ?? undefined} alt="" style={{ flex: 'none' }}>
      {Array.from(row.name)[0] ?? '?'}
    </Avatar>
  );
}

/**
 * A board as a table: rank (medals for the first three; ties share a rank), member, score. The caller's
 * own row is tinted and tagged, so a member finds themselves at a glance.
 */
export function BoardTable({
  board,
  loading,
  pagination,
  onChange,
}: {
  board?: TLeaderboard;
  loading: boolean;
  pagination?: TablePaginationConfig | false;
  onChange?: TableProps<TLeaderboardRow>['onChange'];
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const meId = board?.me?.memberId;
  const mine = (row: TLeaderboardRow) =>
    row.memberId === meId ? { style: { background: token.colorPrimaryBg } } : {};
  return (
    <Table<TLeaderboardRow>
      rowKey="memberId"
      size={isMobile ? 'small' : 'middle'}
      loading={loading}
      dataSource={board?.list ?? []}
      pagination={pagination}
      onChange={onChange}
      locale={{ emptyText: loading ? ' ' : <EmptyList text={t('leaderboards.empty')} /> }}
      columns={[
        {
          key: 'rank',
          title: t('leaderboards.rank'),
          width: isMobile ? 56 : 76,
          align: 'center',
          onCell: mine,
          render: (_, row) => <RankBadge rank={row.rank} />,
        },
        {
          key: 'name',
          title: t('leaderboards.member'),
          onCell: mine,
          render: (_, row) => (
            <Flex align="center" gap="small" style={{ minWidth: 0 }}>
              <MemberAvatar row={row} />
              <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span>
              {row.memberId === meId && <Tag color="blue">{t('leaderboards.you')}</Tag>}
            </Flex>
          ),
        },
        {
          key: 'score',
          title: board ? t(`leaderboards.measure.${board.measure}`) : '',
          align: 'right',
          width: isMobile ? 80 : 120,
          onCell: mine,
          render: (_, row) => (
            <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{formatNumber(row.score)}</strong>
          ),
        },
      ]}
    />
  );
}
