import type { ACCOUNT_SORT_FIELDS, TAccount } from '@pulseboard/contract/accounts';
import type { TRole } from '@pulseboard/contract/roles';
import { Flex, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { ListTable, type TPageQuery } from '../../../components/list-table.tsx';
import type { TListState } from '../../../hooks/use-list-state.ts';
import { AccountRowActions, type TAccountDialog } from './account-row-actions.tsx';

export type TAccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

type TProps = {
  clubId: number;
  role: TRole;
  userId: number;
  query: TPageQuery<TAccount>;
  list: Pick<TListState<TAccountSortField>, 'pagination' | 'onTableChange' | 'sortOrderOf'>;
  onOpen: (dialog: TAccountDialog, account: TAccount) => void;
};

/** The club's staff accounts, server-paged and sortable, one menu of actions per row. */
export function AccountsTable(props: TProps) {
  const { t } = useTranslation();
  const locations = useClubLocations(props.clubId);
  const locationName = (id: number | null) =>
    id === null
      ? t('accounts.allLocations')
      : (locations.data?.list.find((l) => l.locationId === id)?.branchName ?? '');
  const columns: TableProps<TAccount>['columns'] = [
    {
      key: 'name',
      title: t('accounts.name'),
      sorter: true,
      sortOrder: props.list.sortOrderOf('name'),
      render: (_, a) => (
        <Flex vertical>
          <Typography.Text>{a.name}</Typography.Text>
          <Typography.Text type="secondary">{a.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'memberRole',
      title: t('accounts.role'),
      sorter: true,
      sortOrder: props.list.sortOrderOf('memberRole'),
      render: (_, a) => (
        <Flex wrap gap={4}>
          <Tag color={a.isClubAdmin ? 'blue' : undefined}>{t(`role.${a.memberRole}`)}</Tag>
          {a.status === 'disabled' && <Tag color="red">{t('accounts.status.disabled')}</Tag>}
          {a.betaEnabled && <Tag color="purple">{t('accounts.beta')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'locationId',
      dataIndex: 'locationId',
      title: t('accounts.location'),
      render: (v: number | null) => locationName(v),
    },
    {
      key: 'deviceId',
      dataIndex: 'deviceId',
      title: t('accounts.device'),
      render: (v: string | null) =>
        v ?? <Typography.Text type="secondary">{t('accounts.noDevice')}</Typography.Text>,
    },
    {
      key: 'actions',
      title: t('accounts.actions'),
      fixed: 'right',
      render: (_, a) => (
        <AccountRowActions
          clubId={props.clubId}
          role={props.role}
          self={a.accountId === props.userId}
          account={a}
          onOpen={props.onOpen}
        />
      ),
    },
  ];

  return (
    <ListTable<TAccount>
      rowKey="accountId"
      data-testid="accounts-table"
      columns={columns}
      list={props.list}
      query={props.query}
      emptyText={t('accounts.empty')}
    />
  );
}
