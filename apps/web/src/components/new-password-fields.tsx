import { ZPassword } from '@pulseboard/contract/auth';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { rulesFrom } from '../lib/zod-rules.ts';
import { PasswordInput } from './password-input.tsx';

/**
 * "New password" and "confirm" fields (named password and confirmPassword) with SPEC.md's messages.
 * The password's rules come from the contract; comparing the two entries is the one rule written here.
 */
export function NewPasswordFields({
  labels = { password: 'profile.newPassword', confirm: 'profile.confirmPassword' },
}: {
  /** Message keys of the two labels. */
  labels?: {
    password: 'profile.newPassword' | 'accounts.password';
    confirm: 'profile.confirmPassword' | 'accounts.confirmPassword';
  };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={t(labels.password)} rules={rulesFrom(ZPassword, [], t)}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t(labels.confirm)}
        dependencies={['password']}
        // Marked like the password it repeats; its one rule (the same entry) also refuses it left empty.
        required
        rules={[
          // Client-only: the contract compares the two on the whole body; the form says it on this field.
          ({ getFieldValue }) => ({
            validator: async (_, value?: string) => {
              if ((value ?? '') !== (getFieldValue('password') ?? ''))
                throw new Error(t('validation.passwordsDiffer'));
            },
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
