import { Card, Flex, Skeleton, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { HISTORY_PAGE_SIZE } from '../api/history-scope.ts';
import type { THistorySeries } from './history-chart.tsx';

const HistoryChart = lazy(() => import('./history-chart.tsx').then((m) => ({ default: m.HistoryChart })));

type TQueryState = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * One history: its title and controls, then loading, error, empty or the chart and the readings. Every
 * history of the member page and My Profile has this shape.
 */
export function HistoryCard({
  title,
  controls,
  query,
  total,
  emptyText,
  series,
  unit,
  latest,
  children,
  drawer,
  testId,
  timeZone,
}: {
  title: ReactNode;
  controls: ReactNode;
  query: TQueryState;
  total: number;
  emptyText: string;
  series: THistorySeries[];
  unit: string;
  /** The newest reading, as text. */
  latest?: string;
  /** The readings list. */
  children: ReactNode;
  /** The add form's drawer, shown whatever the state (an empty history is where one starts). */
  drawer: ReactNode;
  testId: string;
  /** The clock the chart's days are on. */
  timeZone: string;
}) {
  const { t } = useTranslation();
  const body = query.isPending ? (
    <Skeleton active />
  ) : query.isError ? (
    <LoadError error={query.error} onRetry={() => void query.refetch()} />
  ) : total === 0 ? (
    <EmptyList text={emptyText} />
  ) : (
    <>
      {latest && <Typography.Text strong>{t('memberHistory.latest', { value: latest })}</Typography.Text>}
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
        <HistoryChart series={series} unit={unit} timeZone={timeZone} />
      </Suspense>
      {total > HISTORY_PAGE_SIZE && (
        <Typography.Text type="secondary">
          {t('memberHistory.showing', { count: HISTORY_PAGE_SIZE })}
        </Typography.Text>
      )}
      {children}
    </>
  );
  return (
    <Card title={title} data-testid={testId} styles={{ body: { paddingTop: 12 } }}>
      <Flex vertical gap="small">
        <Flex wrap gap="small" justify="space-between" align="center">
          {controls}
        </Flex>
        {body}
      </Flex>
      {drawer}
    </Card>
  );
}
