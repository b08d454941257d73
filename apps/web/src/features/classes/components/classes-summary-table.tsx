import type { TClassSummary, TClassSummaryParticipant } from '@pulseboard/contract/classes-summary';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../../components/list-states.tsx';
import { ZoneBar } from '../../../components/zone-bar.tsx';
import { formatDuration, formatNumber } from '../../../lib/format.ts';
import { zoneName } from '../../../lib/zone-names.ts';

const STATUS_COLORS = { attended: 'green', absent: 'red', booked: 'blue' } as const;

type TZones = Pick<TClassSummary, 'zoneLabels' | 'zoneColors'>;

function zoneBar(t: TFunction, zones: TZones, seconds: readonly number[]) {
  return (
    <ZoneBar
      zones={zones.zoneColors.map((color, i) => ({
        label: zoneName(t, zones.zoneLabels[i], i),
        color,
        seconds: seconds[i] ?? 0,
      }))}
    />
  );
}

function useColumns(zones: TZones): ColumnsType<TClassSummaryParticipant> {
  const { t } = useTranslation();
  const noData = <Typography.Text type="secondary">{t('classSummary.noData')}</Typography.Text>;
  const figure = (value: number | null) => (value === null ? '–' : formatNumber(value));
  return [
    // Fixed, so on a phone the figures scroll under the names they belong to.
    { key: 'name', title: t('classSummary.participant'), dataIndex: 'name', fixed: 'left', width: 140 },
    {
      key: 'status',
      title: t('classSummary.status'),
      render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{t(`classSummary.status.${p.status}`)}</Tag>,
    },
    {
      key: 'zones',
      title: t('classSummary.zones'),
      render: (_, p) => (p.workoutId === null ? noData : zoneBar(t, zones, p.zoneSeconds)),
    },
    {
      key: 'duration',
      title: t('classSummary.duration'),
      align: 'right',
      render: (_, p) => (p.durationSeconds === null ? '–' : formatDuration(p.durationSeconds)),
    },
    {
      key: 'calories',
      title: t('classSummary.calories'),
      align: 'right',
      render: (_, p) => figure(p.calories),
    },
    { key: 'points', title: t('classSummary.points'), align: 'right', render: (_, p) => figure(p.points) },
    { key: 'avgHr', title: t('classSummary.avgHr'), align: 'right', render: (_, p) => figure(p.avgHr) },
    { key: 'maxHr', title: t('classSummary.maxHr'), align: 'right', render: (_, p) => figure(p.maxHr) },
  ];
}

/** One row per participant, then the class's totals and the average per participant with data. */
export function ClassesSummaryTable({ summary }: { summary: TClassSummary }) {
  const { t } = useTranslation();
  const columns = useColumns(summary);
  const { totals, averages } = summary;
  const cell = (index: number, children: React.ReactNode, align?: 'right') => (
    <Table.Summary.Cell index={index} align={align}>
      {children}
    </Table.Summary.Cell>
  );
  const hr = (value: number | null) => (value === null ? '–' : formatNumber(value));
  return (
    <Table<TClassSummaryParticipant>
      data-testid="class-summary-table"
      rowKey={(p) => `${p.userId}-${p.workoutId ?? 'none'}`}
      size="small"
      columns={columns}
      dataSource={summary.participants}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyList text={t('classSummary.empty')} /> }}
      summary={() =>
        summary.participants.length === 0 ? null : (
          <Table.Summary>
            <Table.Summary.Row data-testid="class-summary-totals">
              {cell(0, <Typography.Text strong>{t('classSummary.totals')}</Typography.Text>)}
              {cell(1, t('classSummary.counts', { workouts: totals.workouts, absent: totals.absent }))}
              {cell(2, zoneBar(t, summary, totals.zoneSeconds))}
              {cell(3, '')}
              {cell(4, formatNumber(totals.calories), 'right')}
              {cell(5, formatNumber(totals.points), 'right')}
              {cell(6, hr(totals.avgHr), 'right')}
              {cell(7, hr(totals.maxHr), 'right')}
            </Table.Summary.Row>
            <Table.Summary.Row data-testid="class-summary-averages">
              {cell(0, <Typography.Text strong>{t('classSummary.average')}</Typography.Text>)}
              {cell(1, '')}
              {cell(2, zoneBar(t, summary, averages.zoneSeconds))}
              {cell(3, '')}
              {cell(4, formatNumber(averages.calories), 'right')}
              {cell(5, formatNumber(averages.points), 'right')}
              {cell(6, '')}
              {cell(7, '')}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
