import { ZRegisterBody } from '@pulseboard/contract/auth';
import { Alert, Button, DatePicker, Form, Input, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { dateFormat } from '../../../lib/format.ts';
import { useJoinClub } from '../api/get-join-club.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';

type TValues = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  nickName?: string;
  gender: 'male' | 'female';
  birthDate: Dayjs;
};

const toBody =
  (joinCode: string) =>
  ({ birthDate, nickName, ...values }: Partial<TValues>) => ({
    ...(values as Omit<TValues, 'birthDate' | 'nickName'>),
    email: (values.email ?? '').trim(),
    nickName: nickName?.trim() || undefined,
    birthDate: (birthDate as Dayjs).format('YYYY-MM-DD'),
    joinCode,
  });

/** /user-register?club=<joinCode>: the form shows only for a club's valid registration link. */
export function UserRegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('club')?.trim() ?? '';
  const club = useJoinClub(code);
  let body: ReactNode;
  if (code !== '' && club.isPending) body = <Skeleton active />;
  else if (!club.data)
    body = <Alert type="warning" showIcon title={t('register.noLink')} data-testid="register-no-link" />;
  else body = <RegisterForm joinCode={code} clubName={club.data.clubName} />;
  return (
    <AuthCard title={t('route.userRegister')}>
      {body}
      <Link to="/login">{t('login.back')}</Link>
    </AuthCard>
  );
}

function RegisterForm({ joinCode, clubName }: { joinCode: string; clubName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registerUser = useRegister({ onSuccess: () => navigate('/', { replace: true }) });
  const { formProps, saving, rules } = useEntityForm({
    schema: ZRegisterBody,
    name: 'register',
    initialValues: (): Partial<TValues> => ({}),
    save: { mutation: registerUser, variables: toBody(joinCode) },
  });

  return (
    <>
      <Alert type="info" showIcon title={t('register.joining', { club: clubName })} />
      <Form {...formProps} requiredMark={false}>
        <Form.Item name="email" label={t('login.email')} rules={rules('email')}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={rules('password')}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="firstName" label={t('profile.firstName')} rules={rules('firstName')}>
          <Input maxLength={50} autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('profile.lastName')} rules={rules('lastName')}>
          <Input maxLength={50} autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="nickName" label={t('profile.nickName')} rules={rules('nickName')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="gender" label={t('profile.gender')} rules={rules('gender')}>
          <Select
            options={[
              { value: 'male', label: t('profile.male') },
              { value: 'female', label: t('profile.female') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="birthDate"
          label={t('profile.birthDate')}
          rules={rules('birthDate', { toBody: (day) => (day as Dayjs).format('YYYY-MM-DD') })}
        >
          <DatePicker
            format={dateFormat()}
            style={{ width: '100%' }}
            disabledDate={(day) => day.isAfter(dayjs())}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('register.submit')}
        </Button>
      </Form>
    </>
  );
}
