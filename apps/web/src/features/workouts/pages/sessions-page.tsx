import type { TSession } from '@pulseboard/contract/workouts-sessions';
import { Card, Flex, List, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useWorkoutListState } from '../components/workout-list.tsx';
import { useWorkoutColumns } from '../components/workouts-table.tsx';
import { periodDays, periodInstants, readPeriod } from '../utils/period.ts';

/**
 * My Sessions (/sessions/index, coach): the sessions the club's stations recorded in a period, newest
 * first, each with its participants' summaries. Until classes exist a session is a run of one station's
 * workouts that start close together (the API's workouts-sessions.service.ts says exactly how).
 */
export function SessionsPage() {
  const { t } = useTranslation();
  const list = useWorkoutListState();
  const period = readPeriod(list.filters.period);
  const days = periodDays(period, { from: list.filters.from, to: list.filters.to });
  const sessions = useSessions(
    { page: list.query.page, pageSize: 10, filter: days ? periodInstants(days) : {} },
    { enabled: days !== undefined },
  );
  const pagination = list.pagination(sessions.data?.totalRecords);

  return (
    <Card title={t('route.sessions')}>
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('sessions.explain')}</Typography.Text>
        <Flex wrap gap="small">
          <PeriodFilter
            labelOf={(p) => t(`myWorkouts.preset.${p}`)}
            ariaLabel={t('myWorkouts.period')}
            testId="workouts-period"
            period={period}
            from={list.filters.from}
            to={list.filters.to}
            onChange={(patch) =>
              list.setFilters({ period: patch.period, from: patch.from ?? '', to: patch.to ?? '' })
            }
          />
        </Flex>
        {sessions.isError && !sessions.data ? (
          <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : sessions.isPending && days ? (
          <Skeleton active />
        ) : (
          <List<TSession>
            dataSource={sessions.data?.list ?? []}
            loading={sessions.isFetching && !sessions.isPending}
            locale={{ emptyText: <EmptyList text={t('sessions.empty')} /> }}
            rowKey="key"
            pagination={
              (sessions.data?.totalRecords ?? 0) > 10 && {
                current: pagination.current,
                pageSize: 10,
                total: pagination.total,
                onChange: (page) =>
                  list.onTableChange({ current: page, pageSize: 10 }, {}, {}, { action: 'paginate' }),
              }
            }
            renderItem={(session) => <SessionCard session={session} />}
          />
        )}
      </Flex>
    </Card>
  );
}

function SessionCard({ session }: { session: TSession }) {
  const { t } = useTranslation();
  const columns = useWorkoutColumns(true);
  const time = (iso: string) => dayjs(iso).format('HH:mm');
  return (
    <List.Item style={{ display: 'block' }} data-testid="session">
      <Flex wrap gap="small" justify="space-between" style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          {formatDate(session.startTime)} {time(session.startTime)}–{time(session.endTime)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {[
            session.stationName,
            session.locationName,
            t('sessions.participantCount', { count: session.participants.length }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </Flex>
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={session.participants}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </List.Item>
  );
}
