import type { TSession } from '@pulseboard/contract/workouts-sessions';
import { encodeClassSummaryId } from '@pulseboard/core/class-summary-id';
import { Card, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import { formatDateIn, formatTimeIn } from '../../../lib/format.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useWorkoutListState } from '../components/workout-list.tsx';
import { listPeriod } from '../utils/period.ts';

/**
 * My Sessions (/sessions/index, coach): the classes the coach led in a period (their trainer is linked
 * to the coach's login), newest first, with attendance; each opens its class summary.
 */
export function SessionsPage({ clubId }: { clubId: number | null }) {
  const { t } = useTranslation();
  const list = useWorkoutListState();
  // The period's days are the club's, as each class's date and time are.
  const zone = useClubZone(clubId);
  const { period, days, instants } = listPeriod(list.filters, zone);
  const sessions = useSessions(
    { page: list.query.page, pageSize: list.query.pageSize, filter: instants ?? {} },
    { enabled: instants !== undefined },
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
        ) : sessions.isPending && (days || !zone) ? (
          <Skeleton active />
        ) : (
          <List<TSession>
            dataSource={sessions.data?.list ?? []}
            loading={sessions.isFetching && !sessions.isPending}
            locale={{ emptyText: <EmptyList text={t('sessions.empty')} /> }}
            rowKey="classId"
            // The pages, their size and "Total N" as in every list (a List is no Table: it says when they change).
            pagination={
              (sessions.data?.totalRecords ?? 0) > 0 && {
                current: pagination.current,
                pageSize: pagination.pageSize,
                total: pagination.total,
                showSizeChanger: pagination.showSizeChanger,
                pageSizeOptions: pagination.pageSizeOptions,
                showTotal: pagination.showTotal,
                onChange: (page, pageSize) =>
                  list.onTableChange({ current: page, pageSize }, {}, {}, { action: 'paginate' }),
              }
            }
            renderItem={(session) => <SessionItem session={session} />}
          />
        )}
      </Flex>
    </Card>
  );
}

function SessionItem({ session }: { session: TSession }) {
  const { t } = useTranslation();
  const { timeZone } = session;
  const summaryPath = `/class-summary/${encodeURIComponent(
    encodeClassSummaryId({
      clubId: session.clubId,
      locationId: session.locationId,
      classId: session.classId,
    }),
  )}`;
  const when = `${formatDateIn(session.startsAt, timeZone)} ${formatTimeIn(session.startsAt, timeZone)}–${formatTimeIn(session.endsAt, timeZone)}`;
  return (
    <List.Item data-testid="session" style={{ display: 'block' }}>
      <Flex wrap gap="small" justify="space-between" align="center">
        <Flex vertical style={{ minWidth: 0 }}>
          <Flex wrap gap="small" align="center">
            <Link to={summaryPath} data-testid="session-summary-link" style={{ fontWeight: 600 }}>
              {session.name}
            </Link>
            {session.cancelled ? <Tag color="red">{t('sessions.cancelled')}</Tag> : null}
          </Flex>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {[when, session.studioName, session.locationName, session.trainerName]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </Flex>
        <Flex wrap gap={4} data-testid="session-attendance">
          <Tag>{t('sessions.booked', { count: session.booked })}</Tag>
          <Tag color="green">{t('sessions.attended', { count: session.attended })}</Tag>
          <Tag color={session.absent > 0 ? 'red' : undefined}>
            {t('sessions.absent', { count: session.absent })}
          </Tag>
        </Flex>
      </Flex>
    </List.Item>
  );
}
