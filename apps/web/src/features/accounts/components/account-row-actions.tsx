import { MoreOutlined } from '@ant-design/icons';
import { clubAdminAction, mayActOnAccount, mayManageAccount } from '@pulseboard/contract/account-rules';
import type { TAccount } from '@pulseboard/contract/accounts';
import type { TRole } from '@pulseboard/contract/roles';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActionMenu } from '../../../hooks/use-action-menu.ts';
import { useRowAction } from '../../../hooks/use-row-action.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDisableBeta } from '../api/disable-beta.ts';
import { useEnableBeta } from '../api/enable-beta.ts';
import { useRevokeClubAdmin } from '../api/revoke-club-admin.ts';
import { useUnbindDevice } from '../api/unbind-device.ts';

/** What a row asks the tab to open; the rest it does itself, after a confirmation where it destroys. */
export type TAccountDialog = 'edit' | 'assign' | 'password' | 'location' | 'logs';

export function AccountRowActions(props: {
  clubId: number;
  role: TRole;
  /** The signed-in user's own account: roles, password and deletion are changed elsewhere (My Profile). */
  self: boolean;
  account: TAccount;
  onOpen: (dialog: TAccountDialog, account: TAccount) => void;
}) {
  const { clubId, role, self, account, onOpen } = props;
  const { t } = useTranslation();
  const { run, confirm } = useRowAction();
  const revoke = useRevokeClubAdmin(clubId);
  const enableBeta = useEnableBeta(clubId);
  const disableBeta = useDisableBeta(clubId);
  const unbind = useUnbindDevice(clubId);
  const remove = useDeleteAccount(clubId);
  const name = account.name;

  const manage = mayManageAccount(role, account.memberRole);
  const adminAction = self ? null : clubAdminAction(role, account);
  const items: MenuProps['items'] = [
    { key: 'logs', label: t('accounts.logs') },
    ...(manage
      ? [
          { key: 'edit', label: t('common.edit') },
          ...(adminAction ? [{ key: adminAction, label: t(`accounts.${adminAction}`) }] : []),
          ...(!self && mayActOnAccount(role, 'resetPassword', account.memberRole)
            ? [{ key: 'password', label: t('accounts.changePassword') }]
            : []),
          { key: 'beta', label: t(account.betaEnabled ? 'accounts.disableBeta' : 'accounts.enableBeta') },
          ...(account.deviceId ? [{ key: 'unbind', label: t('accounts.unbind') }] : []),
          { key: 'location', label: t('accounts.updateLocation') },
          ...(self
            ? []
            : [{ type: 'divider' as const }, { key: 'delete', label: t('common.delete'), danger: true }]),
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'revoke')
      confirm(
        t('accounts.revokeConfirm', { name }),
        t('accounts.revoke'),
        () => revoke.mutateAsync(account.accountId),
        t('accounts.adminRevoked'),
      );
    else if (key === 'unbind')
      confirm(
        t('accounts.unbindConfirm', { name, device: account.deviceId }),
        t('accounts.unbind'),
        () => unbind.mutateAsync(account.accountId),
        t('accounts.unbound'),
      );
    else if (key === 'delete')
      confirm(
        t('accounts.deleteConfirm', { email: account.email }),
        t('common.delete'),
        () => remove.mutateAsync(account.accountId),
        t('accounts.deleted'),
      );
    else if (key === 'beta')
      void run(
        (account.betaEnabled ? disableBeta : enableBeta).mutateAsync(account.accountId),
        t(account.betaEnabled ? 'accounts.betaDisabled' : 'accounts.betaEnabled'),
      );
    else onOpen(key as TAccountDialog, account);
  };

  const { dropdown } = useActionMenu({ items, onClick });
  return (
    <Dropdown {...dropdown} trigger={['click']}>
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label={t('accounts.more')}
        data-testid={`account-actions-${account.email}`}
      />
    </Dropdown>
  );
}
