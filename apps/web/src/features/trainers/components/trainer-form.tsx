import {
  PHONE_PATTERN,
  TRAINER_BIO_MAX,
  TRAINER_STATUSES,
  type TTrainer,
  type TTrainerInput,
} from '@pulseboard/contract/trainers';
import { Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDrawerFormProps } from '../../../components/club-list-tab.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useCreateTrainer } from '../api/create-trainer.ts';
import { useUpdateTrainer } from '../api/update-trainer.ts';
import { TrainerUserSelect } from './trainer-user-select.tsx';

/** One form for creating and editing a trainer: names, phone, bio, status and an optional linked login. */
export function TrainerForm({
  clubId,
  trainer,
  readOnly,
  onSaved,
  onCancel,
}: TDrawerFormProps & { clubId: number; trainer?: TTrainer }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TTrainerInput>();
  const create = useCreateTrainer(clubId);
  const update = useUpdateTrainer(clubId);
  const saving = create.isPending || update.isPending;
  const [initialValues] = useState<TTrainerInput>(() => ({
    firstName: trainer?.firstName ?? '',
    lastName: trainer?.lastName ?? '',
    phone: trainer?.phone ?? '',
    bio: trainer?.bio ?? '',
    status: trainer?.status ?? 'active',
    userId: trainer?.user?.id ?? null,
  }));
  useRevalidateOnLanguage(form);

  const onFinish = (values: TTrainerInput) => {
    const body = { ...values, userId: values.userId ?? null };
    const options = { onSuccess: onSaved, onError: (error: unknown) => applyFieldErrors(form, error) };
    if (trainer) update.mutate({ trainerId: trainer.id, body }, options);
    else create.mutate(body, options);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="trainer"
      onFinish={onFinish}
      disabled={readOnly || saving}
      initialValues={initialValues}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="firstName"
            label={t('trainers.field.firstName')}
            rules={[{ required: true, whitespace: true, message: t('validation.firstName') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('trainers.field.lastName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label={t('trainers.field.phone')}
            rules={[{ pattern: PHONE_PATTERN, message: t('validation.phone') }]}
          >
            <Input type="tel" maxLength={24} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('trainers.field.status')}>
            <Select options={TRAINER_STATUSES.map((s) => ({ value: s, label: t(`trainers.status.${s}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="bio" label={t('trainers.field.bio')}>
        <Input.TextArea rows={4} maxLength={TRAINER_BIO_MAX} showCount />
      </Form.Item>
      <Form.Item name="userId" label={t('trainers.field.user')} extra={t('trainers.field.userHint')}>
        <TrainerUserSelect clubId={clubId} linked={trainer?.user ?? null} searchable={!readOnly} />
      </Form.Item>
      <FormActions readOnly={readOnly} saving={saving} onCancel={onCancel} />
    </Form>
  );
}
