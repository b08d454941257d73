import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/list-states.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useWeekChallenge } from '../api/get-week-challenge.ts';
import { RunSummary } from './run-summary.tsx';

/** One member's run as staff see it: its weeks against the minimum and its check-ins. */
export function RunDrawer({
  clubId,
  runId,
  onClose,
}: {
  clubId: number;
  runId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const run = useWeekChallenge(clubId, runId);
  const data = run.data;
  const title = data
    ? t('weekChallenges.runTitle', { name: data.memberName, template: data.templateName })
    : ' ';
  return (
    <Drawer
      open={runId !== undefined}
      onClose={onClose}
      size={isMobile ? '100%' : 480}
      destroyOnHidden
      title={title}
    >
      {run.isError && !data ? (
        <LoadError error={run.error} onRetry={() => void run.refetch()} />
      ) : data ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the run holds no control, so the keyboard reaches it here to scroll it (axe scrollable-region-focusable).
        <section aria-label={title} tabIndex={0}>
          <RunSummary run={data} />
        </section>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
