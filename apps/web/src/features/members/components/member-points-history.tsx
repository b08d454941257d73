import type { TPointsKind } from '@pulseboard/contract/members-actions';
import { Alert, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEntry } from '../../../components/list-entry.tsx';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import { formatDateIn, formatNumber } from '../../../lib/format.ts';
import { useMemberPointsHistory } from '../api/get-member-points-history.ts';

const PAGE_SIZE = 5;
const KIND_KEYS = {
  workout: 'membersActions.kindWorkout',
  manual: 'membersActions.kindManual',
  reward_order: 'membersActions.kindRewardOrder',
  refund: 'membersActions.kindRefund',
  adjustment: 'membersActions.kindAdjustment',
} as const satisfies Record<TPointsKind, string>;

/** The member's ledger rows, newest first: amount, kind, rationale, date and who recorded it. */
export function MemberPointsHistory(props: { clubId: number; memberId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useMemberPointsHistory(props.clubId, props.memberId, { page, pageSize: PAGE_SIZE });
  // Dated on the club's calendar, as its workouts and classes are: the list waits for the zone.
  const zone = useClubZone(props.clubId);
  const rows = zone
    ? (history.data?.list ?? []).map((entry) => ({ ...entry, date: formatDateIn(entry.createdAt, zone) }))
    : [];
  if (history.isError) return <Alert type="error" title={t('membersActions.loadFailed')} />;
  return (
    <List
      size="small"
      data-testid="member-points-history"
      loading={history.isLoading || !zone}
      dataSource={rows}
      locale={{ emptyText: t('membersActions.noPoints') }}
      pagination={
        (history.data?.totalRecords ?? 0) > PAGE_SIZE && {
          current: page,
          pageSize: PAGE_SIZE,
          total: history.data?.totalRecords,
          size: 'small',
          simple: true,
          onChange: setPage,
        }
      }
      renderItem={(entry) => (
        <ListEntry
          title={
            <Typography.Text type={entry.amount < 0 ? 'danger' : 'success'}>
              {`${entry.amount > 0 ? '+' : ''}${formatNumber(entry.amount)} · ${t(KIND_KEYS[entry.kind])}`}
            </Typography.Text>
          }
          description={[entry.rationale, entry.date, entry.createdByName].filter(Boolean).join(' · ')}
        />
      )}
    />
  );
}
