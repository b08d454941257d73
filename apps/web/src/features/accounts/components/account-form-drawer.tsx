import { creatableRoles } from '@pulseboard/contract/account-rules';
import type { TAccount, TAccountCreate } from '@pulseboard/contract/accounts';
import { PASSWORD_MIN } from '@pulseboard/contract/limits';
import type { TRole } from '@pulseboard/contract/roles';
import { Drawer, Form, Input, Select } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerSaveActions } from '../../../components/drawer-save-actions.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { LocationSelect } from './location-select.tsx';

type TValues = Partial<TAccountCreate>;

/** One drawer to add a staff login (with password and role) or edit its email, names and location. */
export function AccountFormDrawer(props: {
  clubId: number;
  role: TRole;
  account?: TAccount;
  open: boolean;
  onClose: () => void;
}) {
  const { clubId, role, account, open, onClose } = props;
  const { t } = useTranslation();
  // Antd derives the inputs' ids from the form name; the shell keeps hidden copies of pages alive,
  // so a fixed name would point each label at a hidden copy's input.
  const formId = useId();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<TValues>();
  const create = useCreateAccount(clubId);
  const update = useUpdateAccount(clubId);
  const saving = create.isPending || update.isPending;
  const roles = creatableRoles(role);
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      email: account?.email ?? '',
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      locationId: account?.locationId ?? null,
    });
  }, [open, account, form]);

  const onFinish = (values: TValues) => {
    const base = {
      email: (values.email ?? '').trim(),
      firstName: (values.firstName ?? '').trim(),
      lastName: (values.lastName ?? '').trim(),
      locationId: values.locationId ?? null,
    };
    const options = {
      onSuccess: () => {
        notifySuccess(t('common.saved'));
        onClose();
      },
      onError: (error: unknown) => applyFieldErrors(form, error),
    };
    if (account) update.mutate({ accountId: account.accountId, ...base }, options);
    else if (values.password && values.role)
      create.mutate({ ...base, password: values.password, role: values.role }, options);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(account ? 'accounts.edit' : 'accounts.add')}
      size={isMobile ? '100%' : 420}
      forceRender
      extra={<DrawerSaveActions form={form} saving={saving} onCancel={onClose} testId="account-save" />}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={saving} name={formId}>
        <Form.Item
          name="email"
          label={t('accounts.email')}
          rules={[{ required: true, type: 'email', message: t('validation.email') }]}
        >
          <Input autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item
          name="firstName"
          label={t('accounts.firstName')}
          rules={[{ required: true, whitespace: true, max: 50, message: t('validation.firstName') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={t('accounts.lastName')}
          rules={[{ required: true, whitespace: true, max: 50, message: t('validation.lastName') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        {!account && (
          <>
            <Form.Item
              name="password"
              label={t('accounts.password')}
              rules={[{ required: true, min: PASSWORD_MIN, message: t('validation.password') }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="role"
              label={t('accounts.role')}
              rules={[{ required: true, message: t('validation.role') }]}
            >
              <Select options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
            </Form.Item>
          </>
        )}
        <Form.Item name="locationId" label={t('accounts.location')}>
          <LocationSelect clubId={clubId} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
