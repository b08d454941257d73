import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { TClubTabProps } from '../components/club-tab.ts';

// The calendar loads with its tab, not with the club's page: most visits to a club never open it.
const ClassesSchedulerTab = lazy(() =>
  import('../features/classes/components/classes-scheduler-tab.tsx').then((m) => ({
    default: m.ClassesSchedulerTab,
  })),
);

/** The club's Scheduler tab (classes feature), loaded on first open. */
export function SchedulerTab(props: TClubTabProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <ClassesSchedulerTab {...props} />
    </Suspense>
  );
}
