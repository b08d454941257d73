import type { TLoginBody } from '@pulseboard/contract/auth';
import { PASSWORD_MIN } from '@pulseboard/contract/limits';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useLogin } from '../api/login.ts';

type TLoginValues = Pick<TLoginBody, 'email' | 'password'>;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<TLoginValues>();
  const login = useLogin({ onSuccess });

  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a language switch must re-run the rules with the new messages.
  useEffect(() => {
    // antd keeps a shown message in the language it was produced in.
    const shown = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, language]);

  const onFinish = ({ email, password }: TLoginValues) => {
    login.mutate(
      { email: email.trim(), password },
      {
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return;
          form.setFields(
            Object.entries(error.fields).map(([name, message]) => ({
              name: name as keyof TLoginValues,
              errors: [message],
            })),
          );
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} disabled={login.isPending} requiredMark={false}>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[{ required: true, whitespace: true, message: t('validation.userName') }]}
      >
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, min: PASSWORD_MIN, message: t('validation.password') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {login.isError && !(login.error instanceof ApiError && login.error.silent) && (
        <Form.Item>
          <Alert type="error" showIcon title={errorMessage(login.error)} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
