import { PlusOutlined } from '@ant-design/icons';
import { CLASSES_ACCESS, type TClass, type TClassTemplate } from '@pulseboard/contract/classes';
import { hasRole } from '@pulseboard/contract/roles';
import { todayIn } from '@pulseboard/core/date-range';
import { Button, Card, Flex, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubStudios } from '../../../api/get-club-studios.ts';
import { trainerName, useClubTrainers } from '../../../api/get-club-trainers.ts';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { ListSearch } from '../../../components/list-search.tsx';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { useClasses } from '../api/get-classes.ts';
import { weekOf } from '../utils/class-dates.ts';
import { ClassesDeleteModal } from './classes-delete-modal.tsx';
import { ClassDetailDrawer } from './classes-detail-drawer.tsx';
import { CLASS_FILTERS, ClassesFilters } from './classes-filters.tsx';
import { ClassFormDrawer } from './classes-form-drawer.tsx';
import { ClassesTable } from './classes-table.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The Class tab's list: the occurrences of a date range (this week on the club's calendar unless the
 * URL says otherwise), filtered by studio, trainer, location and keyword. The URL's command opens the
 * create form ('create') or one class (its id), so a reload or a shared link reopens it.
 */
export function ClassesTab({
  clubId,
  role,
  cmd,
  onCmdChange,
  templatePicker,
}: TClubTabProps & { templatePicker?: (apply: (template: TClassTemplate) => void) => ReactNode }) {
  const { t } = useTranslation();
  const canManage = hasRole(role, CLASSES_ACCESS.manage);
  const canRunRoster = hasRole(role, CLASSES_ACCESS.participants);
  const list = useListState([], { filters: CLASS_FILTERS });
  // The club's week (its calendar, not the browser's).
  const zone = useClubZone(clubId);
  const studios = useClubStudios(clubId);
  const trainers = useClubTrainers(clubId);
  const [editing, setEditing] = useState<TClass>();
  const [deleting, setDeleting] = useState<TClass>();
  // A class saved on a day outside the dates shown: the list moves to its week, so it is seen where it
  // landed rather than seeming lost. Once the form has closed: closing a new class's form changes the
  // URL too, and two URL changes in a row would each start from the same URL.
  const [moveTo, setMoveTo] = useState<{ from: string; to: string }>();
  useEffect(() => {
    if (!moveTo || cmd === 'create') return;
    list.setFilters(moveTo);
    setMoveTo(undefined);
  }, [moveTo, cmd, list.setFilters]);

  const week = zone ? weekOf(todayIn(zone)) : undefined;
  const { from, to } = list.filters;
  const range = from && to && DATE.test(from) && DATE.test(to) && from <= to ? { from, to } : week;
  const classes = useClasses(
    clubId,
    range && {
      page: list.query.page,
      pageSize: list.query.pageSize,
      filter: {
        ...range,
        studioId: idOf(list.filters.studioId),
        trainerId: idOf(list.filters.trainerId),
        locationId: idOf(list.filters.locationId),
        keyword: list.query.keyword.trim() || undefined,
      },
    },
  );

  const openId = idOf(cmd);
  const creating = canManage && cmd === 'create';
  const closeForm = () => {
    setEditing(undefined);
    if (cmd === 'create') onCmdChange(undefined);
  };

  const extra = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => onCmdChange('create')}>
      {t('classes.create')}
    </Button>
  );

  return (
    <Card title={t('classes.title')} extra={extra}>
      <Flex vertical gap={16}>
        {range ? (
          <ClassesFilters
            clubId={clubId}
            range={range}
            values={list.filters}
            onChange={list.setFilters}
            onThisWeek={() => list.setFilters({ from: '', to: '' })}
            search={
              <ListSearch
                keyword={list.query.keyword}
                onSearch={list.setKeyword}
                placeholder={t('classes.search')}
                style={{ flex: '1 1 220px', maxWidth: '100%' }}
                testId="classes-search"
              />
            }
          />
        ) : null}
        {range ? (
          <ClassesTable
            query={classes}
            list={list}
            canManage={canManage}
            trainerOf={(id) => {
              const found = trainers.data?.list.find((tr) => tr.id === id);
              return found && trainerName(found);
            }}
            studioOf={(id) => studios.data?.list.find((s) => s.id === id)?.name}
            onOpen={(c) => onCmdChange(String(c.id))}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        ) : (
          <Skeleton active />
        )}
      </Flex>
      <ClassDetailDrawer
        clubId={clubId}
        classId={openId}
        canManage={canManage}
        canRunRoster={canRunRoster}
        onEdit={setEditing}
        onDelete={setDeleting}
        onClose={() => onCmdChange(undefined)}
      />
      {canManage && (
        <>
          <ClassFormDrawer
            clubId={clubId}
            open={creating || editing !== undefined}
            classItem={editing}
            templatePicker={templatePicker}
            onClose={closeForm}
            onSaved={({ class: saved }) => {
              if (range && (saved.date < range.from || saved.date > range.to)) setMoveTo(weekOf(saved.date));
            }}
          />
          <ClassesDeleteModal
            clubId={clubId}
            classItem={deleting}
            onClose={() => setDeleting(undefined)}
            onDeleted={() => {
              if (deleting && deleting.id === openId) onCmdChange(undefined);
            }}
          />
        </>
      )}
    </Card>
  );
}
