import { DesktopOutlined, EyeOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { LIVE_START_EARLY_MINUTES } from '@pulseboard/contract/classes-live';
import { Button, Flex, List, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TTodayClass } from '../api/get-today-classes.ts';
import { useStartLiveClass } from '../api/start-live-class.ts';
import { useStopLiveClass } from '../api/stop-live-class.ts';

export const tvPath = (clubId: number, classId: number) => `/live-class/${clubId}/${classId}`;

type TProps = {
  clubId: number;
  classes: readonly TTodayClass[];
  canControl: boolean;
  watchingId?: number;
  onWatch: (classId: number) => void;
};

/** Today's classes, running first: start, stop (after a confirmation), watch here or on a TV. */
export function TodayClasses({ clubId, classes, canControl, watchingId, onWatch }: TProps) {
  const { t } = useTranslation();
  const start = useStartLiveClass(clubId);
  const stop = useStopLiveClass(clubId);

  const actionsOf = (c: TTodayClass) => {
    const actions = [];
    if (c.running) {
      if (c.id !== watchingId) {
        actions.push(
          <Button key="watch" icon={<EyeOutlined />} onClick={() => onWatch(c.id)}>
            {t('classesLive.watch')}
          </Button>,
        );
      }
      actions.push(
        <Button
          key="tv"
          icon={<DesktopOutlined />}
          href={tvPath(clubId, c.id)}
          target="_blank"
          rel="noopener"
        >
          {t('classesLive.openTv')}
        </Button>,
      );
      if (canControl) {
        actions.push(
          <ConfirmPopover
            key="stop"
            title={t('classesLive.stopConfirmTitle', { name: c.name })}
            description={<div style={{ maxWidth: 320 }}>{t('classesLive.stopConfirm')}</div>}
            okText={t('classesLive.stop')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              stop
                .mutateAsync(c.id)
                .then((r) =>
                  notifySuccess(t('classesLive.stopped', { name: c.name, count: r.workouts.length })),
                )
            }
          >
            <Button danger icon={<StopOutlined />} loading={stop.isPending && stop.variables === c.id}>
              {t('classesLive.stop')}
            </Button>
          </ConfirmPopover>,
        );
      }
    } else if (!c.finished && canControl) {
      // The server refuses an earlier start; the button says from when instead of failing.
      const early = Date.parse(c.startsAt) - LIVE_START_EARLY_MINUTES * 60_000 > Date.now();
      actions.push(
        <Tooltip
          key="start"
          title={early ? t('classesLive.tooEarly', { minutes: LIVE_START_EARLY_MINUTES }) : undefined}
        >
          <Button
            type="primary"
            disabled={early}
            icon={<PlayCircleOutlined />}
            loading={start.isPending && start.variables === c.id}
            onClick={() =>
              start.mutate(c.id, {
                onSuccess: () => {
                  notifySuccess(t('classesLive.started', { name: c.name }));
                  onWatch(c.id);
                },
              })
            }
          >
            {t('classesLive.start')}
          </Button>
        </Tooltip>,
      );
    }
    return actions;
  };

  // A class whose hour has passed without being started says so (My Sessions counts its seats absent;
  // staff may still start it late); one in its hour not started yet is only waiting.
  const statusTag = (c: TTodayClass) =>
    c.running ? (
      <Tag color="green">{t('classesLive.status.running')}</Tag>
    ) : c.finished ? (
      <Tag>{t('classesLive.status.finished')}</Tag>
    ) : Date.parse(c.endsAt) <= Date.now() ? (
      <Tag>{t('classesLive.status.timeOver')}</Tag>
    ) : Date.parse(c.startsAt) <= Date.now() ? (
      <Tag color="orange">{t('classesLive.status.notStarted')}</Tag>
    ) : (
      <Tag color="blue">{t('classesLive.status.upcoming')}</Tag>
    );

  return (
    <List
      dataSource={classes as TTodayClass[]}
      rowKey="id"
      renderItem={(c) => (
        <List.Item data-testid="live-class-row" data-class-id={c.id}>
          <Flex wrap gap="small" justify="space-between" align="center" style={{ width: '100%' }}>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex wrap gap="small" align="center">
                <Typography.Text strong>{c.name}</Typography.Text>
                {statusTag(c)}
                {c.id === watchingId && <Tag color="purple">{t('classesLive.watching')}</Tag>}
              </Flex>
              <Typography.Text type="secondary">
                {`${c.startTime}–${c.endTime} · ${t('classesLive.booked', { count: c.booked })}`}
              </Typography.Text>
            </Flex>
            <Flex wrap gap="small">
              {actionsOf(c)}
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}
