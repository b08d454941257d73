import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { useClubStudios } from '../../../api/get-club-studios.ts';
import { trainerName, useClubTrainers } from '../../../api/get-club-trainers.ts';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { dateFormat } from '../../../lib/format.ts';

export const CLASS_FILTERS = ['from', 'to', 'studioId', 'trainerId', 'locationId'] as const;
export type TClassFilterName = (typeof CLASS_FILTERS)[number];

/** Dates (local, on each class's calendar), studio, trainer and location: one URL parameter each. */
export function ClassesFilters({
  clubId,
  range,
  values,
  onChange,
  onThisWeek,
  search,
}: {
  /** The keyword box, first on the dates' row. */
  search: ReactNode;
  clubId: number;
  /** The range in force (the URL's, or this week on the club's calendar). */
  range: { from: string; to: string };
  values: Partial<Record<TClassFilterName, string | undefined>>;
  onChange: (patch: Partial<Record<TClassFilterName, string>>) => void;
  onThisWeek: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const studios = useClubStudios(clubId);
  const trainers = useClubTrainers(clubId);
  const locations = useClubLocations(clubId);
  const style = isMobile ? { flex: '1 1 140px', minWidth: 0 } : { flex: '0 1 200px', minWidth: 150 };
  const picked = (name: TClassFilterName) => (values[name] ? Number(values[name]) : undefined);
  const select = (name: TClassFilterName, label: string, options: { value: number; label: string }[]) => (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={label}
      placeholder={label}
      style={style}
      value={picked(name)}
      onChange={(value) => onChange({ [name]: value === undefined ? '' : String(value) })}
      options={options}
    />
  );

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        {search}
        <DatePicker.RangePicker
          allowClear={false}
          format={dateFormat()}
          aria-label={t('classes.filter.range')}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(dates) => {
            const [from, to] = dates ?? [];
            if (from && to) onChange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
          }}
          style={isMobile ? { flex: '1 1 100%', minWidth: 0 } : { flex: '0 1 280px' }}
        />
        <Button onClick={onThisWeek}>{t('classes.thisWeek')}</Button>
      </Flex>
      <Flex wrap gap={12} align="center">
        {select(
          'studioId',
          t('classes.filter.studio'),
          (studios.data?.list ?? []).map((s) => ({ value: s.id, label: s.name })),
        )}
        {select(
          'trainerId',
          t('classes.filter.trainer'),
          (trainers.data?.list ?? []).map((tr) => ({ value: tr.id, label: trainerName(tr) })),
        )}
        {select(
          'locationId',
          t('classes.filter.location'),
          (locations.data?.list ?? []).map((l) => ({ value: l.locationId, label: l.branchName })),
        )}
      </Flex>
    </Flex>
  );
}
