import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../../lib/format.ts';
import { useLiveClass } from '../api/use-live-class.ts';
import { LiveGrid } from '../components/live-grid.tsx';
import { LiveStatus } from '../components/live-status.tsx';
import styles from '../components/tv-live.module.css';
import { sortTiles } from '../utils/live-frames.ts';
import { tvGrid } from '../utils/tv-grid.ts';

// The header and the gaps take about this share of the screen's height; the grid gets the rest.
const GRID_HEIGHT_SHARE = 0.86;

const clockText = () => formatClockTime(new Date(), false);

function useClock(): string {
  const [now, setNow] = useState(clockText);
  useEffect(() => {
    const timer = setInterval(() => setNow(clockText()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const readScreen = () => ({ width: window.innerWidth, height: window.innerHeight });

function useScreenSize() {
  const [size, setSize] = useState(readScreen);
  useEffect(() => {
    const onResize = () => setSize(readScreen());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** /live-class/:clubId/:classId (no layout): a running class's tiles filling a studio's screen, with a clock. */
export function LiveClassTvPage({ clubId, classId }: { clubId?: number; classId?: number }) {
  const { t } = useTranslation();
  const live = useLiveClass(clubId ?? 0, classId, Boolean(clubId && classId));
  const tiles = useMemo(() => sortTiles(live.state?.tiles ?? []), [live.state]);
  const clock = useClock();
  const screen = useScreenSize();
  const grid = tvGrid(tiles.length, screen.width, screen.height * GRID_HEIGHT_SHARE);

  if (!clubId || !classId) {
    return (
      <main className={styles.screen}>
        <p className={styles.message}>{t('classesLive.tv.badAddress')}</p>
      </main>
    );
  }
  const message =
    live.status === 'stopped'
      ? t('classesLive.conn.stopped')
      : live.status === 'refused'
        ? (live.problem ?? t('classesLive.conn.refused'))
        : live.state && tiles.length === 0
          ? t('classesLive.noneStreaming')
          : undefined;
  return (
    <main className={styles.screen} data-testid="live-tv">
      <header className={styles.header}>
        <h1 className={styles.title}>{live.info?.name ?? ''}</h1>
        <div className={styles.side}>
          <LiveStatus status={live.status} className={styles.status} />
          <time className={styles.clock}>{clock}</time>
        </div>
      </header>
      {message ? <p className={styles.message}>{message}</p> : <LiveGrid tiles={tiles} tv={grid} />}
    </main>
  );
}
