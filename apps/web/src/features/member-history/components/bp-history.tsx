import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { useDeleteBp } from '../api/delete-bp.ts';
import { useBp } from '../api/get-bp.ts';
import type { THistoryScope } from '../api/history-scope.ts';
import { BpForm } from './bp-form.tsx';
import { HistoryCard } from './history-card.tsx';
import { ReadingsTable } from './readings-table.tsx';

/** Blood pressure: systolic and diastolic as two lines of one chart, in mmHg. */
export function BpHistory({ scope }: { scope: THistoryScope }) {
  const { t } = useTranslation();
  const bp = useBp(scope);
  const remove = useDeleteBp(scope);
  const [adding, setAdding] = useState(false);
  const list = bp.data?.list ?? [];
  const oldestFirst = [...list].reverse();
  const shown = (r: (typeof list)[number]) =>
    `${r.systolic}/${r.diastolic} mmHg${r.pulse ? ` · ${r.pulse} ${t('unit.bpm')}` : ''}`;

  return (
    <HistoryCard
      timeZone={scope.timeZone}
      testId="bp-history"
      title={t('memberHistory.bloodPressure')}
      controls={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('memberHistory.addBp')}
        </Button>
      }
      query={bp}
      total={bp.data?.totalRecords ?? 0}
      emptyText={t('memberHistory.emptyBp')}
      unit="mmHg"
      latest={list[0] && shown(list[0])}
      series={[
        {
          name: t('memberHistory.systolicSeries'),
          points: oldestFirst.map((r): [string, number] => [r.measuredAt, r.systolic]),
        },
        {
          name: t('memberHistory.diastolicSeries'),
          points: oldestFirst.map((r): [string, number] => [r.measuredAt, r.diastolic]),
        },
      ]}
      drawer={
        <FormDrawer
          open={adding}
          title={t('memberHistory.addBp')}
          onClose={() => setAdding(false)}
          width={480}
        >
          <BpForm scope={scope} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </FormDrawer>
      }
    >
      <ReadingsTable
        timeZone={scope.timeZone}
        readings={list}
        render={shown}
        onDelete={(id) => remove.mutateAsync(id)}
        deleting={remove.isPending}
      />
    </HistoryCard>
  );
}
