import { Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { dateFormat } from '../../../lib/format.ts';
import { PERIOD_NAMES, type TPeriodName } from '../utils/period.ts';

// The date picker is a large part of antd and shows only for a custom range: loaded then.
const RangePicker = lazy(() =>
  import('antd/es/date-picker').then((m) => ({ default: m.default.RangePicker })),
);

/** A date preset of SPEC.md section 9, or a custom range of days picked in the calendar. */
export function PeriodFilter({
  period,
  from,
  to,
  onChange,
}: {
  period: TPeriodName;
  from?: string;
  to?: string;
  onChange: (patch: { period: TPeriodName; from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const width = isMobile ? { flex: '1 1 100%', minWidth: 0 } : { width: 200 };
  return (
    <>
      <Select<TPeriodName>
        aria-label={t('myWorkouts.period')}
        data-testid="workouts-period"
        style={width}
        value={period}
        onChange={(value) => onChange({ period: value })}
        options={PERIOD_NAMES.map((value) => ({ value, label: t(`myWorkouts.preset.${value}`) }))}
      />
      {period === 'custom' && (
        <Suspense fallback={<Skeleton.Input active />}>
          <RangePicker
            format={dateFormat()}
            style={isMobile ? { flex: '1 1 100%', minWidth: 0 } : undefined}
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            allowClear={false}
            aria-label={t('myWorkouts.preset.custom')}
            onChange={(value) =>
              value?.[0] &&
              value[1] &&
              onChange({
                period: 'custom',
                from: value[0].format('YYYY-MM-DD'),
                to: value[1].format('YYYY-MM-DD'),
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}
