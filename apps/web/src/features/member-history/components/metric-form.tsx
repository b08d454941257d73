import {
  METRIC_NAMES,
  metricRangeError,
  type TMetricName,
  ZMetricInput,
} from '@pulseboard/contract/member-history';
import type { TUnitSystem } from '@pulseboard/core/units';
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useAddMetric } from '../api/add-metric.ts';
import type { THistoryScope } from '../api/history-scope.ts';
import { measuredAtInstant, wallNow } from './measured-at.ts';
import { MeasuredAtField } from './measured-at-field.tsx';
import { metricUnit, shownUnit, toStored } from './metric-units.ts';

type TValues = { name: TMetricName; value?: number; measuredAt: Dayjs };

/**
 * Records one body metric. The value is typed in the viewer's unit (lb, in for imperial) and sent in
 * the stored one: the API always speaks metric (contract member-history.ts).
 */
export function MetricForm({
  scope,
  system,
  name,
  names = METRIC_NAMES,
  onSaved,
  onCancel,
}: {
  scope: THistoryScope;
  system: TUnitSystem;
  name: TMetricName;
  names?: readonly TMetricName[];
  /** Called with the metric saved (the form lets another one be picked than the card shows). */
  onSaved: (name: TMetricName) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddMetric(scope);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZMetricInput,
    initialValues: (): TValues => ({ name, measuredAt: wallNow(scope.timeZone) }),
    save: {
      mutation: add,
      variables: (values: TValues) => ({
        name: values.name,
        value: toStored(metricUnit(values.name), values.value ?? Number.NaN, system),
        measuredAt: measuredAtInstant(values.measuredAt, scope.timeZone),
      }),
    },
    savedText: t('memberHistory.saved'),
    onSaved: () => onSaved(chosen),
  });
  const chosen: TMetricName = Form.useWatch('name', form) ?? name;
  const unit = shownUnit(metricUnit(chosen), system);
  // Checked here as the API checks it (the contract's rule for a value, then the metric's range once
  // converted to the stored unit), so a slip shows on the field before anything is sent.
  const valueRules = [
    ...rules('value'),
    {
      validator: async (_rule: unknown, value: number | null | undefined) => {
        if (value === null || value === undefined) return;
        const problem = metricRangeError(chosen, toStored(metricUnit(chosen), value, system));
        if (problem) throw new Error(t(problem));
      },
    },
  ];
  return (
    <Form {...formProps}>
      <Form.Item name="name" label={t('memberHistory.metric')} rules={rules('name')}>
        <Select
          disabled={names.length === 1}
          options={names.map((n) => ({ value: n, label: t(`memberHistory.metricName.${n}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="value"
        label={t('memberHistory.valueLabel')}
        rules={valueRules}
        // Checked again against the range of another metric picked above.
        dependencies={['name']}
      >
        <NumberInput
          step={0.1}
          precision={1}
          suffix={unit === 'level' ? t('memberHistory.unit.level') : unit === 'index' ? undefined : unit}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <MeasuredAtField timeZone={scope.timeZone} />
      <FormActions readOnly={false} saving={saving} onCancel={onCancel} testId="metric-save" />
    </Form>
  );
}
