import { Flex, Skeleton, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_CHART_HEIGHT } from '../../../components/daily-chart.tsx';
import { FitSegmented } from '../../../components/fit-segmented.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { dateFormat, formatDate } from '../../../lib/format.ts';
import {
  FIRST_STATS_QUERY,
  type TDashboardRange,
  type TStatsQuery,
  useDashboardStats,
} from '../api/get-dashboard-stats.ts';
import { DailyChart } from '../components/daily-chart.tsx';
import { StatCards } from '../components/stat-cards.tsx';

// Only the platform admin picks a club: the select loads for that role alone.
const ClubPicker = lazy(() =>
  import('../../../components/club-picker.tsx').then((m) => ({ default: m.ClubPicker })),
);

// The date picker is a large part of antd and shows only for a custom range: loaded then.
const RangePicker = lazy(() =>
  import('antd/es/date-picker').then((m) => ({ default: m.default.RangePicker })),
);

const RANGES: TDashboardRange[] = ['today', 'week', 'last30', 'custom'];

/** Headline figures and a daily chart for the signed-in role's scope (platform, club or personal). */
export function DashboardPage({
  greeting,
  clubPicker = false,
  personal = false,
}: {
  greeting?: string;
  clubPicker?: boolean;
  /** A member's own figures: their cards show while the figures load or wait for a custom range. */
  personal?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const headingStyle = {
    color: token.colorTextHeading,
    fontSize: token.fontSizeHeading3,
    fontWeight: token.fontWeightStrong,
    lineHeight: token.lineHeightHeading3,
  };
  const secondaryStyle = { color: token.colorTextSecondary };
  const [range, setRange] = useState<TDashboardRange>(FIRST_STATS_QUERY.range);
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  // The platform admin may look at one club (its figures and its time zone) or at every club (UTC).
  const [clubId, setClubId] = useState<number>();

  const query: TStatsQuery = {
    range,
    ...(range === 'custom' && custom
      ? { from: custom[0].format('YYYY-MM-DD'), to: custom[1].format('YYYY-MM-DD') }
      : {}),
    ...(clubId ? { clubId } : {}),
  };
  const stats = useDashboardStats(query, { enabled: range !== 'custom' || custom !== null });
  const data = stats.data;

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <div>
          {/* Plain elements in antd's heading and secondary text look: Typography brings a text editor along. */}
          <h1 style={{ ...headingStyle, margin: 0 }}>{t('dashboard.title')}</h1>
          {greeting && <span style={secondaryStyle}>{greeting}</span>}
        </div>
        <Flex wrap gap="small" align="center" style={{ maxWidth: '100%' }}>
          {clubPicker && (
            <Suspense fallback={<Skeleton.Input active />}>
              <ClubPicker value={clubId} onChange={setClubId} />
            </Suspense>
          )}
          <FitSegmented<TDashboardRange>
            aria-label={t('dashboard.range')}
            value={range}
            onChange={setRange}
            options={RANGES.map((value) => ({ value, label: t(`dashboard.range.${value}`) }))}
          />
          {range === 'custom' && (
            <Suspense fallback={<Skeleton.Input active />}>
              <RangePicker
                format={dateFormat()}
                value={custom}
                allowClear={false}
                onChange={(value) => setCustom(value?.[0] && value[1] ? [value[0], value[1]] : null)}
                aria-label={t('dashboard.range.custom')}
              />
            </Suspense>
          )}
        </Flex>
      </Flex>
      {/* Room for the period's line (two on a phone) before the figures arrive: the page does not shift. */}
      <Flex
        wrap
        gap="small"
        style={{
          minHeight: token.fontSize * token.lineHeight * (isMobile ? 2 : 1) + (isMobile ? token.marginXS : 0),
        }}
      >
        {data && (
          <>
            <span style={secondaryStyle} data-testid="stats-period">
              {t('dashboard.period', { from: formatDate(data.from), to: formatDate(data.to) })}
            </span>
            <span style={secondaryStyle} data-testid="stats-timezone">
              {t('common.timesIn', { zone: data.timezone })}
            </span>
          </>
        )}
      </Flex>
      <StatCards stats={data} loading={stats.isLoading} personal={personal} />
      <Panel title={t('dashboard.daily')}>
        {data ? (
          <DailyChart daily={data.daily} color={token.colorPrimary} />
        ) : range === 'custom' && !custom ? (
          <span style={secondaryStyle} data-testid="stats-pick-dates">
            {t('dashboard.pickDates')}
          </span>
        ) : (
          // As tall as the chart, so the page does not shift when the figures arrive.
          <div style={{ height: stats.isLoading ? DAILY_CHART_HEIGHT : undefined }}>
            <Skeleton active loading={stats.isLoading} />
          </div>
        )}
      </Panel>
    </Flex>
  );
}
