import type { TLoginBody } from '@pulseboard/contract/auth';
import { PASSWORD_MIN } from '@pulseboard/contract/limits';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useLogin } from '../api/login.ts';

type TLoginValues = Pick<TLoginBody, 'email' | 'password'>;

export function LoginForm({ email = '', onSuccess }: { email?: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const login = useLogin({ onSuccess });
  const { formProps, saving } = useEntityForm({
    initialValues: (): TLoginValues => ({ email, password: '' }),
    save: {
      mutation: login,
      variables: ({ email, password }: TLoginValues) => ({ email: email.trim(), password }),
    },
  });

  // Written by hand, not from ZLoginBody: the login page stays free of zod to load fast (see limits.ts).
  return (
    <Form {...formProps} requiredMark={false}>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[{ required: true, whitespace: true, message: t('validation.userName') }]}
      >
        <Input autoComplete="username" autoFocus={!email} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, min: PASSWORD_MIN, message: t('validation.password') }]}
      >
        <PasswordInput autoComplete="current-password" autoFocus={Boolean(email)} />
      </Form.Item>
      {login.isError && !(login.error instanceof ApiError && login.error.silent) && (
        <Form.Item>
          <Alert type="error" showIcon title={errorMessage(login.error)} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={saving}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
