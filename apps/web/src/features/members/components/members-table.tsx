import type { TMemberListItem, TMemberSortField } from '@pulseboard/contract/members';
import type { TRole } from '@pulseboard/contract/roles';
import { formatDeviceId } from '@pulseboard/core/device-id';
import { Flex, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, type TPageQuery } from '../../../components/list-table.tsx';
import { useClubDayFormat } from '../../../hooks/use-club-zone.ts';
import type { TListState } from '../../../hooks/use-list-state.ts';
import { MemberRowActions } from './member-row-actions.tsx';

type TProps = {
  clubId: number;
  query: TPageQuery<TMemberListItem>;
  list: Pick<TListState<TMemberSortField>, 'pagination' | 'onTableChange' | 'sortOrderOf'>;
  canManage: boolean;
  /** The viewer's role: which row actions they are offered. */
  role: TRole;
  onEdit: (member: TMemberListItem) => void;
};

/** The server-paged member list; a name opens the member's page under the club details. */
export function MembersTable({ clubId, query, list, canManage, role, onEdit }: TProps) {
  const { t } = useTranslation();
  const day = useClubDayFormat(clubId);
  const sortable = (field: TMemberSortField) => ({
    key: field,
    sorter: true,
    sortOrder: list.sortOrderOf(field),
  });

  const columns: TableProps<TMemberListItem>['columns'] = [
    {
      ...sortable('name'),
      title: t('members.col.name'),
      render: (_, m) => (
        <Flex vertical>
          <Link to={`/clubs/details/${clubId}/members/${m.userId}`}>{m.name}</Link>
          {m.memberRole === 'coach' && (
            <Typography.Text type="secondary">{t('members.role.coach')}</Typography.Text>
          )}
        </Flex>
      ),
    },
    { ...sortable('email'), title: t('members.col.email'), dataIndex: 'email' },
    {
      ...sortable('deviceId'),
      title: t('members.col.deviceId'),
      // Decimal and hex once ("1000000 (0xF4240)"), however it was typed; an id that is not a number as typed.
      render: (_, m) => (m.deviceIdNum !== null ? formatDeviceId(m.deviceIdNum) : m.deviceId || '—'),
    },
    { key: 'location', title: t('members.col.location'), render: (_, m) => m.locationName ?? '—' },
    {
      key: 'status',
      title: t('members.col.status'),
      render: (_, m) => (
        <Flex wrap gap={4}>
          <Tag color={m.status === 'enabled' ? 'green' : 'default'}>{t(`members.status.${m.status}`)}</Tag>
          <Tag color={m.verified ? 'blue' : 'orange'}>
            {t(m.verified ? 'members.verified' : 'members.unverified')}
          </Tag>
        </Flex>
      ),
    },
    { key: 'pod', title: t('members.col.pod'), render: (_, m) => m.podBarcode ?? '—' },
    {
      key: 'maxHr',
      title: t('members.col.maxHr'),
      render: (_, m) =>
        m.effectiveMaxHr === null ? (
          '—'
        ) : (
          <Flex vertical>
            <Typography.Text>{m.effectiveMaxHr}</Typography.Text>
            <Typography.Text type="secondary">
              {t(m.maxHr === null ? 'members.maxHrAuto' : 'members.maxHrByHand')}
            </Typography.Text>
          </Flex>
        ),
    },
    {
      ...sortable('createdAt'),
      title: t('members.col.createdAt'),
      render: (_, m) => day(m.createdAt),
    },
    {
      key: 'actions',
      title: t('members.actions'),
      // Always in sight: a long name or email widens the table past its card.
      fixed: 'right',
      render: (_, m) => (
        <MemberRowActions clubId={clubId} member={m} role={role} onEdit={canManage ? onEdit : undefined} />
      ),
    },
  ];

  return (
    <ListTable<TMemberListItem>
      rowKey="userId"
      data-testid="members-table"
      columns={columns}
      list={list}
      query={query}
      emptyText={t('members.empty')}
    />
  );
}
