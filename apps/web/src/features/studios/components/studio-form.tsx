import { DEFAULT_THEME_COLOR } from '@pulseboard/contract/limits';
import { STUDIO_STATUSES, type TStudio, type TStudioInput } from '@pulseboard/contract/studios';
import { ColorPicker, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDrawerFormProps } from '../../../components/club-list-tab.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useCreateStudio } from '../api/create-studio.ts';
import { useUpdateStudio } from '../api/update-studio.ts';

/** One form for creating and editing a studio: name, colour indicator, status. */
export function StudioForm({
  clubId,
  studio,
  readOnly,
  onSaved,
  onCancel,
}: TDrawerFormProps & { clubId: number; studio?: TStudio }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TStudioInput>();
  const create = useCreateStudio(clubId);
  const update = useUpdateStudio(clubId);
  const saving = create.isPending || update.isPending;
  const [initialValues] = useState<TStudioInput>(() => ({
    name: studio?.name ?? '',
    color: studio?.color ?? DEFAULT_THEME_COLOR,
    status: studio?.status ?? 'active',
  }));
  useRevalidateOnLanguage(form);

  const onFinish = (body: TStudioInput) => {
    const options = { onSuccess: onSaved, onError: (error: unknown) => applyFieldErrors(form, error) };
    if (studio) update.mutate({ studioId: studio.id, body }, options);
    else create.mutate(body, options);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="studio"
      onFinish={onFinish}
      disabled={readOnly || saving}
      initialValues={initialValues}
    >
      <Form.Item
        name="name"
        label={t('studios.field.name')}
        rules={[{ required: true, whitespace: true, message: t('validation.studioName') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('studios.field.color')}
        getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
      >
        <ColorPicker disabledAlpha showText format="hex" />
      </Form.Item>
      <Form.Item name="status" label={t('studios.field.status')}>
        <Select options={STUDIO_STATUSES.map((s) => ({ value: s, label: t(`studios.status.${s}`) }))} />
      </Form.Item>
      <FormActions readOnly={readOnly} saving={saving} onCancel={onCancel} />
    </Form>
  );
}
