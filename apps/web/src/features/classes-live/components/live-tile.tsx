import { DisconnectOutlined } from '@ant-design/icons';
import type { TLiveTile } from '@pulseboard/contract/classes-live';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { textOn } from '../utils/live-frames.ts';
import styles from './live-tile.module.css';

// A frame brings new objects every second; a tile whose figures did not change is not drawn again.
const SHOWN = ['name', 'hr', 'percentMax', 'zone', 'color', 'points', 'dropped'] as const;
const sameTile = (a: { tile: TLiveTile }, b: { tile: TLiveTile }) =>
  SHOWN.every((k) => a.tile[k] === b.tile[k]);

/** One participant: name, heart rate, % of max, zone colour, points; striped and labelled when the signal is lost. */
export const LiveTile = memo(function LiveTile({ tile }: { tile: TLiveTile }) {
  const { t } = useTranslation();
  const colored = !tile.dropped && tile.color !== null && tile.hr !== null;
  const style = colored && tile.color ? { background: tile.color, color: textOn(tile.color) } : undefined;
  const className = `${styles.tile} ${tile.dropped ? styles.lost : colored ? '' : styles.idle}`;
  const points = formatNumber(tile.points);
  return (
    <li
      className={className}
      style={style}
      data-testid="live-tile"
      data-dropped={tile.dropped}
      aria-label={t('classesLive.tile.label', {
        name: tile.name,
        hr: tile.hr ?? '–',
        percent: tile.percentMax ?? '–',
        points,
      })}
    >
      <div className={styles.top}>
        <span className={styles.name} title={tile.name}>
          {tile.name}
        </span>
        {tile.zone !== null && !tile.dropped && (
          <span className={styles.zone}>{t('classesLive.tile.zone', { zone: tile.zone + 1 })}</span>
        )}
      </div>
      <div className={styles.hr} data-testid="live-hr">
        {tile.hr === null ? (
          <span className={styles.none}>--</span>
        ) : (
          <>
            {tile.hr}
            <span className={styles.unit}>{t('classesLive.tile.bpm')}</span>
          </>
        )}
      </div>
      {tile.dropped ? (
        <span className={styles.lostBadge} role="status">
          <DisconnectOutlined /> {t('classesLive.tile.signalLost')}
        </span>
      ) : tile.hr === null ? (
        <span className={styles.zone}>{t('classesLive.tile.waiting')}</span>
      ) : null}
      <div className={styles.bottom}>
        <span>{tile.percentMax === null ? '' : `${tile.percentMax}% ${t('classesLive.tile.max')}`}</span>
        <span>{t('classesLive.tile.points', { points })}</span>
      </div>
    </li>
  );
}, sameTile);
