import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
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
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
