import { ZBpInput } from '@pulseboard/contract/member-history';
import { Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useAddBp } from '../api/add-bp.ts';
import type { THistoryScope } from '../api/history-scope.ts';
import { measuredAtInstant, wallNow } from './measured-at.ts';
import { MeasuredAtField } from './measured-at-field.tsx';

type TValues = { systolic?: number; diastolic?: number; pulse?: number | null; measuredAt: Dayjs };

/** Records one blood-pressure reading (mmHg), with the pulse when the cuff gives one. */
export function BpForm({
  scope,
  onSaved,
  onCancel,
}: {
  scope: THistoryScope;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddBp(scope);
  const { formProps, saving, rules } = useEntityForm({
    schema: ZBpInput,
    initialValues: (): TValues => ({ measuredAt: wallNow(scope.timeZone) }),
    save: {
      mutation: add,
      variables: (values: TValues) => ({
        systolic: values.systolic ?? Number.NaN,
        diastolic: values.diastolic ?? Number.NaN,
        pulse: values.pulse ?? null,
        measuredAt: measuredAtInstant(values.measuredAt, scope.timeZone),
      }),
    },
    savedText: t('memberHistory.saved'),
    onSaved,
  });
  return (
    <Form {...formProps}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="systolic" label={t('memberHistory.systolicLabel')} rules={rules('systolic')}>
            <NumberInput precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="diastolic" label={t('memberHistory.diastolicLabel')} rules={rules('diastolic')}>
            <NumberInput precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="pulse" label={t('memberHistory.pulseLabel')} rules={rules('pulse')}>
        <NumberInput precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <MeasuredAtField timeZone={scope.timeZone} />
      <FormActions readOnly={false} saving={saving} onCancel={onCancel} testId="bp-save" />
    </Form>
  );
}
