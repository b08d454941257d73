import { PlusOutlined } from '@ant-design/icons';
import { type TUnitSystem, unitLabel, weightFromKg } from '@pulseboard/core/units';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useDeleteMetric } from '../api/delete-metric.ts';
import { useWeights } from '../api/get-weights.ts';
import type { THistoryScope } from '../api/history-scope.ts';
import { HistoryCard } from './history-card.tsx';
import { MetricForm } from './metric-form.tsx';
import { ReadingsTable } from './readings-table.tsx';

/**
 * The weight history in the viewer's unit, with a kg/lb switch for this view only; a change of the
 * viewer's unit (saved on My Profile, on the same page) resets the switch to it.
 */
export function WeightHistory({ scope, viewerUnit }: { scope: THistoryScope; viewerUnit: TUnitSystem }) {
  const { t } = useTranslation();
  const weights = useWeights(scope);
  const remove = useDeleteMetric(scope);
  const [picked, setPicked] = useState({ viewerUnit, system: viewerUnit });
  const system = picked.viewerUnit === viewerUnit ? picked.system : viewerUnit;
  const setSystem = (next: TUnitSystem) => setPicked({ viewerUnit, system: next });
  const [adding, setAdding] = useState(false);
  const unit = unitLabel('weight', system);
  const list = weights.data?.list ?? [];
  const shown = (kg: number) => `${formatNumber(weightFromKg(kg, system), 1)} ${unit}`;

  return (
    <HistoryCard
      timeZone={scope.timeZone}
      testId="weight-history"
      title={t('memberHistory.weight')}
      controls={
        <>
          <Segmented<TUnitSystem>
            aria-label={t('memberHistory.unitSwitch')}
            value={system}
            onChange={setSystem}
            options={[
              { value: 'metric', label: 'kg' },
              { value: 'imperial', label: 'lb' },
            ]}
          />
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('memberHistory.addWeight')}
          </Button>
        </>
      }
      query={weights}
      total={weights.data?.totalRecords ?? 0}
      emptyText={t('memberHistory.emptyWeight')}
      unit={unit}
      latest={list[0] && shown(list[0].kg)}
      series={[
        {
          name: t('memberHistory.weight'),
          points: list.map((w): [string, number] => [w.measuredAt, weightFromKg(w.kg, system)]).reverse(),
        },
      ]}
      drawer={
        <FormDrawer
          open={adding}
          title={t('memberHistory.addWeight')}
          onClose={() => setAdding(false)}
          width={480}
        >
          <MetricForm
            scope={scope}
            system={system}
            name="bodyWeight"
            names={['bodyWeight']}
            onSaved={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        </FormDrawer>
      }
    >
      <ReadingsTable
        timeZone={scope.timeZone}
        readings={list}
        render={(w) => shown(w.kg)}
        onDelete={(id) => remove.mutateAsync(id)}
        deleting={remove.isPending}
      />
    </HistoryCard>
  );
}
