import {
  type TClassTemplate,
  type TClassTemplateInput,
  ZClassTemplateInput,
} from '@pulseboard/contract/classes';
import { Flex, Form, Input, Select, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TDrawerFormProps } from '../../../components/club-list-tab.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateClassTemplate, useUpdateClassTemplate } from '../api/save-class-template.ts';
import { useUploadClassTemplateLogo } from '../api/upload-class-template-logo.ts';
import { timeZones } from '../utils/class-dates.ts';
import { timeValue, toBodyValue } from '../utils/class-form-values.ts';
import { ClassLogoField } from './classes-templates-logo.tsx';
import { ClassPlanFields, endAfterStart, half } from './classes-templates-plan-fields.tsx';

type TTemplateFormValues = Omit<TClassTemplateInput, 'startTime' | 'endTime'> & {
  startTime: Dayjs | null;
  endTime: Dayjs | null;
};

function toFormValues(template: TClassTemplate | undefined, timeZone: string): TTemplateFormValues {
  return {
    name: template?.name ?? '',
    timeZone: template?.timeZone ?? timeZone,
    startTime: timeValue(template?.startTime),
    endTime: timeValue(template?.endTime),
    description: template?.description ?? null,
    maxParticipants: template?.maxParticipants ?? null,
    meetingLink: template?.meetingLink ?? null,
    trainerId: template?.trainerId as number,
    studioId: template?.studioId as number,
    locationId: template?.locationId ?? null,
  };
}

const toBody = ({ startTime, endTime, ...rest }: TTemplateFormValues): TClassTemplateInput => ({
  ...rest,
  startTime: toBodyValue.time(startTime) as string,
  endTime: toBodyValue.time(endTime) as string,
  locationId: rest.locationId ?? null,
});

/**
 * One form for creating and editing a class template: what a class plans without its date. A saved
 * template takes a logo (checked by content on the server).
 */
export function ClassTemplateForm({
  clubId,
  timeZone,
  template,
  readOnly,
  onSaved,
  onCancel,
}: TDrawerFormProps & { clubId: number; timeZone: string; template?: TClassTemplate }) {
  const { t } = useTranslation();
  const create = useCreateClassTemplate(clubId);
  const update = useUpdateClassTemplate(clubId);
  const logo = useUploadClassTemplateLogo(clubId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZClassTemplateInput,
    initialValues: () => toFormValues(template, timeZone),
    save: { mutation: create, variables: toBody },
    update: template && {
      mutation: update,
      variables: (values: TTemplateFormValues) => ({ templateId: template.id, body: toBody(values) }),
    },
    onSaved,
  });
  const zone = Form.useWatch('timeZone', form);
  const timeRules = (field: 'startTime' | 'endTime') => rules(field, { toBody: toBodyValue.time });

  return (
    <Form {...formProps} disabled={readOnly || saving} data-testid="class-template-form">
      <Form.Item name="name" label={t('classes.field.name')} rules={rules('name')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="timeZone" label={t('classes.field.timeZone')} rules={rules('timeZone')}>
        <Select showSearch options={timeZones(zone, timeZone).map((z) => ({ value: z, label: z }))} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="startTime"
          label={t('classes.field.startTime')}
          rules={timeRules('startTime')}
          style={half}
        >
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('classes.field.endTime')}
          dependencies={['startTime']}
          rules={[...timeRules('endTime'), endAfterStart(t)]}
          style={half}
        >
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <ClassPlanFields clubId={clubId} rules={rules} keep={template} />
      <Form.Item label={t('classTemplates.field.logo')}>
        {template ? (
          <ClassLogoField
            logoUrl={template.logoUrl}
            uploading={logo.isPending}
            disabled={readOnly}
            onFile={(file) =>
              logo.mutate(
                { templateId: template.id, file },
                { onSuccess: () => notifySuccess(t('classTemplates.logo.uploaded')) },
              )
            }
          />
        ) : (
          <Typography.Text type="secondary">{t('classTemplates.logo.afterCreate')}</Typography.Text>
        )}
      </Form.Item>
      <FormActions readOnly={readOnly} saving={saving} onCancel={onCancel} testId="class-template-save" />
    </Form>
  );
}
