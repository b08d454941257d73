import { Card, Col, Flex, Row, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { useClubDayFormat } from '../../../hooks/use-club-zone.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useMemberPoints } from '../api/get-member-points.ts';
import { useMemberVisits } from '../api/get-member-visits.ts';

/** Points earned, spendable and spent, from the member's ledger (GET .../members/{memberId}/points). */
export function MemberPointsCard({ clubId, memberId }: { clubId: number; memberId: number }) {
  const { t } = useTranslation();
  const points = useMemberPoints(clubId, memberId);
  const figures = (['earned', 'spendable', 'spent'] as const).map((key) => (
    <Col span={8} key={key}>
      <Statistic
        title={t(`memberHistory.detail.${key}`)}
        value={formatNumber(points.data?.[key] ?? 0)}
        loading={points.isPending}
      />
    </Col>
  ));
  return (
    <Card title={t('memberHistory.detail.points')} data-testid="member-points">
      {points.isError ? (
        <LoadError error={points.error} onRetry={() => void points.refetch()} />
      ) : (
        <Row gutter={8}>{figures}</Row>
      )}
    </Card>
  );
}

/** Visits from Mindbody and Momence (GET .../members/{memberId}/visits), newest first. */
export function MemberVisitsCard({ clubId, memberId }: { clubId: number; memberId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const visits = useMemberVisits(clubId, memberId, { page, pageSize: 5 });
  const day = useClubDayFormat(clubId);
  return (
    <Card title={t('memberHistory.detail.visits')} data-testid="member-visits">
      {visits.isError ? (
        <LoadError error={visits.error} onRetry={() => void visits.refetch()} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          loading={visits.isPending}
          dataSource={visits.data?.list}
          locale={{ emptyText: <EmptyList text={t('memberHistory.detail.visitsEmpty')} /> }}
          pagination={{
            current: page,
            pageSize: 5,
            total: visits.data?.totalRecords,
            onChange: setPage,
            hideOnSinglePage: true,
            size: 'small',
          }}
          columns={[
            {
              key: 'date',
              title: t('memberHistory.detail.visitDate'),
              render: (_, v) => day(v.visitedAt),
            },
            {
              key: 'class',
              title: t('memberHistory.detail.visitClass'),
              render: (_, v) => [v.className, v.locationName].filter(Boolean).join(' · '),
            },
            {
              key: 'source',
              render: (_, v) => <Tag>{t(`memberHistory.detail.visitSource.${v.source}`)}</Tag>,
            },
          ]}
        />
      )}
    </Card>
  );
}

/** The member's points and visits, one card each. */
export function MemberActivityCards({ clubId, memberId }: { clubId: number; memberId: number }) {
  return (
    <Flex vertical gap="middle">
      <MemberPointsCard clubId={clubId} memberId={memberId} />
      <MemberVisitsCard clubId={clubId} memberId={memberId} />
    </Flex>
  );
}
