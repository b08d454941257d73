import { CLASSES_ACCESS, type TClass } from '@pulseboard/contract/classes';
import { hasRole } from '@pulseboard/contract/roles';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useClubBrief } from '../../../api/get-club-brief.ts';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { LoadError } from '../../../components/list-states.tsx';
import { ClassesDeleteModal } from './classes-delete-modal.tsx';
import { ClassDetailDrawer } from './classes-detail-drawer.tsx';
import { ClassFormDrawer, type TClassDefaults } from './classes-form-drawer.tsx';
import { ClassesScheduler } from './classes-scheduler.tsx';

/**
 * The club's Scheduler tab: the calendar, the class form for a slot (prefilled with its date, time and
 * the studio or trainer shown) and a class's details. The URL's command is the open class's id, so a
 * reload or a shared link reopens it; the form's notice names any dates a series skipped (DST).
 */
export function ClassesSchedulerTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const brief = useClubBrief(clubId);
  const canManage = hasRole(role, CLASSES_ACCESS.manage);
  const [defaults, setDefaults] = useState<TClassDefaults>();
  const [editing, setEditing] = useState<TClass>();
  const [deleting, setDeleting] = useState<TClass>();
  const openId = cmd && /^\d+$/.test(cmd) ? Number(cmd) : undefined;

  if (brief.isError) return <LoadError error={brief.error} onRetry={() => void brief.refetch()} />;
  if (!brief.data) return <Skeleton active />;
  return (
    <>
      <ClassesScheduler
        clubId={clubId}
        clubTimeZone={brief.data.timezone}
        canManage={canManage}
        onCreateAt={setDefaults}
        onOpen={(classId) => onCmdChange(String(classId))}
      />
      <ClassDetailDrawer
        clubId={clubId}
        classId={openId}
        canManage={canManage}
        canRunRoster={hasRole(role, CLASSES_ACCESS.participants)}
        onEdit={setEditing}
        onDelete={setDeleting}
        onClose={() => onCmdChange(undefined)}
      />
      {canManage && (
        <>
          <ClassFormDrawer
            clubId={clubId}
            open={defaults !== undefined || editing !== undefined}
            classItem={editing}
            defaults={defaults}
            onClose={() => {
              setDefaults(undefined);
              setEditing(undefined);
            }}
          />
          <ClassesDeleteModal
            clubId={clubId}
            classItem={deleting}
            onClose={() => setDeleting(undefined)}
            onDeleted={() => {
              if (deleting?.id === openId) onCmdChange(undefined);
            }}
          />
        </>
      )}
    </>
  );
}
