import { assignableRoles, needsLocation } from '@pulseboard/contract/account-rules';
import { type CLUB_ADMIN_ROLES, type TAccount, ZAssignClubAdminBody } from '@pulseboard/contract/accounts';
import type { TRole } from '@pulseboard/contract/roles';
import { Alert, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useAssignClubAdmin } from '../api/assign-club-admin.ts';

type TClubAdminRole = (typeof CLUB_ADMIN_ROLES)[number];

/** Gives an account a club-admin role; only the roles the caller may give are offered (SPEC.md section 6). */
export function AssignAdminModal(props: {
  clubId: number;
  role: TRole;
  account?: TAccount;
  onClose: () => void;
}) {
  const { clubId, role, account, onClose } = props;
  const { t } = useTranslation();
  const assign = useAssignClubAdmin(clubId);
  const roles = assignableRoles(role);
  // A location admin works at one location: an account at All locations is given one first (Change
  // location), so the role is offered but not selectable until then.
  const lacksLocation = (r: TRole) => needsLocation(r) && account?.locationId === null;
  const blocked = roles.find(lacksLocation);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZAssignClubAdminBody,
    open: account !== undefined,
    initialValues: (): { role?: TClubAdminRole } => ({ role: undefined }),
    save: {
      mutation: assign,
      variables: ({ role: given }: { role?: TClubAdminRole }) =>
        account && given ? { accountId: account.accountId, role: given } : undefined,
    },
    savedText: t('accounts.adminAssigned'),
    onSaved: onClose,
  });

  return (
    <FormModal
      open={account !== undefined}
      title={t('accounts.assignTitle', { name: account?.name ?? '' })}
      okText={t('accounts.assign')}
      okDisabled={roles.length === 0}
      onClose={onClose}
      form={form}
      saving={saving}
    >
      {roles.length === 0 ? (
        <Alert type="info" showIcon title={t('accounts.assignNone')} />
      ) : (
        <Typography.Paragraph type="secondary" data-testid="assignable-roles">
          {t('accounts.assignHelp', { roles: roles.map((r) => t(`role.${r}`)).join(', ') })}
        </Typography.Paragraph>
      )}
      <Form {...formProps}>
        <Form.Item name="role" label={t('accounts.role')} rules={rules('role')}>
          <Select
            data-testid="assign-role-select"
            options={roles.map((r) => ({ value: r, label: t(`role.${r}`), disabled: lacksLocation(r) }))}
          />
        </Form.Item>
        {blocked && (
          <Typography.Paragraph type="secondary" data-testid="assign-needs-location">
            {t('accounts.assignNeedsLocation', { role: t(`role.${blocked}`) })}
          </Typography.Paragraph>
        )}
      </Form>
    </FormModal>
  );
}
