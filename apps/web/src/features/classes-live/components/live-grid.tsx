import type { TLiveTile } from '@pulseboard/contract/classes-live';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './live-tile.module.css';
import { LiveTile } from './live-tile.tsx';

/** The participants' tiles, in a fixed order (sortTiles); `tv` fills a screen with a fixed grid. */
export function LiveGrid({
  tiles,
  tv,
}: {
  tiles: readonly TLiveTile[];
  tv?: { cols: number; rows: number };
}) {
  const { t } = useTranslation();
  const style: CSSProperties | undefined = tv && {
    gridTemplateColumns: `repeat(${tv.cols}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${tv.rows}, minmax(0, 1fr))`,
  };
  return (
    <ul
      className={tv ? styles.tvGrid : styles.grid}
      style={style}
      aria-label={t('classesLive.participants', { count: tiles.length })}
    >
      {tiles.map((tile) => (
        <LiveTile key={tile.userId} tile={tile} />
      ))}
    </ul>
  );
}
