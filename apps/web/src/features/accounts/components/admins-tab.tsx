import { PlusOutlined } from '@ant-design/icons';
import type { TAccount } from '@pulseboard/contract/accounts';
import type { TRole } from '@pulseboard/contract/roles';
import { Alert, Button, Card, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { useAccounts } from '../api/get-accounts.ts';
import { creatableRoles, mayOpenAdmins } from '../utils/account-roles.ts';
import { AccountForm } from './account-form.tsx';
import { AccountLocationModal } from './account-location-modal.tsx';
import { AccountLogsModal } from './account-logs-modal.tsx';
import { AccountPasswordModal } from './account-password-modal.tsx';
import type { TAccountDialog } from './account-row-actions.tsx';
import { AccountsTable, type TAccountSort } from './accounts-table.tsx';
import { AssignAdminModal } from './assign-admin-modal.tsx';
import { SearchAccountCard } from './search-account-card.tsx';

const FILTER_ROLES: TRole[] = ['club', 'locationAdmin', 'coach', 'trainerLeader'];

/** Admins tab: the club's staff logins and what the caller may do to each (SPEC.md section 6). */
export function AdminsTab({ clubId, role, userId, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [sort, setSort] = useState<TAccountSort>({});
  const [keyword, setKeyword] = useState('');
  const [roleFilter, setRoleFilter] = useState<TRole>();
  const [dialog, setDialog] = useState<{ kind: TAccountDialog; account: TAccount }>();
  const accounts = useAccounts(clubId, {
    ...paging,
    keyword: keyword || undefined,
    role: roleFilter,
    sortField: sort.field,
    sortOrder: sort.order,
  });

  if (!mayOpenAdmins(role)) return <Alert type="info" showIcon title={t('error.forbidden')} />;

  const canCreate = creatableRoles(role).length > 0;
  const open = (kind: TAccountDialog) => (dialog?.kind === kind ? dialog.account : undefined);
  const close = () => setDialog(undefined);
  const editing = open('edit');
  const drawerOpen = cmd === 'create' || editing !== undefined;
  const closeDrawer = () => {
    close();
    if (cmd === 'create') onCmdChange(undefined);
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('admins.title')}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => onCmdChange('create')}>
              {t('admins.add')}
            </Button>
          )
        }
      >
        <Flex vertical gap={16}>
          <Flex wrap gap={8}>
            <Input.Search
              allowClear
              placeholder={t('admins.search')}
              style={{ flex: '1 1 220px' }}
              data-testid="accounts-search"
              onSearch={(value) => {
                setKeyword(value.trim());
                setPaging((p) => ({ ...p, page: 1 }));
              }}
            />
            <Select<TRole>
              allowClear
              placeholder={t('admins.allRoles')}
              style={{ minWidth: 180 }}
              value={roleFilter}
              onChange={(value) => {
                setRoleFilter(value);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
              options={FILTER_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
            />
          </Flex>
          {accounts.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('admins.loadError')}
              action={<Button onClick={() => accounts.refetch()}>{t('admins.retry')}</Button>}
            />
          ) : (
            <AccountsTable
              userId={userId}
              clubId={clubId}
              role={role}
              accounts={accounts.data?.list ?? []}
              total={accounts.data?.totalRecords ?? 0}
              {...paging}
              loading={accounts.isFetching}
              onPageChange={(page, pageSize, nextSort) => {
                setPaging({ page, pageSize });
                setSort(nextSort);
              }}
              onOpen={(kind, account) => setDialog({ kind, account })}
            />
          )}
        </Flex>
      </Card>
      {role === 'accuro' && <SearchAccountCard />}
      <FormDrawer
        open={drawerOpen}
        title={t(editing ? 'admins.edit' : 'admins.add')}
        onClose={closeDrawer}
        width={420}
      >
        <AccountForm
          key={editing?.accountId}
          clubId={clubId}
          role={role}
          account={editing}
          onClose={closeDrawer}
        />
      </FormDrawer>
      <AssignAdminModal clubId={clubId} role={role} account={open('assign')} onClose={close} />
      <AccountPasswordModal clubId={clubId} account={open('password')} onClose={close} />
      <AccountLocationModal clubId={clubId} account={open('location')} onClose={close} />
      <AccountLogsModal clubId={clubId} account={open('logs')} onClose={close} />
    </Flex>
  );
}
