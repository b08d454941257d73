import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { TWeekChallenge, TWeekChallengeDetail } from '@pulseboard/contract/week-challenges';
import { Button, Card, Collapse, Empty, Flex, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/list-states.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useMyWeekChallengeTemplates } from '../api/get-my-week-challenge-templates.ts';
import { useMyWeekChallenges } from '../api/get-my-week-challenges.ts';
import { useWithdrawMyWeekChallenge } from '../api/withdraw-my-week-challenge.ts';
import { isRunning } from '../utils/run-dates.ts';
import { CARD_STYLES } from './card-styles.ts';
import { CheckInModal } from './check-in-modal.tsx';
import { JoinWeekChallenge } from './join-week-challenge.tsx';
import { RunSummary } from './run-summary.tsx';
import { WithdrawModal } from './withdraw-modal.tsx';

/**
 * The member's week challenges (/challenge/index): each running one with its weeks against the
 * minimum, a check-in and a withdrawal; signing up to a template of their club; past ones folded.
 */
export function MyWeekChallenges() {
  const { t } = useTranslation();
  const runs = useMyWeekChallenges();
  const templates = useMyWeekChallengeTemplates();
  const withdraw = useWithdrawMyWeekChallenge();
  const [checkingIn, setCheckingIn] = useState<TWeekChallenge>();
  const [withdrawing, setWithdrawing] = useState<TWeekChallenge>();

  if (runs.isError && !runs.data) return <LoadError error={runs.error} onRetry={() => void runs.refetch()} />;
  if (!runs.data) return <Skeleton active data-testid="my-week-challenges-loading" />;
  const running = runs.data.list.filter(isRunning);
  const past = runs.data.list.filter((run) => !isRunning(run));
  const doing = new Set(running.map((run) => run.templateId));
  const joinable = (templates.data?.list ?? []).filter((tpl) => !doing.has(tpl.id));

  return (
    <Flex vertical gap={16} data-testid="my-week-challenges">
      {running.length === 0 && (
        <Card>
          <Empty description={t('weekChallenges.mineEmpty')} />
        </Card>
      )}
      {running.map((run) => (
        <RunCard
          key={run.id}
          run={run}
          onCheckIn={() => setCheckingIn(run)}
          onWithdraw={() => setWithdrawing(run)}
        />
      ))}
      {templates.data && (
        <JoinWeekChallenge templates={joinable} allJoined={templates.data.list.length > 0} />
      )}
      {past.length > 0 && (
        <Card title={t('weekChallenges.minePast')} styles={{ body: { padding: 0 } }}>
          <Collapse
            ghost
            items={past.map((run) => ({
              key: run.id,
              label: `${run.templateName} · ${t(`weekChallenges.status.${run.status}`)}`,
              children: <RunSummary run={run} />,
            }))}
          />
        </Card>
      )}
      <CheckInModal run={checkingIn} onClose={() => setCheckingIn(undefined)} />
      <WithdrawModal
        runId={withdrawing?.id}
        title={t('weekChallenges.withdrawMineTitle', { template: withdrawing?.templateName ?? '' })}
        mutation={withdraw}
        onClose={() => setWithdrawing(undefined)}
      />
    </Flex>
  );
}

/** One running challenge: this week first, then every week, and its actions. */
function RunCard(props: { run: TWeekChallengeDetail; onCheckIn: () => void; onWithdraw: () => void }) {
  const { run, onCheckIn, onWithdraw } = props;
  const { t } = useTranslation();
  const today = dayjs().format('YYYY-MM-DD');
  const now = run.progress.find((week) => week.startsOn <= today && today <= week.endsOn);
  return (
    <Card title={run.templateName} data-testid="my-week-challenge" styles={CARD_STYLES}>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} justify="space-between" align="center">
          {now && (
            <SectionTitle look={5} style={{ margin: 0 }} data-testid="this-week">
              {t('weekChallenges.thisWeek', { count: now.count, minimum: now.minimum })}
            </SectionTitle>
          )}
          <Flex wrap gap={8}>
            <Button type="primary" icon={<CheckCircleOutlined />} onClick={onCheckIn}>
              {t('weekChallenges.checkIn')}
            </Button>
            <Button danger icon={<CloseCircleOutlined />} onClick={onWithdraw}>
              {t('weekChallenges.withdrawMine')}
            </Button>
          </Flex>
        </Flex>
        <RunSummary run={run} />
      </Flex>
    </Card>
  );
}
