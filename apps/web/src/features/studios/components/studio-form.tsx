import { DEFAULT_THEME_COLOR } from '@pulseboard/contract/limits';
import { STUDIO_STATUSES, type TStudio, type TStudioInput, ZStudioInput } from '@pulseboard/contract/studios';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDrawerFormProps } from '../../../components/club-list-tab.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { HexColorPicker } from '../../../components/hex-color-picker.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
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
  const create = useCreateStudio(clubId);
  const update = useUpdateStudio(clubId);
  const { formProps, saving, rules } = useEntityForm({
    schema: ZStudioInput,
    initialValues: (): TStudioInput => ({
      name: studio?.name ?? '',
      color: studio?.color ?? DEFAULT_THEME_COLOR,
      status: studio?.status ?? 'active',
    }),
    save: { mutation: create, variables: (body: TStudioInput) => body },
    update: studio && {
      mutation: update,
      variables: (body: TStudioInput) => ({ studioId: studio.id, body }),
    },
    onSaved,
  });

  return (
    <Form {...formProps} disabled={readOnly || saving}>
      <Form.Item name="name" label={t('studios.field.name')} rules={rules('name')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('studios.field.color')}
        getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
      >
        <HexColorPicker showText aria-label={t('studios.field.color')} />
      </Form.Item>
      <Form.Item name="status" label={t('studios.field.status')}>
        <Select options={STUDIO_STATUSES.map((s) => ({ value: s, label: t(`studios.status.${s}`) }))} />
      </Form.Item>
      <FormActions readOnly={readOnly} saving={saving} onCancel={onCancel} />
    </Form>
  );
}
