import { PlusOutlined } from '@ant-design/icons';
import { METRIC_NAMES, type TMetricName } from '@pulseboard/contract/member-history';
import type { TUnitSystem } from '@pulseboard/core/units';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useDeleteMetric } from '../api/delete-metric.ts';
import { useMetrics } from '../api/get-metrics.ts';
import type { THistoryScope } from '../api/history-scope.ts';
import { HistoryCard } from './history-card.tsx';
import { MetricForm } from './metric-form.tsx';
import { metricUnit, shownUnit, toShown } from './metric-units.ts';
import { ReadingsTable } from './readings-table.tsx';

/** Every metric but the weight, which has its own card. */
const OTHER_METRICS = METRIC_NAMES.filter((name) => name !== 'bodyWeight');

/** One chart per body metric, chosen from a list, each in its own unit (lengths and masses converted). */
export function MetricsHistory({ scope, viewerUnit }: { scope: THistoryScope; viewerUnit: TUnitSystem }) {
  const { t } = useTranslation();
  const [name, setName] = useState<TMetricName>('bodyFat');
  const [adding, setAdding] = useState(false);
  const metrics = useMetrics(scope, name);
  const remove = useDeleteMetric(scope);
  const stored = metricUnit(name);
  const unit = shownUnit(stored, viewerUnit);
  const unitText = unit === 'level' ? t('memberHistory.unit.level') : unit === 'index' ? '' : unit;
  const list = metrics.data?.list ?? [];
  // A level reads before its number ("level 9"), a unit after it ("24.5 %", "81.5 cm").
  const shown = (value: number) => {
    const number = formatNumber(toShown(stored, value, viewerUnit), 1);
    return unit === 'level'
      ? t('memberHistory.levelValue', { value: number })
      : `${number} ${unitText}`.trim();
  };
  const label = t(`memberHistory.metricName.${name}`);

  return (
    <HistoryCard
      timeZone={scope.timeZone}
      testId="metrics-history"
      title={t('memberHistory.bodyMetrics')}
      controls={
        <>
          <Select<TMetricName>
            aria-label={t('memberHistory.metric')}
            value={name}
            onChange={setName}
            style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
            options={OTHER_METRICS.map((n) => ({ value: n, label: t(`memberHistory.metricName.${n}`) }))}
          />
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('memberHistory.addMetric')}
          </Button>
        </>
      }
      query={metrics}
      total={metrics.data?.totalRecords ?? 0}
      emptyText={t('memberHistory.emptyMetric', { metric: label })}
      unit={unitText}
      latest={list[0] && shown(list[0].value)}
      series={[
        {
          name: label,
          points: list
            .map((m): [string, number] => [m.measuredAt, toShown(stored, m.value, viewerUnit)])
            .reverse(),
        },
      ]}
      drawer={
        <FormDrawer
          open={adding}
          title={t('memberHistory.addMetric')}
          onClose={() => setAdding(false)}
          width={480}
        >
          <MetricForm
            scope={scope}
            system={viewerUnit}
            name={name}
            names={OTHER_METRICS}
            onSaved={(saved) => {
              setAdding(false);
              // The card turns to what was just recorded (Visceral fat added while Body fat was shown).
              setName(saved);
            }}
            onCancel={() => setAdding(false)}
          />
        </FormDrawer>
      }
    >
      <ReadingsTable
        timeZone={scope.timeZone}
        readings={list}
        render={(m) => shown(m.value)}
        onDelete={(id) => remove.mutateAsync(id)}
        deleting={remove.isPending}
      />
    </HistoryCard>
  );
}
