import type { TWeekChallengeDetail } from '@pulseboard/contract/week-challenges';
import { Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../../components/section-title.tsx';
import { formatDate } from '../../../lib/format.ts';
import { RunStatusTags } from './run-status-tags.tsx';
import { RunWeeks } from './run-weeks.tsx';

/** A run's dates and status, its weeks and its check-ins: what staff and the member both read. */
export function RunSummary({ run }: { run: TWeekChallengeDetail }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <RunStatusTags run={run} />
        <Typography.Text type="secondary">
          {t('weekChallenges.figures', {
            weeks: run.weeks,
            min: run.minWorkoutsPerWeek,
            penalty: run.penaltyWeeks,
          })}
        </Typography.Text>
        <Typography.Text>
          {t('weekChallenges.dates', { from: formatDate(run.startsOn), to: formatDate(run.endsOn) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('weekChallenges.joinedOn', { date: formatDate(run.joinedAt) })}
        </Typography.Text>
        {run.status === 'withdrawn' && (
          <Typography.Text type="secondary">
            {t('weekChallenges.withdrawnOn', {
              date: formatDate(run.leftAt),
              reason: run.withdrawReason ?? '',
            })}
          </Typography.Text>
        )}
      </Flex>
      <RunWeeks weeks={run.progress} />
      <div>
        <SectionTitle look={5}>{t('weekChallenges.checkins')}</SectionTitle>
        {run.checkins.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('weekChallenges.noCheckins')} />
        ) : (
          <List
            size="small"
            dataSource={run.checkins}
            renderItem={(c) => (
              <List.Item>
                <Typography.Text strong>{formatDate(c.date)}</Typography.Text>
                {c.note && <Typography.Text style={{ marginInlineStart: 8 }}>{c.note}</Typography.Text>}
              </List.Item>
            )}
          />
        )}
      </div>
    </Flex>
  );
}
