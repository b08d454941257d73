import { PASSWORD_MIN } from '@pulseboard/contract/limits';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { dateFormat } from '../../../lib/format.ts';
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

export function UserRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TValues>();
  const registerUser = useRegister({ onSuccess: () => navigate('/', { replace: true }) });
  useRevalidateOnLanguage(form);

  const onFinish = ({ birthDate, nickName, ...values }: TValues) =>
    registerUser.mutate(
      {
        ...values,
        email: values.email.trim(),
        nickName: nickName?.trim() || undefined,
        birthDate: birthDate.format('YYYY-MM-DD'),
      },
      { onError: (error) => applyFieldErrors(form, error) },
    );

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <AuthCard title={t('route.userRegister')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={registerUser.isPending}
        requiredMark={false}
        name="register"
      >
        <Form.Item
          name="email"
          label={t('login.email')}
          rules={[{ required: true, type: 'email', message: t('validation.email') }]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[{ required: true, min: PASSWORD_MIN, message: t('validation.password') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="firstName"
          label={t('profile.firstName')}
          rules={required(t('validation.firstName'))}
        >
          <Input maxLength={50} autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('profile.lastName')} rules={required(t('validation.lastName'))}>
          <Input maxLength={50} autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="nickName" label={t('profile.nickName')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="gender"
          label={t('profile.gender')}
          rules={[{ required: true, message: t('validation.gender') }]}
        >
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
          rules={[{ required: true, message: t('validation.birthDate') }]}
        >
          <DatePicker
            format={dateFormat()}
            style={{ width: '100%' }}
            disabledDate={(day) => day.isAfter(dayjs())}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={registerUser.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <Link to="/login">{t('login.back')}</Link>
    </AuthCard>
  );
}
