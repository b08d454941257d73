import { CLASSES_ACCESS, type TClass, type TClassTemplate } from '@pulseboard/contract/classes';
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
import { minutesToTime, timeToMinutes } from './classes-scheduler-layout.ts';
import { ClassTemplateSelect } from './classes-templates-select.tsx';

/** A template picked for a slot keeps the slot's start (and its length) and the studio or trainer shown. */
function atSlot(template: TClassTemplate, slot: TClassDefaults | undefined): TClassTemplate {
  if (!slot?.startTime) return template;
  const length = timeToMinutes(template.endTime) - timeToMinutes(template.startTime);
  const start = timeToMinutes(slot.startTime);
  return {
    ...template,
    startTime: slot.startTime,
    // Kept within the day: a class ends on the day it starts.
    endTime: minutesToTime(Math.min(start + length, 23 * 60 + 59)),
    studioId: slot.studioId ?? template.studioId,
    trainerId: slot.trainerId ?? template.trainerId,
  };
}

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
            templatePicker={(apply) => (
              <ClassTemplateSelect clubId={clubId} onPick={(template) => apply(atSlot(template, defaults))} />
            )}
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
