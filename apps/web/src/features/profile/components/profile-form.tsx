import type { TProfile, TProfileUpdate } from '@pulseboard/contract/profile';
import { Button, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { dateFormat, kgToLb, lbToKg } from '../../../lib/format.ts';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type TUnit = TProfile['preferUnit'];
type TValues = Omit<TProfileUpdate, 'birthDate'> & { birthDate?: Dayjs | null };

// The contract's limits in kg (ZProfileUpdate).
const WEIGHT_KG = { min: 20, max: 400 };

function weightIn(unit: TUnit, kg: number | null | undefined): number | undefined {
  if (kg === null || kg === undefined) return undefined;
  return unit === 'imperial' ? kgToLb(kg) : kg;
}

function toValues(profile: TProfile): TValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    nickName: profile.nickName,
    birthDate: profile.birthDate ? dayjs(profile.birthDate) : null,
    gender: profile.gender,
    weight: weightIn(profile.preferUnit, profile.weight),
    bodyFat: profile.bodyFat,
    maxHr: profile.maxHr,
    deviceId: profile.deviceId,
    bluetoothName: profile.bluetoothName,
    preferUnit: profile.preferUnit,
    language: profile.language ?? currentLanguage(),
  };
}

/** The signed-in user's own details; weight is shown and entered in the preferred unit, stored in kg. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: TProfile;
  onSaved: (profile: TProfile) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const unit: TUnit = Form.useWatch('preferUnit', form) ?? profile.preferUnit;
  const update = useUpdateProfile({
    onSaved: async (saved) => {
      onSaved(saved);
      if (saved.language && saved.language !== currentLanguage()) await changeLanguage(saved.language);
      notifySuccess(t('common.saved'));
    },
  });
  useRevalidateOnLanguage(form);

  useEffect(() => form.setFieldsValue(toValues(profile)), [form, profile]);

  const onUnitChange = (next: TUnit) => {
    const shown = form.getFieldValue('weight') as number | undefined;
    if (typeof shown !== 'number') return;
    form.setFieldValue('weight', next === 'imperial' ? kgToLb(shown) : lbToKg(shown));
  };

  const onFinish = ({ birthDate, weight, ...values }: TValues) => {
    const body: TProfileUpdate = { ...values, birthDate: birthDate ? birthDate.format('YYYY-MM-DD') : null };
    if (typeof weight === 'number') body.weight = unit === 'imperial' ? lbToKg(weight) : weight;
    update.mutate(body, { onError: (error) => applyFieldErrors(form, error) });
  };

  const weightRange =
    unit === 'imperial' ? { min: kgToLb(WEIGHT_KG.min), max: kgToLb(WEIGHT_KG.max) } : WEIGHT_KG;
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      disabled={update.isPending}
      name="profile"
      style={{ maxWidth: 560 }}
    >
      <Form.Item label={t('profile.email')}>
        <Input value={profile.email} disabled />
      </Form.Item>
      <Form.Item name="firstName" label={t('profile.firstName')} rules={required(t('validation.firstName'))}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="lastName" label={t('profile.lastName')} rules={required(t('validation.lastName'))}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="nickName" label={t('profile.nickName')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="birthDate" label={t('profile.birthDate')}>
        <DatePicker
          format={dateFormat()}
          style={{ width: '100%' }}
          disabledDate={(day) => day.isAfter(dayjs())}
        />
      </Form.Item>
      <Form.Item name="gender" label={t('profile.gender')}>
        <Select
          allowClear
          options={[
            { value: 'male', label: t('profile.male') },
            { value: 'female', label: t('profile.female') },
          ]}
        />
      </Form.Item>
      <Form.Item name="preferUnit" label={t('profile.preferUnit')}>
        <Radio.Group
          onChange={(event) => onUnitChange(event.target.value as TUnit)}
          options={[
            { value: 'metric', label: t('profile.metric') },
            { value: 'imperial', label: t('profile.imperial') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="weight"
        label={t('profile.weight', { unit: t(unit === 'imperial' ? 'unit.lb' : 'unit.kg') })}
        rules={[{ type: 'number', ...weightRange, message: t('validation.weight') }]}
      >
        <InputNumber step={0.1} precision={1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="bodyFat"
        label={t('profile.bodyFat')}
        rules={[{ type: 'number', min: 2, max: 70, message: t('validation.bodyFat') }]}
      >
        <InputNumber step={0.1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="maxHr"
        label={t('profile.maxHr')}
        rules={[{ type: 'integer', min: 100, max: 230, message: t('validation.maxHr') }]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="deviceId" label={t('profile.deviceId')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="bluetoothName" label={t('profile.bluetoothName')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="language" label={t('language.label')}>
        <Select
          options={[
            { value: 'en', label: 'English' },
            { value: 'es', label: 'Español' },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
