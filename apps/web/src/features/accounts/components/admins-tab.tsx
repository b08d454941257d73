import { PlusOutlined } from '@ant-design/icons';
import { creatableRoles } from '@pulseboard/contract/account-rules';
import { ACCOUNT_SORT_FIELDS, ACCOUNTS_ACCESS, type TAccount } from '@pulseboard/contract/accounts';
import { hasRole, type TRole } from '@pulseboard/contract/roles';
import { Alert, Button, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { useListState } from '../../../hooks/use-list-state.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { AccountForm } from './account-form.tsx';
import { AccountLocationModal } from './account-location-modal.tsx';
import { AccountLogsModal } from './account-logs-modal.tsx';
import { AccountPasswordModal } from './account-password-modal.tsx';
import type { TAccountDialog } from './account-row-actions.tsx';
import { AccountsTable } from './accounts-table.tsx';
import { AssignAdminModal } from './assign-admin-modal.tsx';
import { SearchAccountCard } from './search-account-card.tsx';

const FILTER_ROLES: TRole[] = ['club', 'locationAdmin', 'coach', 'trainerLeader'];

/** Admins tab: the club's staff logins and what the caller may do to each (SPEC.md section 6). */
export function AdminsTab({ clubId, role, userId, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const list = useListState(ACCOUNT_SORT_FIELDS, { filters: ['role'] });
  const roleFilter = FILTER_ROLES.find((r) => r === list.filters.role);
  const [dialog, setDialog] = useState<{ kind: TAccountDialog; account: TAccount }>();
  const { keyword, ...query } = list.query;
  const accounts = useAccounts(clubId, { ...query, keyword: keyword || undefined, role: roleFilter });

  if (!hasRole(role, ACCOUNTS_ACCESS.read))
    return <Alert type="info" showIcon title={t('error.forbidden')} />;

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
        title={t('accounts.title')}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => onCmdChange('create')}>
              {t('accounts.add')}
            </Button>
          )
        }
      >
        <Flex vertical gap={16}>
          <Flex wrap gap={8}>
            <ListSearch
              keyword={keyword}
              onSearch={list.setKeyword}
              placeholder={t('accounts.search')}
              style={{ flex: '1 1 220px' }}
              testId="accounts-search"
            />
            <Select<TRole>
              allowClear
              placeholder={t('accounts.allRoles')}
              aria-label={t('accounts.allRoles')}
              style={{ minWidth: 180 }}
              value={roleFilter}
              onChange={(value) => list.setFilters({ role: value })}
              options={FILTER_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
            />
          </Flex>
          <AccountsTable
            userId={userId}
            clubId={clubId}
            role={role}
            query={accounts}
            list={list}
            onOpen={(kind, account) => setDialog({ kind, account })}
          />
        </Flex>
      </Card>
      {hasRole(role, ACCOUNTS_ACCESS.search) && <SearchAccountCard />}
      <FormDrawer
        open={drawerOpen}
        title={t(editing ? 'accounts.edit' : 'accounts.add')}
        onClose={closeDrawer}
        width={420}
      >
        <AccountForm
          key={editing?.accountId}
          clubId={clubId}
          role={role}
          account={editing}
          self={editing?.accountId === userId}
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
