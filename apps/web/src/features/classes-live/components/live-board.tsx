import { DesktopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewActive } from '../../../hooks/use-view-active.ts';
import { liveClassKeys } from '../../../lib/query-keys.ts';
import { useLiveClass } from '../api/use-live-class.ts';
import { sortTiles } from '../utils/live-frames.ts';
import { LiveGrid } from './live-grid.tsx';
import { LiveStatus } from './live-status.tsx';
import { tvPath } from './today-classes.tsx';

/** The running class's participants, live: the socket opens when this card mounts and closes when it goes. */
export function LiveBoard({ clubId, classId, name }: { clubId: number; classId: number; name: string }) {
  const { t } = useTranslation();
  // A page kept alive behind another one closes its socket until it is shown again.
  const live = useLiveClass(clubId, classId, useViewActive());
  const tiles = useMemo(() => sortTiles(live.state?.tiles ?? []), [live.state]);
  const queryClient = useQueryClient();
  // Stopped from another screen: the list of today's classes says so too.
  useEffect(() => {
    if (live.status === 'stopped')
      void queryClient.invalidateQueries({ queryKey: liveClassKeys.all(clubId) });
  }, [live.status, clubId, queryClient]);
  const title = t('classesLive.board', { name: live.info?.name ?? name });
  return (
    <Card
      size="small"
      title={
        <Flex wrap gap="small" align="center" style={{ whiteSpace: 'normal', paddingBlock: 6 }}>
          <span>{title}</span>
          <LiveStatus status={live.status} />
        </Flex>
      }
      extra={
        <Button
          icon={<DesktopOutlined />}
          href={tvPath(clubId, classId)}
          target="_blank"
          rel="noopener"
          aria-label={t('classesLive.openTv')}
          data-testid="live-tv-link"
        />
      }
      data-testid="live-board"
    >
      {live.status === 'refused' ? (
        <Alert type="error" showIcon title={live.problem ?? t('classesLive.conn.refused')} />
      ) : live.status === 'stopped' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classesLive.conn.stopped')} />
      ) : !live.state ? (
        <Skeleton active />
      ) : tiles.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classesLive.noneStreaming')} />
      ) : (
        <LiveGrid tiles={tiles} />
      )}
    </Card>
  );
}
