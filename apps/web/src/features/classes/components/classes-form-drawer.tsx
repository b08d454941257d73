import type { TClass, TClassPlanResult, TClassTemplate } from '@pulseboard/contract/classes';
import { Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubBrief } from '../../../api/get-club-brief.ts';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { LoadError } from '../../../components/list-states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import type { TClassDefaults } from '../utils/class-form-values.ts';
import { ClassesForm } from './classes-form.tsx';

export type { TClassDefaults } from '../utils/class-form-values.ts';

/**
 * The create/edit drawer of a class (the Class tab's and the Scheduler's). Open it with `classItem` to
 * edit, without to create (with `defaults` from a calendar slot). After a series is planned it says how
 * many classes there are and which dates were skipped because the start time does not exist that day.
 */
export function ClassFormDrawer({
  clubId,
  open,
  classItem,
  defaults,
  templatePicker,
  onClose,
  onSaved,
}: {
  clubId: number;
  open: boolean;
  classItem?: TClass;
  defaults?: TClassDefaults;
  templatePicker?: (apply: (template: TClassTemplate) => void) => ReactNode;
  onClose: () => void;
  onSaved?: (result: TClassPlanResult) => void;
}) {
  const { t } = useTranslation();
  const brief = useClubBrief(clubId);
  const saved = (result: TClassPlanResult) => {
    if (result.occurrences > 1 || result.skippedDates.length > 0) {
      notifyInfo({
        title: t('classes.saved'),
        description: (
          <Flex vertical gap={4}>
            <span>{t('classes.planned', { count: result.occurrences })}</span>
            {result.skippedDates.length > 0 && (
              <span>{t('classes.skipped', { dates: result.skippedDates.map(formatDate).join(', ') })}</span>
            )}
          </Flex>
        ),
        // Skipped dates are worth reading: that notice stays until closed.
        duration: result.skippedDates.length > 0 ? 0 : 6,
      });
    } else notifySuccess(t('classes.saved'));
    onSaved?.(result);
    onClose();
  };

  return (
    <FormDrawer
      open={open}
      title={t(classItem ? 'classes.edit' : 'classes.create')}
      onClose={onClose}
      width={560}
    >
      {brief.data ? (
        <ClassesForm
          key={classItem?.id ?? 'new'}
          clubId={clubId}
          timeZone={brief.data.timezone}
          classItem={classItem}
          defaults={defaults}
          templatePicker={templatePicker}
          onClose={onClose}
          onSaved={saved}
        />
      ) : brief.isError ? (
        <LoadError error={brief.error} onRetry={() => void brief.refetch()} />
      ) : (
        <Skeleton active />
      )}
    </FormDrawer>
  );
}
