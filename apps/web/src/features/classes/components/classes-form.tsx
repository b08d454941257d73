import {
  type TClass,
  type TClassPlanResult,
  type TClassTemplate,
  ZClassInput,
} from '@pulseboard/contract/classes';
import { Alert, DatePicker, Flex, Form, Input, Radio, Select, TimePicker, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { dateFormat } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateClass } from '../api/create-class.ts';
import { useUpdateClass } from '../api/update-class.ts';
import { useUploadClassLogo } from '../api/upload-class-template-logo.ts';
import { timeZones } from '../utils/class-dates.ts';
import {
  type TClassDefaults,
  type TClassFormValues,
  templateValues,
  toBodyValue,
  toClassBody,
  toFormValues,
} from '../utils/class-form-values.ts';
import { ClassesRecurrenceField } from './classes-recurrence-field.tsx';
import { ClassLogoField } from './classes-templates-logo.tsx';
import { ClassPlanFields, endAfterStart, half } from './classes-templates-plan-fields.tsx';

/**
 * One form for creating and editing a class (or a series, with a repeat), checked by the contract's
 * schema; the API's field messages land on the fields. An occurrence of a series is saved for this
 * class or for this and the following ones, as the person chooses.
 */
export function ClassesForm({
  clubId,
  timeZone,
  classItem,
  defaults,
  templatePicker,
  onClose,
  onSaved,
}: {
  clubId: number;
  /** The club's zone: a new class's default. */
  timeZone: string;
  classItem?: TClass;
  defaults?: TClassDefaults;
  /** A select of the club's class templates (another feature's, composed by app/); it calls `apply`. */
  templatePicker?: (apply: (template: TClassTemplate) => void) => ReactNode;
  onClose: () => void;
  onSaved: (result: TClassPlanResult) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateClass(clubId);
  const update = useUpdateClass(clubId);
  const logo = useUploadClassLogo(clubId);
  const inSeries = Boolean(classItem?.seriesId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZClassInput,
    initialValues: (): TClassFormValues => toFormValues(classItem, timeZone, defaults),
    save: { mutation: create, variables: toClassBody },
    update: classItem && {
      mutation: update,
      variables: (values: TClassFormValues) => ({
        classId: classItem.id,
        ...toClassBody(values),
        templateId: undefined,
        // A repeat only replans the following classes; for one class the series keeps its rule.
        rrule: values.scope === 'following' ? values.rrule || null : classItem.rrule,
        scope: values.scope,
      }),
    },
    onSaved,
  });
  const date = toBodyValue.date(Form.useWatch('date', form));
  const scope = Form.useWatch('scope', form);
  const zone = Form.useWatch('timeZone', form);

  return (
    <Form {...formProps} data-testid="class-form">
      {!classItem && templatePicker && (
        <Form.Item label={t('classes.field.template')} extra={t('classes.field.templateHelp')}>
          {templatePicker((template) => form.setFieldsValue(templateValues(template)))}
        </Form.Item>
      )}
      <Form.Item name="templateId" hidden>
        <Input />
      </Form.Item>
      {inSeries && (
        <Form.Item name="scope" label={t('classes.scope.editTitle')}>
          <Radio.Group>
            <Flex vertical gap={4}>
              <Radio value="this">{t('classes.scope.this')}</Radio>
              <Radio value="following">{t('classes.scope.following')}</Radio>
            </Flex>
          </Radio.Group>
        </Form.Item>
      )}
      <Form.Item name="name" label={t('classes.field.name')} rules={rules('name')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="timeZone" label={t('classes.field.timeZone')} rules={rules('timeZone')}>
        <Select showSearch options={timeZones(zone, timeZone).map((z) => ({ value: z, label: z }))} />
      </Form.Item>
      <Form.Item
        name="date"
        label={t('classes.field.date')}
        rules={rules('date', { toBody: toBodyValue.date })}
      >
        <DatePicker format={dateFormat()} style={{ width: '100%' }} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="startTime"
          label={t('classes.field.startTime')}
          rules={rules('startTime', { toBody: toBodyValue.time })}
          style={half}
        >
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('classes.field.endTime')}
          dependencies={['startTime']}
          rules={[...rules('endTime', { toBody: toBodyValue.time }), endAfterStart(t)]}
          style={half}
        >
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      {(!inSeries || scope === 'following') && (
        <Form.Item
          name="rrule"
          label={t('classes.field.recurrence')}
          rules={rules('rrule')}
          extra={inSeries ? t('classes.repeat.editHint') : undefined}
        >
          <ClassesRecurrenceField firstDate={typeof date === 'string' ? date : undefined} />
        </Form.Item>
      )}
      <ClassPlanFields
        clubId={clubId}
        rules={rules}
        keep={classItem && { trainerId: classItem.trainerId, studioId: classItem.studioId }}
      />
      <Form.Item label={t('classTemplates.field.logo')}>
        {classItem ? (
          <ClassLogoField
            logoUrl={classItem.logoUrl}
            uploading={logo.isPending}
            onFile={(file) =>
              logo.mutate(
                // Like the form's other fields, the logo goes to this class or the following ones.
                { classId: classItem.id, file, scope: inSeries ? (scope ?? 'this') : 'this' },
                { onSuccess: () => notifySuccess(t('classTemplates.logo.uploaded')) },
              )
            }
          />
        ) : (
          <Typography.Text type="secondary">{t('classes.logo.afterCreate')}</Typography.Text>
        )}
      </Form.Item>
      {classItem?.cancelled && <Alert type="warning" showIcon title={t('classes.cancelledTag')} />}
      <FormActions readOnly={false} saving={saving} onCancel={onClose} testId="class-save" />
    </Form>
  );
}
