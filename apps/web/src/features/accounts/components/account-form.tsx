import { creatableRoles, mayActOnAccount, needsLocation } from '@pulseboard/contract/account-rules';
import { type TAccount, type TAccountCreate, ZAccountCreate } from '@pulseboard/contract/accounts';
import type { TRole } from '@pulseboard/contract/roles';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { LocationSelect } from './location-select.tsx';

type TValues = Partial<TAccountCreate> & { currentPassword?: string };

const trimmed = (values: TValues) => ({
  email: (values.email ?? '').trim(),
  firstName: (values.firstName ?? '').trim(),
  lastName: (values.lastName ?? '').trim(),
  locationId: values.locationId ?? null,
});

/** One form to add a staff login (with password and role) or edit its email, names and location. */
export function AccountForm({
  clubId,
  role,
  account,
  self = false,
  onClose,
}: {
  clubId: number;
  role: TRole;
  account?: TAccount;
  /** The account is the caller's own. */
  self?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAccount(clubId);
  const update = useUpdateAccount(clubId);
  const roles = creatableRoles(role);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZAccountCreate,
    initialValues: (): TValues => ({
      email: account?.email ?? '',
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      locationId: account?.locationId ?? null,
    }),
    save: {
      mutation: create,
      variables: ({ password, role: newRole, ...values }: TValues) =>
        password && newRole ? { ...trimmed(values), password, role: newRole } : undefined,
    },
    update: account && {
      mutation: update,
      variables: (values: TValues) => ({
        accountId: account.accountId,
        ...trimmed(values),
        currentPassword: values.currentPassword || undefined,
      }),
    },
    savedText: t('accounts.saved'),
    onSaved: onClose,
  });

  const chosenRole = Form.useWatch('role', form) ?? account?.memberRole;
  // Your own sign-in email moves only with your password (the server checks it too).
  const email = Form.useWatch('email', form);
  const askPassword = !!account && self && typeof email === 'string' && email.trim() !== account.email;
  const clubWide = !chosenRole || !needsLocation(chosenRole);

  return (
    <Form {...formProps}>
      <Form.Item name="email" label={t('accounts.email')} rules={rules('email')}>
        {/* Another account's email is changed only from a role above it (ACCOUNT_PERMISSIONS). */}
        <Input
          autoComplete="off"
          maxLength={254}
          disabled={!!account && !self && !mayActOnAccount(role, 'changeEmail', account.memberRole)}
        />
      </Form.Item>
      {askPassword && (
        <Form.Item
          name="currentPassword"
          label={t('accounts.currentPassword')}
          extra={t('accounts.currentPasswordHelp')}
          rules={[{ required: true, message: t('validation.oldPassword') }]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item name="firstName" label={t('accounts.firstName')} rules={rules('firstName')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="lastName" label={t('accounts.lastName')} rules={rules('lastName')}>
        <Input maxLength={50} />
      </Form.Item>
      {!account && (
        <>
          <Form.Item name="password" label={t('accounts.password')} rules={rules('password')}>
            <PasswordInput autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="role" label={t('accounts.role')} rules={rules('role')}>
            <Select options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="locationId"
        label={t('accounts.location')}
        rules={clubWide ? [] : [{ required: true, message: t('accounts.locationRequired') }]}
      >
        <LocationSelect clubId={clubId} clubWide={clubWide} />
      </Form.Item>
      <FormActions readOnly={false} saving={saving} onCancel={onClose} testId="account-save" />
    </Form>
  );
}
