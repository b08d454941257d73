import { PASSWORD_MIN } from '@pulseboard/contract/limits';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** "New password" and "confirm" fields (named password and confirmPassword) with SPEC.md's messages. */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('profile.newPassword')}
        rules={[{ required: true, min: PASSWORD_MIN, message: t('validation.password') }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.confirmPassword')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value?: string) => {
              if (value !== getFieldValue('password')) throw new Error(t('validation.passwordsDiffer'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
