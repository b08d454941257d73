import { assignableRoles } from '@pulseboard/contract/account-rules';
import type { CLUB_ADMIN_ROLES, TAccount } from '@pulseboard/contract/accounts';
import type { TRole } from '@pulseboard/contract/roles';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
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
  // Antd derives the inputs' ids from the form name; the shell keeps hidden copies of pages alive,
  // so a fixed name would point each label at a hidden copy's input.
  const formId = useId();
  const [form] = Form.useForm<{ role?: TClubAdminRole }>();
  const assign = useAssignClubAdmin(clubId);
  const roles = assignableRoles(role);
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (account) form.resetFields();
  }, [account, form]);

  const onFinish = (values: { role?: TClubAdminRole }) => {
    if (!account || !values.role) return;
    assign.mutate(
      { accountId: account.accountId, role: values.role },
      {
        onSuccess: () => {
          notifySuccess(t('accounts.done'));
          onClose();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  };

  return (
    <Modal
      open={account !== undefined}
      title={t('accounts.assignTitle', { name: account?.name ?? '' })}
      okText={t('accounts.assign')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: roles.length === 0 }}
      confirmLoading={assign.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {roles.length === 0 ? (
        <Alert type="info" showIcon title={t('accounts.assignNone')} />
      ) : (
        <Typography.Paragraph type="secondary" data-testid="assignable-roles">
          {t('accounts.assignHelp', { roles: roles.map((r) => t(`role.${r}`)).join(', ') })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={onFinish} name={formId} disabled={assign.isPending}>
        <Form.Item
          name="role"
          label={t('accounts.role')}
          rules={[{ required: true, message: t('validation.role') }]}
        >
          <Select
            data-testid="assign-role-select"
            options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
