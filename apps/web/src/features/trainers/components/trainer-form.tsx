import {
  TRAINER_BIO_MAX,
  TRAINER_STATUSES,
  type TTrainer,
  type TTrainerInput,
  ZTrainerInput,
} from '@pulseboard/contract/trainers';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDrawerFormProps } from '../../../components/club-list-tab.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
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
  const create = useCreateTrainer(clubId);
  const update = useUpdateTrainer(clubId);
  const toBody = (values: TTrainerInput) => ({ ...values, userId: values.userId ?? null });
  const { formProps, saving, rules } = useEntityForm({
    schema: ZTrainerInput,
    initialValues: (): TTrainerInput => ({
      firstName: trainer?.firstName ?? '',
      lastName: trainer?.lastName ?? '',
      phone: trainer?.phone ?? '',
      bio: trainer?.bio ?? '',
      status: trainer?.status ?? 'active',
      userId: trainer?.user?.id ?? null,
    }),
    save: { mutation: create, variables: (values: TTrainerInput) => toBody(values) },
    update: trainer && {
      mutation: update,
      variables: (values: TTrainerInput) => ({ trainerId: trainer.id, body: toBody(values) }),
    },
    onSaved,
  });

  return (
    <Form {...formProps} disabled={readOnly || saving}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('trainers.field.firstName')} rules={rules('firstName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('trainers.field.lastName')} rules={rules('lastName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('trainers.field.phone')} rules={rules('phone')}>
            <Input type="tel" maxLength={24} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('trainers.field.status')}>
            <Select options={TRAINER_STATUSES.map((s) => ({ value: s, label: t(`trainers.status.${s}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="bio" label={t('trainers.field.bio')} rules={rules('bio')}>
        <Input.TextArea rows={4} maxLength={TRAINER_BIO_MAX} showCount />
      </Form.Item>
      <Form.Item name="userId" label={t('trainers.field.user')} extra={t('trainers.field.userHint')}>
        <TrainerUserSelect clubId={clubId} linked={trainer?.user ?? null} searchable={!readOnly} />
      </Form.Item>
      <FormActions readOnly={readOnly} saving={saving} onCancel={onCancel} />
    </Form>
  );
}
