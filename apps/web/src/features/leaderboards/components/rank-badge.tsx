import type { CSSProperties } from 'react';

// Gold, silver and bronze, each with text dark enough to read on it (WCAG AA at these sizes).
const MEDALS: Record<number, { background: string; color: string }> = {
  1: { background: '#f6c343', color: '#3d2c00' },
  2: { background: '#cfd6df', color: '#1f2933' },
  3: { background: '#e0a070', color: '#3b1f08' },
};

/**
 * A rank, as a medal for the first three places. Members with the same score share a rank, so two
 * gold medals side by side are a tie, not a mistake. `size` is the badge's diameter in pixels.
 */
export function RankBadge({ rank, size = 32 }: { rank: number; size?: number }) {
  const medal = MEDALS[rank];
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: size,
    height: size,
    paddingInline: rank > 99 ? size / 6 : 0,
    borderRadius: size,
    fontWeight: 700,
    fontSize: size * (medal ? 0.45 : 0.55),
    fontVariantNumeric: 'tabular-nums',
    ...(medal ?? {}),
  };
  return (
    <span style={style} data-testid="rank-badge" data-medal={medal ? rank : undefined}>
      {rank}
    </span>
  );
}
