import { type TProfile, type TProfileUpdate, ZProfileUpdate } from '@pulseboard/contract/profile';
import { estimatedMaxHr } from '@pulseboard/core/heart-rate';
import { shownWeightToKg, weightFromKg } from '@pulseboard/core/units';
import { Button, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/number-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { dateFormat } from '../../../lib/format.ts';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { rulesFrom } from '../../../lib/zod-rules.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type TUnit = TProfile['preferUnit'];
type TValues = Omit<TProfileUpdate, 'birthDate'> & { birthDate?: Dayjs | null };

function weightIn(unit: TUnit, kg: number | null | undefined): number | undefined {
  if (kg === null || kg === undefined) return undefined;
  return weightFromKg(kg, unit);
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
    restingHr: profile.restingHr,
    deviceId: profile.deviceId,
    bluetoothName: profile.bluetoothName,
    preferUnit: profile.preferUnit,
    // The language the user reads the app in (the navbar's choice, saved to the profile as it is made).
    language: currentLanguage(),
  };
}

type TKgOf = (unit: TUnit, shown: number) => number;

function toBody({ birthDate, weight, ...values }: TValues, unit: TUnit, kgOf: TKgOf): TProfileUpdate {
  const body: TProfileUpdate = { ...values, birthDate: birthDate ? birthDate.format('YYYY-MM-DD') : null };
  if (typeof weight === 'number') body.weight = kgOf(unit, weight);
  return body;
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
  // The kg behind the weight shown (68.04 behind "68.0 kg" and "150.0 lb"), kept while the field still
  // shows it (core shownWeightToKg): switching units, leaving the field or saving never drifts by the
  // shown decimal.
  const exactKg = useRef<number | null>(null);
  const kgOf: TKgOf = (unit, shown) => shownWeightToKg(shown, unit, exactKg.current);
  const update = useUpdateProfile({
    onSaved: async (saved) => {
      onSaved(saved);
      if (saved.language && saved.language !== currentLanguage()) await changeLanguage(saved.language);
      notifySuccess(t('profile.saved'));
    },
  });
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZProfileUpdate,
    name: 'profile',
    initialValues: () => toValues(profile),
    save: {
      mutation: update,
      variables: (values: TValues) => toBody(values, values.preferUnit ?? profile.preferUnit, kgOf),
    },
  });
  const unit: TUnit = Form.useWatch('preferUnit', form) ?? profile.preferUnit;
  // What an empty max HR means today: 220 minus the age of the birth date in the form.
  const birthDate = Form.useWatch('birthDate', form) as Dayjs | null | undefined;
  const byAge = birthDate?.isValid() ? estimatedMaxHr(birthDate.format('YYYY-MM-DD'), new Date()) : null;

  // The saved profile (trimmed by the server) or a new avatar replaces what the form shows.
  useEffect(() => {
    form.setFieldsValue(toValues(profile));
    exactKg.current = profile.weight;
  }, [form, profile]);
  // The language field follows a switch made in the navbar while the form is open.
  const reading = currentLanguage();
  useEffect(() => {
    form.setFieldValue('language', reading);
  }, [form, reading]);

  const onUnitChange = (next: TUnit) => {
    const shown = form.getFieldValue('weight') as number | undefined;
    if (typeof shown !== 'number') return;
    // The form holds the new unit already; the weight shown is still in the other one.
    const kg = kgOf(next === 'imperial' ? 'metric' : 'imperial', shown);
    exactKg.current = kg;
    form.setFieldValue('weight', weightFromKg(kg, next));
  };

  const weightRules = rulesFrom(ZProfileUpdate, 'weight', t, {
    toBody: (shown) => kgOf(unit, shown as number),
  });

  return (
    <Form {...formProps} style={{ maxWidth: 560 }}>
      <Form.Item label={t('profile.email')} htmlFor="profile-email">
        <Input id="profile-email" value={profile.email} disabled />
      </Form.Item>
      <Form.Item name="firstName" label={t('profile.firstName')} rules={rules('firstName')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="lastName" label={t('profile.lastName')} rules={rules('lastName')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="nickName" label={t('profile.nickName')} rules={rules('nickName')}>
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
        rules={weightRules}
      >
        <NumberInput step={0.1} precision={1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="bodyFat" label={t('profile.bodyFat')} rules={rules('bodyFat')}>
        <NumberInput step={0.1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="maxHr"
        label={t('profile.maxHr')}
        extra={byAge === null ? t('profile.maxHrHelp') : t('profile.maxHrHelpNow', { value: byAge })}
        rules={rules('maxHr')}
      >
        <NumberInput
          precision={0}
          style={{ width: '100%' }}
          placeholder={byAge === null ? '' : String(byAge)}
        />
      </Form.Item>
      <Form.Item
        name="restingHr"
        label={t('profile.restingHr')}
        extra={t('profile.restingHrHelp')}
        rules={rules('restingHr')}
      >
        <NumberInput precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="deviceId" label={t('profile.deviceId')} rules={rules('deviceId')}>
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
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
