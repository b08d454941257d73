import { GlobalOutlined } from '@ant-design/icons';
import type { TClass } from '@pulseboard/contract/classes';
import { Dropdown, Tooltip } from 'antd';
import type { CSSProperties, DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMenu } from '../../../hooks/use-action-menu.ts';
import styles from './classes-scheduler-grid.module.css';
import { DAY_MINUTES, minutesToTime, type TPlacedClass, zonedParts } from './classes-scheduler-layout.ts';

export type TEventProps = {
  piece: TPlacedClass<TClass>;
  hourHeight: number;
  color: string;
  /** The trainer or studio name shown under the time (the one the calendar is not grouped by). */
  detail?: string;
  clubTimeZone: string;
  /** Drag to move (desktop); on a phone a tap offers Details and Move instead. */
  movable: boolean;
  isMobile: boolean;
  onOpen: (item: TClass) => void;
  onMoveAction: (item: TClass) => void;
};

export const DRAG_TYPE = 'application/x-pulseboard-class';

/** One class (or its piece on one day) on the calendar. */
export function SchedulerEvent(props: TEventProps) {
  const { piece, hourHeight, color, detail, clubTimeZone, movable, isMobile, onOpen, onMoveAction } = props;
  const { t } = useTranslation();
  const { item } = piece;
  const start = zonedParts(item.startsAt, clubTimeZone).minutes;
  const end = zonedParts(item.endsAt, clubTimeZone).minutes;
  const time = `${minutesToTime(start)}–${minutesToTime(end)}`;
  const otherZone = item.timeZone !== clubTimeZone;
  const zoneNote = t('classes.scheduler.otherZone', {
    zone: item.timeZone,
    start: item.startTime,
    end: item.endTime,
  });
  const seats =
    item.maxParticipants === null
      ? t('classes.scheduler.booked', { booked: item.booked })
      : t('classes.scheduler.seats', { booked: item.booked, max: item.maxParticipants });
  const height = Math.max(((piece.end - piece.start) / 60) * hourHeight, 22);
  // A short class shows its start and name on one line: two lines would be cut in half. A longer one
  // shows as many whole lines as its block holds (12 px text, line-height 1.3, 2 px padding each side,
  // grid.module.css), never one cut at the bottom.
  const compact = height < 34;
  const wholeLines = Math.floor((height - 2 - 4) / (12 * 1.3));
  const style = {
    '--event-color': color,
    top: (piece.start / 60) * hourHeight,
    height: height - 2,
    left: `calc(${(piece.column / piece.columns) * 100}% + 2px)`,
    width: `calc(${100 / piece.columns}% - 4px)`,
  } as CSSProperties;

  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    const grab = event.clientY - event.currentTarget.getBoundingClientRect().top;
    // How far after the class's start it was taken (a piece after midnight adds the evening before), so
    // the class lands with its start where the block's top is shown.
    const grabMinutes = (grab / hourHeight) * 60 + (piece.fromPreviousDay ? DAY_MINUTES - start : 0);
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: item.id, grabMinutes }));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(item);
    }
  };

  // On a phone a tap opens a menu: the class, or moving it.
  const menu = useActionMenu({
    items: [
      { key: 'open', label: t('classes.scheduler.open') },
      ...(movable ? [{ key: 'move', label: t('classes.scheduler.move') }] : []),
    ],
    onClick: ({ key }) => (key === 'move' ? onMoveAction(item) : onOpen(item)),
  });

  const block = (
    // biome-ignore lint/a11y/useSemanticElements: a button cannot be a drag source with block content in every browser.
    <div
      role="button"
      tabIndex={0}
      // Named by what it shows (name, time, coach, seats), as a voice-control user reads it aloud.
      title={[item.name, time, detail, otherZone ? zoneNote : undefined].filter(Boolean).join(' · ')}
      className={`${styles.event} ${item.cancelled ? styles.eventCancelled : ''}`}
      style={style}
      draggable={movable && !isMobile}
      onDragStart={onDragStart}
      onClick={(event) => {
        event.stopPropagation();
        if (!isMobile) onOpen(item);
      }}
      onKeyDown={onKeyDown}
    >
      {compact ? (
        <span className={styles.eventName}>
          {otherZone && <GlobalOutlined aria-label={item.timeZone} style={{ marginInlineEnd: 4 }} />}
          {minutesToTime(start)} {item.name}
        </span>
      ) : (
        <>
          <span className={styles.eventName}>
            {otherZone && (
              <Tooltip
                title={t('classes.scheduler.otherZone', {
                  zone: item.timeZone,
                  start: item.startTime,
                  end: item.endTime,
                })}
              >
                <GlobalOutlined aria-label={item.timeZone} style={{ marginInlineEnd: 4 }} />
              </Tooltip>
            )}
            {item.name}
          </span>
          <span className={styles.eventLine}>
            {piece.fromPreviousDay ? `↑ ${time}` : time}
            {item.cancelled ? ` · ${t('classes.scheduler.cancelled')}` : ''}
          </span>
          {detail && wholeLines >= 3 && <span className={styles.eventLine}>{detail}</span>}
          {wholeLines >= (detail ? 4 : 3) && <span className={styles.eventLine}>{seats}</span>}
        </>
      )}
    </div>
  );
  if (!isMobile) return block;
  return (
    <Dropdown trigger={['click']} {...menu.dropdown}>
      {block}
    </Dropdown>
  );
}
