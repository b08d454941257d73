import { ZChangePasswordBody } from '@pulseboard/contract/profile';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useChangePassword } from '../api/change-password.ts';

type TValues = { oldPassword: string; password: string; confirmPassword: string };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZChangePasswordBody,
    name: 'password',
    initialValues: (): Partial<TValues> => ({}),
    save: { mutation: change, variables: (values: Partial<TValues>) => values as TValues },
    savedText: ({ message }) => message,
    onSaved: () => form.resetFields(),
  });

  return (
    <Form {...formProps} style={{ maxWidth: 560 }}>
      <Form.Item name="oldPassword" label={t('profile.oldPassword')} rules={rules('oldPassword')}>
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
