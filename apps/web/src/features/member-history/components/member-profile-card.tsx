import type { TMemberListItem } from '@pulseboard/contract/members';
import { type TUnitSystem, unitLabel, weightFromKg } from '@pulseboard/core/units';
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../../components/section-title.tsx';
import { formatDate, formatDateIn, formatNumber } from '../../../lib/format.ts';
import { memberOptionName } from '../../../lib/member-option-names.ts';

/**
 * The member's profile as staff see it: state, body, device, pod, journey level and XGT phase; the day
 * they joined on the club's clock.
 */
export function MemberProfileCard({
  member,
  viewerUnit,
  timeZone,
}: {
  member: TMemberListItem;
  viewerUnit: TUnitSystem;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">{t('memberHistory.detail.none')}</Typography.Text>;
  const weight =
    member.weight === null
      ? none
      : `${formatNumber(weightFromKg(member.weight, viewerUnit), 1)} ${unitLabel('weight', viewerUnit)}`;
  const maxHr =
    member.effectiveMaxHr === null
      ? none
      : `${member.effectiveMaxHr} (${t(member.maxHr !== null ? 'memberHistory.detail.maxHrByHand' : 'memberHistory.detail.maxHrEstimated')})`;
  return (
    <Card data-testid="member-profile">
      <Flex vertical align="center" gap={8}>
        <Avatar size={72}>{member.firstName.slice(0, 1).toUpperCase()}</Avatar>
        <SectionTitle look={4} style={{ margin: 0, textAlign: 'center' }}>
          {member.name}
        </SectionTitle>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography.Text>
        <Flex wrap gap={4} justify="center">
          <Tag color={member.status === 'enabled' ? 'green' : 'red'}>
            {t(`memberHistory.detail.${member.status}`)}
          </Tag>
          <Tag color={member.verified ? 'blue' : 'orange'}>
            {t(member.verified ? 'memberHistory.detail.verified' : 'memberHistory.detail.unverified')}
          </Tag>
        </Flex>
      </Flex>
      <Descriptions size="small" column={1} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('memberHistory.detail.pod')}>
          {member.podBarcode ?? t('memberHistory.detail.noPod')}
        </Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.journeyLevel')}>
          {member.journeyLevel ? memberOptionName(t, member.journeyLevel) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.xgtPhase')}>
          {member.xgtPhase ? memberOptionName(t, member.xgtPhase) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.gender')}>
          {member.gender ? t(`memberHistory.detail.gender.${member.gender}`) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.birthDate')}>
          {member.birthDate ? formatDate(member.birthDate) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.weight')}>{weight}</Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.maxHr')}>{maxHr}</Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.preferUnit')}>
          {t(`memberHistory.detail.unit.${member.preferUnit}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.deviceId')}>
          {member.deviceId ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.location')}>
          {member.locationName ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('memberHistory.detail.memberSince')}>
          {formatDateIn(member.createdAt, timeZone)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
