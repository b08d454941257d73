import { Card, Col, DatePicker, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { FitSegmented } from '../../../components/fit-segmented.tsx';
import { LoadError } from '../../../components/list-states.tsx';
import { dateFormat, formatDate, formatNumber } from '../../../lib/format.ts';
import {
  type TStatisticsQuery,
  type TStatisticsRange,
  useClubStatistics,
} from '../api/get-club-statistics.ts';

const DailyChart = lazy(() =>
  import('../../../components/daily-chart.tsx').then((m) => ({ default: m.DailyChart })),
);
const RANGES: TStatisticsRange[] = ['today', 'week', 'last30', 'custom'];

/** The club's figures over a dashboard range, with workouts and points per day. */
export function ClubStatisticTab({ clubId }: TClubTabProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [range, setRange] = useState<TStatisticsRange>('week');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  // "Sweat Points" in a club with the alternative wording (WordingProvider).
  const pointsLabel = t('clubs.statistic.points');
  const query: TStatisticsQuery =
    range === 'custom' && custom
      ? { range, from: custom[0].format('YYYY-MM-DD'), to: custom[1].format('YYYY-MM-DD') }
      : { range };
  const statistics = useClubStatistics(clubId, query, range !== 'custom' || custom !== null);
  const data = statistics.data;
  const figures = [
    ['totalMembers', t('clubs.statistic.totalMembers'), data?.totalMembers],
    ['activeMembers', t('clubs.statistic.activeMembers'), data?.stats.activeMembers],
    ['workouts', t('clubs.statistic.workouts'), data?.stats.workouts],
    ['classes', t('clubs.statistic.classes'), data?.stats.classes],
    ['points', pointsLabel, data?.stats.points],
  ] as const;

  if (statistics.isError && !data)
    return <LoadError error={statistics.error} onRetry={() => void statistics.refetch()} />;
  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center" style={{ maxWidth: '100%' }}>
        <FitSegmented<TStatisticsRange>
          aria-label={t('clubs.statistic.range')}
          value={range}
          onChange={setRange}
          options={RANGES.map((value) => ({ value, label: t(`clubs.statistic.range.${value}`) }))}
        />
        {range === 'custom' && (
          <DatePicker.RangePicker
            format={dateFormat()}
            value={custom}
            allowClear={false}
            onChange={(value) => setCustom(value?.[0] && value[1] ? [value[0], value[1]] : null)}
          />
        )}
        {data && (
          <Typography.Text type="secondary" data-testid="club-stat-period">
            {t('clubs.statistic.period', {
              from: formatDate(data.stats.from),
              to: formatDate(data.stats.to),
            })}
          </Typography.Text>
        )}
      </Flex>
      <Row gutter={[16, 16]}>
        {figures.map(([key, label, value]) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={`club-stat-${key}`} style={{ height: '100%' }}>
              <Statistic
                title={label}
                loading={statistics.isLoading}
                value={data ? formatNumber(value ?? 0) : '–'}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('clubs.statistic.daily')} size="small" data-testid="club-stat-chart">
        {data ? (
          <Suspense fallback={<Skeleton active />}>
            <DailyChart
              dates={data.stats.daily.map((d) => d.date)}
              colors={[token.colorPrimary, '#fa8c16']}
              series={[
                {
                  name: t('clubs.statistic.workouts'),
                  kind: 'bar',
                  values: data.stats.daily.map((d) => d.workouts),
                },
                { name: pointsLabel, kind: 'line', values: data.stats.daily.map((d) => d.points) },
              ]}
            />
          </Suspense>
        ) : (
          <Skeleton active />
        )}
      </Card>
    </Flex>
  );
}
