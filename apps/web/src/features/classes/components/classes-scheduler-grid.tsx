import type { TClass } from '@pulseboard/contract/classes';
import { theme } from 'antd';
import { type CSSProperties, type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAG_TYPE, SchedulerEvent } from './classes-scheduler-event.tsx';
import styles from './classes-scheduler-grid.module.css';
import { DAY_MINUTES, minuteAt, minutesToTime, type TPlacedClass } from './classes-scheduler-layout.ts';

const HOUR_HEIGHT = 48;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DROP_SNAP = 15;

export type TGridProps = {
  days: string[];
  placed: Map<string, TPlacedClass<TClass>[]>;
  today: string;
  /** Minutes after midnight now in the club's zone (the red line on today). */
  nowMinutes: number;
  clubTimeZone: string;
  colorOf: (item: TClass) => string;
  detailOf: (item: TClass) => string | undefined;
  canManage: boolean;
  isMobile: boolean;
  onSlot: (date: string, minute: number) => void;
  onOpen: (item: TClass) => void;
  onMove: (item: TClass, date: string, minute: number) => void;
  onMoveAction: (item: TClass) => void;
};

function dayLabel(date: string, language: string, long: boolean): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (long)
    return new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(day);
  // Weekday first in both languages ("Mon 23", "lun 23"), as calendars head their columns.
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(day);
  return `${weekday} ${day.getUTCDate()}`;
}

/** A day's width: a day whose classes overlap gets room for them side by side (the grid scrolls instead). */
function dayColumn(pieces: readonly TPlacedClass<TClass>[] | undefined, single: boolean): string {
  const columns = Math.max(1, ...(pieces ?? []).map((p) => p.columns));
  if (single) return 'minmax(0, 1fr)';
  return `minmax(${Math.max(112, columns * 84)}px, ${Math.min(1 + (columns - 1) / 2, 2)}fr)`;
}

/** The days-by-hours calendar: click a free slot to plan a class, drag a class to another slot or day. */
export function SchedulerGrid(props: TGridProps) {
  const { days, placed, today, nowMinutes, canManage, isMobile, onSlot, onMove } = props;
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const [dropDay, setDropDay] = useState<string>();
  const all = [...placed.values()].flat();

  // Opens on the morning, or on the earliest class when one starts before it.
  const firstMinute = Math.min(7 * 60, ...all.map((p) => p.start));
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls once a view (its days) is shown, not on every refetch.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = Math.max(0, (firstMinute / 60 - 0.5) * HOUR_HEIGHT);
  }, [days.join()]);

  const byId = new Map(all.map((p) => [p.item.id, p.item]));
  const onDrop = (event: DragEvent<HTMLDivElement>, date: string) => {
    setDropDay(undefined);
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    event.preventDefault();
    const { id, grabMinutes } = JSON.parse(raw) as { id: number; grabMinutes: number };
    const item = byId.get(id);
    const offset = event.clientY - event.currentTarget.getBoundingClientRect().top;
    const top = offset - (grabMinutes / 60) * HOUR_HEIGHT;
    if (item) onMove(item, date, minuteAt(top + (DROP_SNAP / 120) * HOUR_HEIGHT, HOUR_HEIGHT, DROP_SNAP));
  };

  const columns = days.map((date) => dayColumn(placed.get(date), days.length === 1)).join(' ');
  const gridStyle = {
    gridTemplateColumns: `52px ${columns}`,
    '--scheduler-hour': `${HOUR_HEIGHT}px`,
    '--scheduler-accent': token.colorPrimary,
  } as CSSProperties;

  return (
    <div ref={scroller} className={styles.scroller}>
      <div className={styles.grid} style={gridStyle}>
        <div className={styles.corner} />
        {days.map((date) => (
          <div key={date} className={`${styles.dayHead} ${date === today ? styles.today : ''}`}>
            {dayLabel(date, i18n.language, days.length === 1)}
          </div>
        ))}
        <div className={styles.gutter} style={{ height: 24 * HOUR_HEIGHT }}>
          {HOURS.slice(1).map((hour) => (
            <span key={hour} className={styles.hourLabel} style={{ top: hour * HOUR_HEIGHT }}>
              {minutesToTime(hour * 60)}
            </span>
          ))}
        </div>
        {days.map((date) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for dragged classes; keyboard and phone users get the slot buttons and the Move action.
          <div
            key={date}
            data-date={date}
            className={`${styles.day} ${date === today ? styles.dayToday : ''} ${dropDay === date ? styles.dropTarget : ''}`}
            style={{ height: 24 * HOUR_HEIGHT }}
            onDragOver={(event) => {
              if (!canManage || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (dropDay !== date) setDropDay(date);
            }}
            onDragLeave={() => setDropDay(undefined)}
            onDrop={(event) => onDrop(event, date)}
          >
            {canManage &&
              HOURS.map((hour) => (
                <button
                  key={hour}
                  type="button"
                  className={styles.slot}
                  style={{ top: hour * HOUR_HEIGHT, height: HOUR_HEIGHT }}
                  aria-label={t('classes.scheduler.newAt', {
                    date: dayLabel(date, i18n.language, true),
                    time: minutesToTime(hour * 60),
                  })}
                  onClick={(event) => {
                    // The lower half of an hour plans the class at half past.
                    const rect = event.currentTarget.getBoundingClientRect();
                    const half = event.detail > 0 && event.clientY - rect.top >= rect.height / 2;
                    onSlot(date, hour * 60 + (half ? 30 : 0));
                  }}
                />
              ))}
            {date === today && nowMinutes < DAY_MINUTES && (
              <div className={styles.now} style={{ top: (nowMinutes / 60) * HOUR_HEIGHT }} />
            )}
            {(placed.get(date) ?? []).map((piece) => (
              <SchedulerEvent
                key={`${piece.item.id}-${piece.start}`}
                piece={piece}
                hourHeight={HOUR_HEIGHT}
                color={props.colorOf(piece.item)}
                detail={props.detailOf(piece.item)}
                clubTimeZone={props.clubTimeZone}
                movable={canManage && !piece.item.cancelled}
                isMobile={isMobile}
                onOpen={props.onOpen}
                onMoveAction={props.onMoveAction}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
