import type { TWorkoutListItem } from '@pulseboard/contract/workouts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, type TPageQuery } from '../../../components/list-table.tsx';
import { ZoneBar } from '../../../components/zone-bar.tsx';
import type { TListState } from '../../../hooks/use-list-state.ts';
import { formatDateTimeIn, formatDuration, formatNumber } from '../../../lib/format.ts';

/** The path of a workout's detail page. */
export const workoutPath = (workoutId: number) => `/workouts/detail/${workoutId}`;

/** The columns of a workouts table: date (a link to the detail), the member for staff lists, figures, zones. */
export function useWorkoutColumns(showMember: boolean): TableColumnsType<TWorkoutListItem> {
  const { t } = useTranslation();
  const hr = (value: number | null) => (value === null ? '–' : formatNumber(value));
  return [
    {
      title: t('myWorkouts.date'),
      key: 'date',
      render: (_, w) => (
        <Link to={workoutPath(w.id)} data-testid="workout-link">
          {formatDateTimeIn(w.startTime, w.timeZone)}
        </Link>
      ),
    },
    ...(showMember
      ? [
          {
            title: t('myWorkouts.member'),
            key: 'member',
            render: (_: unknown, w: TWorkoutListItem) => w.memberName,
          },
        ]
      : []),
    { title: t('myWorkouts.duration'), key: 'duration', render: (_, w) => formatDuration(w.durationSeconds) },
    {
      title: t('myWorkouts.calories'),
      key: 'calories',
      align: 'right',
      render: (_, w) => formatNumber(w.calories),
    },
    {
      title: t('myWorkouts.points'),
      key: 'points',
      align: 'right',
      render: (_, w) => formatNumber(w.points),
    },
    { title: t('myWorkouts.avgHr'), key: 'avgHr', align: 'right', render: (_, w) => hr(w.avgHr) },
    { title: t('myWorkouts.maxHr'), key: 'maxHr', align: 'right', render: (_, w) => hr(w.maxHr) },
    {
      title: t('myWorkouts.zones'),
      key: 'zones',
      render: (_, w) => (
        <ZoneBar
          zones={w.zoneSeconds.map((seconds, i) => ({
            seconds,
            color: w.zoneColors[i] ?? '#9e9e9e',
            label: t('myWorkouts.zoneN', { n: i + 1 }),
          }))}
        />
      ),
    },
  ];
}

/** Workouts newest first, server-paged, with the shared loading, empty and error states. */
export function WorkoutsTable({
  query,
  list,
  showMember,
}: {
  query: TPageQuery<TWorkoutListItem>;
  list: Pick<TListState, 'pagination' | 'onTableChange'>;
  showMember: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ListTable<TWorkoutListItem>
      rowKey="id"
      size="small"
      columns={useWorkoutColumns(showMember)}
      // Paging only: an empty page says "No workouts in this period", not that a search found nothing
      // (the period is not a search).
      list={{ pagination: list.pagination, onTableChange: list.onTableChange }}
      query={query}
      emptyText={t('myWorkouts.empty')}
      data-testid="workouts-table"
    />
  );
}
