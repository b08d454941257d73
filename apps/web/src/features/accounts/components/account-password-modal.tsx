import type { TAccount } from '@pulseboard/contract/accounts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useChangeAccountPassword } from '../api/change-account-password.ts';

type TValues = { password: string; confirmPassword: string };

/** Sets a new password for a staff account; the two entries must match ('The two passwords are different'). */
export function AccountPasswordModal(props: { clubId: number; account?: TAccount; onClose: () => void }) {
  const { clubId, account, onClose } = props;
  const { t } = useTranslation();
  const change = useChangeAccountPassword(clubId);
  const { form, formProps, saving } = useEntityForm({
    open: account !== undefined,
    initialValues: (): TValues => ({ password: '', confirmPassword: '' }),
    save: {
      mutation: change,
      variables: (values: TValues) => account && { accountId: account.accountId, ...values },
    },
    savedText: t('accounts.passwordChanged'),
    onSaved: onClose,
  });

  return (
    <FormModal
      open={account !== undefined}
      title={t('accounts.passwordTitle', { name: account?.name ?? '' })}
      onClose={onClose}
      form={form}
      saving={saving}
    >
      <Form {...formProps}>
        <NewPasswordFields labels={{ password: 'accounts.password', confirm: 'accounts.confirmPassword' }} />
      </Form>
    </FormModal>
  );
}
