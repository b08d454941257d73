import { useTranslation } from 'react-i18next';
import type { TLiveStatus } from '../api/use-live-class.ts';
import styles from './live-tile.module.css';

const DOT = {
  connecting: '#1677ff',
  live: '#52c41a',
  reconnecting: '#faad14',
  stopped: '#8c8c8c',
  refused: '#ff4d4f',
} as const;

/** The live feed's connection, in words and colour (role=status, so a screen reader hears a change). */
export function LiveStatus({ status, className }: { status: TLiveStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      data-testid="live-status"
      data-status={status}
      className={`${styles.status} ${className ?? ''}`}
    >
      <span
        className={`${styles.dot} ${status === 'live' ? styles.pulse : ''}`}
        style={{ background: DOT[status] }}
        aria-hidden
      />
      {t(`classesLive.conn.${status}`)}
    </span>
  );
}
