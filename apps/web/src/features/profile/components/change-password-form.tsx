import { PASSWORD_MIN } from '@pulseboard/contract/limits';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';

type TValues = { oldPassword: string; password: string; confirmPassword: string };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const change = useChangePassword();
  useRevalidateOnLanguage(form);

  const onFinish = (values: TValues) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        form.resetFields();
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      disabled={change.isPending}
      name="password"
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="oldPassword"
        label={t('profile.oldPassword')}
        rules={[{ required: true, message: t('validation.oldPassword') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
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
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
