import { ArrowLeftOutlined } from '@ant-design/icons';
import type { TUnitSystem } from '@pulseboard/core/units';
import { Button, Card, Col, Flex, Result, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/list-states.tsx';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { ApiError } from '../../../lib/http.ts';
import { memberDetailKeys } from '../../../lib/query-keys.ts';
import { useMemberDetail } from '../api/get-member-detail.ts';
import { MemberHistorySection } from '../components/member-history-section.tsx';
import { MemberProfileCard } from '../components/member-profile-card.tsx';

/**
 * One member of a club (/clubs/details/:id/members/:memberId): profile, points, visits, the weight,
 * body-metric and blood-pressure histories, and the member's workouts.
 * The window and tag title name the member.
 */
export function MemberDetailPage({
  clubId,
  memberId,
  clubName,
  viewerUnit,
  activity,
  workouts,
  onBack,
}: {
  clubId: number;
  memberId: number;
  clubName?: string;
  viewerUnit: TUnitSystem;
  /** The member's points and visits (the members feature's cards; the route composes them). */
  activity: ReactNode;
  /** The member's workouts (the workouts feature's list; the route composes it). */
  workouts: ReactNode;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const member = useMemberDetail(clubId, memberId);
  const timeZone = useClubZone(clubId);
  usePageTitle(member.data && [member.data.name, clubName].filter(Boolean).join(' · '));
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      {t('memberHistory.detail.back')}
    </Button>
  );

  if (member.isPending) return <Skeleton active avatar />;
  if (member.isError) {
    // 400: an id in the address that no member can have (letters, 99999999999); retrying cannot help.
    const missing =
      member.error instanceof ApiError && (member.error.status === 404 || member.error.status === 400);
    return missing ? (
      <Result status="404" title={t('memberHistory.detail.notFound')} extra={back} />
    ) : (
      <LoadError error={member.error} onRetry={() => void member.refetch()} />
    );
  }
  // The club's clock, which the member's dates and readings are on (see useClubZone).
  if (!timeZone) return <Skeleton active avatar />;
  const scope = { memberId, refresh: [memberDetailKeys.detail(clubId, memberId)] };
  return (
    <Flex vertical gap="middle">
      <div>{back}</div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Flex vertical gap="middle">
            <MemberProfileCard member={member.data} viewerUnit={viewerUnit} timeZone={timeZone} />
            {activity}
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <Flex vertical gap="middle">
            <MemberHistorySection scope={scope} clubId={clubId} viewerUnit={viewerUnit} />
            <Card title={t('memberHistory.detail.workouts')} data-testid="member-workouts">
              {workouts}
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
