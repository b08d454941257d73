import type { TWorkoutListFilter } from '@pulseboard/contract/workouts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../../components/list-states.tsx';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { withLowerBoundTotal } from '../../../lib/table-pagination.ts';
import { useWorkouts } from '../api/get-workouts.ts';
import { listPeriod } from '../utils/period.ts';
import { WorkoutsTable } from './workouts-table.tsx';

const NO_SORT: readonly never[] = [];
const PERIOD_PARAMS = ['period', 'from', 'to'] as const;

/** A workout list's state in the URL: page and size, the period, and the caller's own filters. */
export function useWorkoutListState(namespace?: string, filters: readonly string[] = []) {
  return useListState<never, string>(NO_SORT, { namespace, filters: [...PERIOD_PARAMS, ...filters] });
}
export type TWorkoutListState = ReturnType<typeof useWorkoutListState>;

/**
 * Workouts in a period, newest first: the period filter (and the caller's further controls), the
 * period's days, and the table. `scope` says whose: nothing for the caller's own, a club, a member.
 */
export function WorkoutList({
  list,
  scope,
  controls,
  showMember = false,
  homeClubId,
}: {
  list: TWorkoutListState;
  scope: Omit<TWorkoutListFilter, 'from' | 'to'>;
  controls?: ReactNode;
  showMember?: boolean;
  /** The club whose calendar the caller's own workouts are counted in (the signed-in user's club). */
  homeClubId?: number | null;
}) {
  const { t } = useTranslation();
  // The period's days are the club's, as each row's date and time are (workouts-table.tsx).
  const zone = useClubZone(scope.clubId ?? homeClubId);
  const { period, days, instants } = listPeriod(list.filters, zone);
  const workouts = useWorkouts(
    { page: list.query.page, pageSize: list.query.pageSize, filter: { ...scope, ...instants } },
    { enabled: instants !== undefined },
  );
  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center">
        <PeriodFilter
          labelOf={(p) => t(`myWorkouts.preset.${p}`)}
          ariaLabel={t('myWorkouts.period')}
          testId="workouts-period"
          period={period}
          from={list.filters.from}
          to={list.filters.to}
          // A preset clears the custom days; a custom range keeps the ones picked so far.
          onChange={(patch) =>
            list.setFilters({ period: patch.period, from: patch.from ?? '', to: patch.to ?? '' })
          }
        />
        {controls}
      </Flex>
      {days && (
        <Typography.Text type="secondary" data-testid="workouts-range">
          {t('myWorkouts.range', { from: formatDate(days.from), to: formatDate(days.to) })}
          {zone && ` ${t('common.timesIn', { zone })}`}
          {workouts.data &&
            ` · ${t(workouts.data.totalIsLowerBound ? 'myWorkouts.totalAtLeast' : 'myWorkouts.total', {
              count: formatNumber(workouts.data.totalRecords),
            })}`}
        </Typography.Text>
      )}
      {/* While the club's zone loads, the table spins: its query waits for the days. */}
      {days || !zone ? (
        <WorkoutsTable
          query={zone ? workouts : { ...workouts, isFetching: true }}
          list={withLowerBoundTotal(list, workouts.data?.totalIsLowerBound === true)}
          showMember={showMember}
        />
      ) : (
        // A custom range without both days: no rows of the period shown before (the query keeps them).
        <div data-testid="workouts-pick-dates">
          <EmptyList text={t('myWorkouts.pickDates')} />
        </div>
      )}
    </Flex>
  );
}
