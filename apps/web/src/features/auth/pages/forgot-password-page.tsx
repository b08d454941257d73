import { ZResetPasswordBody } from '@pulseboard/contract/auth';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

type TValues = { email: string; code: string; password: string; confirmPassword: string };

/** Two steps: ask for a confirmation code by email, then set a new password with it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  // Step one asks for the code; once it is sent, the same form resets the password.
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZResetPasswordBody,
    name: 'forgot',
    initialValues: (): TValues => ({ email: '', code: '', password: '', confirmPassword: '' }),
    save: { mutation: forgot, variables: (values: TValues) => ({ email: values.email.trim() }) },
    update:
      sentMessage === null
        ? undefined
        : {
            mutation: reset,
            variables: (values: TValues) => ({
              ...values,
              email: values.email.trim(),
              code: values.code.trim(),
            }),
          },
    onSaved: ({ message }) => {
      if (sentMessage === null) return setSentMessage(message);
      notifySuccess(message);
      // The login page opens with the email filled in: only the new password is left to type.
      navigate('/login', { replace: true, state: { email: form.getFieldValue('email')?.trim() } });
    },
  });

  return (
    <AuthCard title={t('route.forgotPassword')}>
      <Form {...formProps} requiredMark={false}>
        <Form.Item name="email" label={t('login.email')} rules={rules('email')}>
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
            <Form.Item name="code" label={t('forgot.code')} rules={rules('code')}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <NewPasswordFields />
          </>
        )}
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t(sentMessage === null ? 'forgot.sendCode' : 'forgot.reset')}
        </Button>
      </Form>
      <Link to="/login">{t('login.back')}</Link>
    </AuthCard>
  );
}
