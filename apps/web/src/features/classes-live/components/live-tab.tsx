import { CLASSES_LIVE_ACCESS } from '@pulseboard/contract/classes-live';
import { hasRole } from '@pulseboard/contract/roles';
import { todayIn } from '@pulseboard/core/date-range';
import { Card, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { LoadError } from '../../../components/list-states.tsx';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTodayClasses } from '../api/get-today-classes.ts';
import { LiveBoard } from './live-board.tsx';
import { TodayClasses } from './today-classes.tsx';

/**
 * The club's Live tab: today's classes with start and stop, and the tiles of the class being watched
 * (the third URL segment, else the first running class).
 */
export function LiveTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  // The club's today (a club in another time zone than the browser's has another date now).
  const zone = useClubZone(clubId);
  const day = zone && todayIn(zone);
  const today = useTodayClasses(clubId, day);
  const running = today.data?.filter((c) => c.running) ?? [];
  const watching = running.find((c) => String(c.id) === cmd) ?? running[0];

  return (
    <Flex vertical gap="middle">
      <Card
        size="small"
        title={day ? `${t('classesLive.today')} · ${formatDate(day)}` : t('classesLive.today')}
      >
        {today.isError ? (
          <LoadError error={today.error} onRetry={() => void today.refetch()} />
        ) : !today.data ? (
          <Skeleton active />
        ) : today.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classesLive.noClassToday')} />
        ) : (
          <TodayClasses
            clubId={clubId}
            classes={today.data}
            canControl={hasRole(role, CLASSES_LIVE_ACCESS.control)}
            watchingId={watching?.id}
            onWatch={(id) => onCmdChange(String(id))}
          />
        )}
      </Card>
      {watching ? (
        <LiveBoard key={watching.id} clubId={clubId} classId={watching.id} name={watching.name} />
      ) : (
        today.data &&
        today.data.length > 0 && (
          <Card size="small">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classesLive.pickRunning')} />
          </Card>
        )
      )}
    </Flex>
  );
}
