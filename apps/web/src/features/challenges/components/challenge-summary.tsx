import type { TChallengeDetail } from '@pulseboard/contract/challenges';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useWording } from '../../../hooks/use-wording.tsx';
import {
  criterionExplained,
  periodText,
  STATUS_COLORS,
  scoreText,
  zonesText,
} from '../utils/challenge-text.ts';

/** A challenge's settings in words: status, dates on the club's clock, what wins and what counts. */
export function ChallengeSummary({ challenge }: { challenge: TChallengeDetail }) {
  const { t } = useTranslation();
  const wording = useWording();
  const explained = criterionExplained(t, challenge);
  // A phone has no room for a column of labels: each label goes above its value.
  const layout = useIsMobile() ? 'vertical' : 'horizontal';
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      layout={layout}
      data-testid="challenge-summary"
      items={[
        {
          key: 'status',
          label: t('challenges.col.status'),
          children: (
            <Flex wrap gap={4}>
              <Tag color={STATUS_COLORS[challenge.status]}>{t(`challenges.status.${challenge.status}`)}</Tag>
              <Tag>{t(`challenges.typeName.${challenge.type}`)}</Tag>
            </Flex>
          ),
        },
        {
          key: 'period',
          label: t('challenges.col.period'),
          children: (
            <Flex vertical>
              <span>{periodText(challenge)}</span>
              <Typography.Text type="secondary">
                {t('challenges.timesIn', { zone: challenge.timezone })}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'criterion',
          label: t('challenges.col.criterion'),
          children: (
            <Flex vertical gap={4}>
              <Typography.Text strong>{explained.label}</Typography.Text>
              <Typography.Text type="secondary">{explained.rule}</Typography.Text>
              {explained.teamRule && <Typography.Text type="secondary">{explained.teamRule}</Typography.Text>}
            </Flex>
          ),
        },
        {
          key: 'zones',
          label: t('challenges.field.zones'),
          children: zonesText(t, challenge.zones, wording),
        },
        {
          key: 'scope',
          label: t('challenges.field.scope'),
          children:
            challenge.scope === 'club'
              ? t('challenges.scopeName.club')
              : challenge.locations.map((l) => l.name).join(', '),
        },
        {
          key: 'mobile',
          label: t('challenges.field.allowMobile'),
          children: t(challenge.allowMobile ? 'challenges.yes' : 'challenges.no'),
        },
        ...(challenge.pointsTarget !== null
          ? [
              {
                key: 'target',
                label: t('challenges.field.pointsTarget'),
                children: scoreText(t, challenge.criterion, challenge.pointsTarget),
              },
            ]
          : []),
      ]}
    />
  );
}
