import type { TClass } from '@pulseboard/contract/classes';
import { addDays, todayIn } from '@pulseboard/core/date-range';
import { displayName } from '@pulseboard/core/display-name';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubStudios } from '../../../api/get-club-studios.ts';
import { useClubTrainers } from '../../../api/get-club-trainers.ts';
import { LoadError } from '../../../components/list-states.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useSearchState } from '../../../hooks/use-search-state.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSchedulerClasses } from '../api/get-scheduler-classes.ts';
import { SchedulerGrid } from './classes-scheduler-grid.tsx';
import { minutesToTime, placeClasses, viewDays, zonedParts } from './classes-scheduler-layout.ts';
import { SchedulerMoveModal, type TPendingMove } from './classes-scheduler-move-modal.tsx';
import { SchedulerToolbar, type TSchedulerBy, type TSchedulerView } from './classes-scheduler-toolbar.tsx';

/** Where a new class goes: a slot's date and start (club's zone) and the studio or trainer shown. */
export type TCreateAt = { date: string; startTime: string; studioId?: number; trainerId?: number };

export type TSchedulerProps = {
  clubId: number;
  clubTimeZone: string;
  canManage: boolean;
  onCreateAt: (at: TCreateAt) => void;
  onOpen: (classId: number) => void;
};

const FALLBACK_COLOR = '#8c8c8c';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function rangeTitle(days: string[], language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const first = new Date(`${days[0]}T00:00:00Z`);
  const last = new Date(`${days.at(-1)}T00:00:00Z`);
  return days.length === 1 ? format.format(first) : format.formatRange(first, last);
}

/** The Scheduler: a week or day calendar of the club's classes per studio or trainer, in the club's zone. */
export function ClassesScheduler({ clubId, clubTimeZone, canManage, onCreateAt, onOpen }: TSchedulerProps) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchState();
  const today = todayIn(clubTimeZone);
  const view: TSchedulerView = (params.get('view') as TSchedulerView) ?? (isMobile ? 'day' : 'week');
  const date = DATE.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const by: TSchedulerBy = params.get('by') === 'trainer' ? 'trainer' : 'studio';
  const selected = Number(params.get('sid')) || undefined;
  const days = viewDays(date, view === 'day' ? 'day' : 'week');
  const [pending, setPending] = useState<TPendingMove>();

  const studios = useClubStudios(clubId);
  const trainers = useClubTrainers(clubId);
  const filter = {
    from: addDays(days[0] as string, -1),
    to: addDays(days.at(-1) as string, 1),
    ...(selected ? (by === 'studio' ? { studioId: selected } : { trainerId: selected }) : {}),
  };
  const classes = useSchedulerClasses(clubId, filter);
  const placed = placeClasses(classes.data ?? [], days, clubTimeZone);
  const shown = [...placed.values()].some((pieces) => pieces.length > 0);

  const studioById = new Map((studios.data?.list ?? []).map((s) => [s.id, s]));
  const trainerById = new Map((trainers.data?.list ?? []).map((tr) => [tr.id, tr]));
  const colorOf = (item: TClass) => studioById.get(item.studioId ?? 0)?.color ?? FALLBACK_COLOR;
  const detailOf = (item: TClass) => {
    if (by === 'studio') {
      const trainer = trainerById.get(item.trainerId ?? 0);
      return trainer ? displayName(trainer) : undefined;
    }
    return studioById.get(item.studioId ?? 0)?.name;
  };
  const step = (direction: -1 | 0 | 1) =>
    setParams({ date: direction === 0 ? undefined : addDays(date, direction * days.length) });
  const ownPlace = (item: TClass) => {
    const start = zonedParts(item.startsAt, clubTimeZone);
    return { item, date: start.date, minute: start.minutes };
  };

  return (
    <Flex vertical gap="small">
      <SchedulerToolbar
        by={by}
        selected={selected}
        view={view}
        title={rangeTitle(days, i18n.language)}
        studios={studios.data?.list ?? []}
        trainers={trainers.data?.list ?? []}
        loadingLists={studios.isLoading || trainers.isLoading}
        isMobile={isMobile}
        onBy={(next) => setParams({ by: next === 'studio' ? undefined : next, sid: undefined })}
        onSelected={(id) => setParams({ sid: id ? String(id) : undefined })}
        onView={(next) => setParams({ view: next })}
        onStep={step}
      />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t('classes.scheduler.zone', { zone: clubTimeZone })}
        {canManage && ` · ${t(isMobile ? 'classes.scheduler.hintPhone' : 'classes.scheduler.hint')}`}
      </Typography.Text>
      {classes.isError ? (
        <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : (
        <Spin spinning={classes.isFetching} delay={200}>
          {!classes.isLoading && !shown && (
            <Alert type="info" showIcon title={t('classes.scheduler.empty')} style={{ marginBottom: 8 }} />
          )}
          <SchedulerGrid
            days={days}
            placed={placed}
            today={today}
            nowMinutes={zonedParts(new Date(), clubTimeZone).minutes}
            clubTimeZone={clubTimeZone}
            colorOf={colorOf}
            detailOf={detailOf}
            canManage={canManage}
            isMobile={isMobile}
            onSlot={(slotDate, minute) =>
              onCreateAt({
                date: slotDate,
                startTime: minutesToTime(minute),
                ...(selected ? (by === 'studio' ? { studioId: selected } : { trainerId: selected }) : {}),
              })
            }
            onOpen={(item) => onOpen(item.id)}
            onMove={(item, moveDate, minute) => setPending({ item, date: moveDate, minute })}
            onMoveAction={(item) => setPending(ownPlace(item))}
          />
        </Spin>
      )}
      <SchedulerMoveModal
        clubId={clubId}
        clubTimeZone={clubTimeZone}
        pending={pending}
        onClose={() => setPending(undefined)}
        onMoved={() => {
          setPending(undefined);
          notifySuccess(t('classes.scheduler.moved'));
        }}
      />
    </Flex>
  );
}
