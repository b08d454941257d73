import type { TClass } from '@pulseboard/contract/classes';
import { Alert, DatePicker, Flex, Form, Modal, TimePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useMoveSchedulerClass } from '../api/move-scheduler-class.ts';
import { minutesToTime, movedTimes, timeToMinutes, zonedParts } from './classes-scheduler-layout.ts';

/** A class to move and where to (club's zone); from a drop, or the phone's Move action (its own place). */
export type TPendingMove = { item: TClass; date: string; minute: number };

type TProps = {
  clubId: number;
  clubTimeZone: string;
  pending?: TPendingMove;
  onClose: () => void;
  onMoved: () => void;
};

function moment(date: string, minute: number, language: string): string {
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return `${day}, ${minutesToTime(minute)}`;
}

function failure(error: unknown): string {
  // A refused time comes back as a field message (e.g. that local time does not exist that day).
  if (error instanceof ApiError && error.fields) return Object.values(error.fields).join(' ');
  return errorMessage(error);
}

/** The confirmation of a move, naming the old and the new time, with pickers to adjust the new one. */
export function SchedulerMoveModal({ clubId, clubTimeZone, pending, onClose, onMoved }: TProps) {
  const { t, i18n } = useTranslation();
  const move = useMoveSchedulerClass(clubId);
  const [target, setTarget] = useState(pending);
  useEffect(() => {
    setTarget(pending);
    move.reset();
  }, [pending, move.reset]);

  if (!pending || !target) return <Modal open={false} />;
  const { item } = pending;
  const from = zonedParts(item.startsAt, clubTimeZone);
  const times = movedTimes(item, target.date, minutesToTime(target.minute), clubTimeZone);
  const unchanged = target.date === from.date && target.minute === from.minutes;

  const onOk = async () => {
    if (!times) return;
    await move.mutateAsync({ classId: item.id, ...times });
    onMoved();
  };

  return (
    <Modal
      open
      title={t('classes.scheduler.moveTitle')}
      okText={t('classes.scheduler.move')}
      okButtonProps={{ disabled: !times || unchanged, loading: move.isPending }}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('classes.scheduler.moveConfirm', {
            name: item.name,
            from: moment(from.date, from.minutes, i18n.language),
            to: moment(target.date, target.minute, i18n.language),
          })}
          {item.seriesId !== null && ` ${t('classes.scheduler.seriesNote')}`}
        </Typography.Paragraph>
        {times && item.timeZone !== clubTimeZone && (
          <Typography.Text type="secondary">
            {t('classes.scheduler.otherZone', {
              zone: item.timeZone,
              start: times.startTime,
              end: times.endTime,
            })}
          </Typography.Text>
        )}
        <Flex wrap gap="small">
          <Form.Item label={t('classes.scheduler.newDate')} layout="vertical" style={{ margin: 0 }}>
            <DatePicker
              allowClear={false}
              format={dateFormat()}
              value={dayjs(target.date)}
              onChange={(value) => value && setTarget({ ...target, date: value.format('YYYY-MM-DD') })}
            />
          </Form.Item>
          <Form.Item label={t('classes.scheduler.newTime')} layout="vertical" style={{ margin: 0 }}>
            <TimePicker
              allowClear={false}
              format="HH:mm"
              minuteStep={5}
              needConfirm={false}
              value={dayjs(`${target.date}T${minutesToTime(target.minute)}`)}
              onChange={(value) =>
                value && setTarget({ ...target, minute: timeToMinutes(value.format('HH:mm')) })
              }
            />
          </Form.Item>
        </Flex>
        {!times && <Alert type="warning" showIcon title={t('classes.scheduler.endsNextDay')} />}
        {move.isError && <Alert type="error" showIcon title={failure(move.error)} />}
      </Flex>
    </Modal>
  );
}
