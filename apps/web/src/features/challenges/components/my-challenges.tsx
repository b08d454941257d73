import type { TMyChallenge } from '@pulseboard/contract/challenges';
import { Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { useMyChallenges } from '../api/get-my-challenges.ts';
import {
  criterionExplained,
  periodText,
  STATUS_COLORS,
  scoreText,
  zonesText,
} from '../utils/challenge-text.ts';
import { TeamDot } from './team-dot.tsx';

/**
 * The member's own challenges (/challenge/index): running and upcoming first, then past ones, each with
 * their rank, score and team, and how the winner is found.
 */
export function MyChallenges() {
  const { t } = useTranslation();
  const query = useMyChallenges();
  if (query.isError && !query.data)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton active />;
  const current = query.data.list.filter((c) => c.status !== 'ended');
  const past = query.data.list.filter((c) => c.status === 'ended');
  return (
    <Flex vertical gap={16} data-testid="my-challenges">
      <Section title={t('challenges.mine.current')} items={current} empty={t('challenges.mine.noCurrent')} />
      <Section title={t('challenges.mine.past')} items={past} empty={t('challenges.mine.noPast')} />
    </Flex>
  );
}

function Section({ title, items, empty }: { title: string; items: TMyChallenge[]; empty: string }) {
  return (
    <Card title={title} size="small">
      {items.length === 0 ? (
        <EmptyList text={empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((c) => (
            <Col key={c.challengeId} xs={24} lg={12}>
              <MyChallengeCard challenge={c} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

function MyChallengeCard({ challenge: c }: { challenge: TMyChallenge }) {
  const { t } = useTranslation();
  const explained = criterionExplained(t, c);
  return (
    <Card
      type="inner"
      title={<span style={{ whiteSpace: 'normal' }}>{c.name}</span>}
      data-testid="my-challenge"
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={6} align="center">
          <Tag color={STATUS_COLORS[c.status]}>{t(`challenges.status.${c.status}`)}</Tag>
          <Tag>{t(`challenges.typeName.${c.type}`)}</Tag>
          <Typography.Text type="secondary">{periodText(c)}</Typography.Text>
        </Flex>
        <Row gutter={[12, 12]}>
          <Col xs={12}>
            <Statistic
              title={t('challenges.mine.rank')}
              value={t('challenges.mine.rankOf', { rank: c.rank, count: c.participantCount })}
            />
          </Col>
          <Col xs={12}>
            <Statistic title={t('challenges.mine.score')} value={scoreText(t, c.criterion, c.score)} />
          </Col>
        </Row>
        {c.team && (
          <Flex vertical gap={2}>
            <Flex gap={8} align="center">
              <TeamDot color={c.team.color} />
              <Typography.Text strong>{c.team.name}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              {t('challenges.mine.teamStanding', {
                rank: c.team.rank,
                count: c.team.teamCount,
                score: scoreText(t, c.criterion, c.team.score),
              })}
            </Typography.Text>
          </Flex>
        )}
        <Flex vertical gap={2}>
          <Typography.Text strong>
            {t('challenges.board.winner', { criterion: explained.label })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {explained.rule} {explained.teamRule}{' '}
            {t('challenges.board.zones', { zones: zonesText(t, c.zones) })}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
