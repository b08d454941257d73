import type { TWeekChallengeWeek, TWeekState } from '@pulseboard/contract/week-challenges';
import { Flex, Progress, type ProgressProps, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

const STATE_COLORS: Record<TWeekState, string> = {
  met: 'green',
  missed: 'red',
  inProgress: 'blue',
  upcoming: 'default',
  open: 'default',
};
const PROGRESS_STATUS: Record<TWeekState, ProgressProps['status']> = {
  met: 'success',
  missed: 'exception',
  inProgress: 'active',
  upcoming: 'normal',
  open: 'normal',
};

/** Each week of a run: its count against its minimum as a bar, its dates and how it went. */
export function RunWeeks({ weeks }: { weeks: TWeekChallengeWeek[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={12} data-testid="run-weeks">
      {weeks.map((week) => (
        <div
          key={week.number}
          data-testid="run-week"
          style={{
            padding: 8,
            borderRadius: token.borderRadius,
            background: week.state === 'inProgress' ? token.colorPrimaryBg : undefined,
          }}
        >
          <Flex justify="space-between" align="baseline" wrap gap={4}>
            <Typography.Text strong>
              {t('weekChallenges.week', { number: week.number })}
              {week.penalty && (
                <Typography.Text type="warning" style={{ fontWeight: 'normal' }}>
                  {` · ${t('weekChallenges.penaltyWeek')}`}
                </Typography.Text>
              )}
            </Typography.Text>
            <Tag color={STATE_COLORS[week.state]} style={{ marginInlineEnd: 0 }}>
              {t(`weekChallenges.state.${week.state}`)}
            </Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('weekChallenges.dates', { from: formatDate(week.startsOn), to: formatDate(week.endsOn) })}
            {week.state !== 'upcoming' &&
              ` · ${t('weekChallenges.weekDetail', { workouts: week.workouts, checkins: week.checkins })}`}
          </Typography.Text>
          <Progress
            percent={Math.min(100, Math.round((100 * week.count) / week.minimum))}
            status={PROGRESS_STATUS[week.state]}
            format={() => t('weekChallenges.weekCount', { count: week.count, minimum: week.minimum })}
            aria-label={t('weekChallenges.week', { number: week.number })}
          />
        </div>
      ))}
    </Flex>
  );
}
