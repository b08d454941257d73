import type { TWeekChallenge, TWeekChallengeStatus } from '@pulseboard/contract/week-challenges';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const STATUS_COLORS: Record<TWeekChallengeStatus, string> = {
  active: 'blue',
  extended: 'orange',
  completed: 'green',
  withdrawn: 'default',
};

/** A run's status and, once penalty weeks were added, how many (kept after the run ends). */
export function RunStatusTags({ run }: { run: TWeekChallenge }) {
  const { t } = useTranslation();
  const added = run.totalWeeks - run.weeks;
  return (
    <Flex wrap gap={4}>
      <Tag color={STATUS_COLORS[run.status]} style={{ marginInlineEnd: 0 }}>
        {t(`weekChallenges.status.${run.status}`)}
      </Tag>
      {run.extended && added > 0 && (
        <Tag color="orange" variant="outlined" style={{ marginInlineEnd: 0 }}>
          {t('weekChallenges.extendedTag', { weeks: added })}
        </Tag>
      )}
    </Flex>
  );
}
