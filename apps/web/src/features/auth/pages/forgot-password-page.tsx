import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

type TValues = { email: string; code: string; password: string; confirmPassword: string };

/** Two steps: ask for a confirmation code by email, then set a new password with it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TValues>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const busy = forgot.isPending || reset.isPending;
  useRevalidateOnLanguage(form);

  const onFinish = (values: TValues) => {
    const onError = (error: unknown) => applyFieldErrors(form, error);
    if (sentMessage === null) {
      forgot.mutate(
        { email: values.email.trim() },
        { onSuccess: ({ message }) => setSentMessage(message), onError },
      );
      return;
    }
    reset.mutate(
      { ...values, email: values.email.trim(), code: values.code.trim() },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          navigate('/login', { replace: true });
        },
        onError,
      },
    );
  };

  return (
    <AuthCard title={t('route.forgotPassword')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={busy}
        requiredMark={false}
        name="forgot"
      >
        <Form.Item
          name="email"
          label={t('login.email')}
          rules={[{ required: true, type: 'email', whitespace: true, message: t('validation.email') }]}
        >
          <Input autoComplete="username" autoFocus disabled={sentMessage !== null} />
        </Form.Item>
        {sentMessage !== null && (
          <>
            <Alert
              type="success"
              showIcon
              title={sentMessage}
              style={{ marginBottom: 16 }}
              data-testid="code-sent"
            />
            <Form.Item
              name="code"
              label={t('forgot.code')}
              rules={[
                { required: true, pattern: /^\s*\d{6}\s*$/, message: t('validation.confirmationCode') },
              ]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <NewPasswordFields />
          </>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t(sentMessage === null ? 'forgot.sendCode' : 'forgot.reset')}
        </Button>
      </Form>
      <Link to="/login">{t('login.back')}</Link>
    </AuthCard>
  );
}
