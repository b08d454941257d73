import { CLUB_JOIN_ACCESS } from '@pulseboard/contract/club-join';
import { CLUBS_ACCESS } from '@pulseboard/contract/clubs';
import { hasRole } from '@pulseboard/contract/roles';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { LoadError } from '../../../components/list-states.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useClub } from '../api/get-club.ts';
import { ClubForm } from './club-form.tsx';
import { ClubJoinLinkCard } from './club-join-link-card.tsx';

const COUNTS = [
  ['monthlySessions', 'clubs.count.sessions'],
  ['monthlyWorkouts', 'clubs.count.workouts'],
  ['monthlyEmails', 'clubs.count.emails'],
] as const;

/** The club's own information: editable by accuro and club admins, who cannot change code, subdomain, wording. */
export function ClubInformationTab({ clubId, role }: TClubTabProps) {
  const { t } = useTranslation();
  const club = useClub(clubId);
  if (club.isError) return <LoadError error={club.error} onRetry={() => void club.refetch()} />;
  if (!club.data) return <Skeleton active />;
  const canEdit = hasRole(role, CLUBS_ACCESS.manage);
  return (
    <Flex vertical gap="middle">
      <Card size="small" title={t('clubs.section.counts')}>
        <Row gutter={16}>
          {COUNTS.map(([key, label]) => (
            <Col key={key} xs={8}>
              <Statistic title={t(label)} value={formatNumber(club.data[key])} />
            </Col>
          ))}
        </Row>
      </Card>
      {hasRole(role, CLUB_JOIN_ACCESS.read) && <ClubJoinLinkCard clubId={clubId} role={role} />}
      {!canEdit && <Alert type="info" showIcon title={t('clubs.readOnly')} />}
      <ClubForm
        key={clubId}
        club={club.data}
        ownerFields={hasRole(role, CLUBS_ACCESS.directory)}
        readOnly={!canEdit}
        onSaved={() => notifySuccess(t('clubs.saved'))}
      />
    </Flex>
  );
}
