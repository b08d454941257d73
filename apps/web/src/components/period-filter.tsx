import { DATE_PRESETS, type TDatePreset } from '@pulseboard/core/date-range';
import { Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { dateFormat } from '../lib/format.ts';

/** A preset of SPEC.md section 9 or a custom range. */
export type TPeriodName = TDatePreset | 'custom';
const PERIOD_NAMES: readonly TPeriodName[] = [...DATE_PRESETS, 'custom'];

// The date picker is a large part of antd and shows only for a custom range: loaded then.
const RangePicker = lazy(() =>
  import('antd/es/date-picker').then((m) => ({ default: m.default.RangePicker })),
);

/**
 * A date preset of SPEC.md section 9, or a custom range of days picked in the calendar. Each feature
 * names the presets in its own words (`labelOf`): My Workouts and the leaderboards say it differently.
 */
export function PeriodFilter({
  period,
  from,
  to,
  onChange,
  labelOf,
  ariaLabel,
  testId,
}: {
  period: TPeriodName;
  from?: string;
  to?: string;
  onChange: (patch: { period: TPeriodName; from?: string; to?: string }) => void;
  labelOf: (period: TPeriodName) => string;
  ariaLabel: string;
  testId?: string;
}) {
  const isMobile = useIsMobile();
  const width = isMobile ? { flex: '1 1 100%', minWidth: 0 } : { width: 200 };
  return (
    <>
      <Select<TPeriodName>
        aria-label={ariaLabel}
        data-testid={testId}
        style={width}
        value={period}
        onChange={(value) => onChange({ period: value })}
        options={PERIOD_NAMES.map((value) => ({ value, label: labelOf(value) }))}
      />
      {period === 'custom' && (
        <Suspense fallback={<Skeleton.Input active />}>
          <RangePicker
            format={dateFormat()}
            style={isMobile ? { flex: '1 1 100%', minWidth: 0 } : undefined}
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            allowClear={false}
            aria-label={labelOf('custom')}
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
