import { formatDuration } from '../lib/format.ts';

export type TZoneShare = { label: string; color: string; seconds: number };

/** Each zone's share of the time in zones, in percent (0 when no time was in any zone). */
export function zoneShares(seconds: readonly number[]): number[] {
  const total = seconds.reduce((sum, s) => sum + Math.max(0, s), 0);
  return seconds.map((s) => (total > 0 ? (Math.max(0, s) / total) * 100 : 0));
}

/**
 * A small stacked bar of the time spent in each zone, in the zones' colours; a zone without time takes
 * no room. Its accessible name lists every zone with its time, so it reads without the colours too.
 */
export function ZoneBar({
  zones,
  height = 10,
  width = 120,
}: {
  zones: TZoneShare[];
  height?: number;
  width?: number | string;
}) {
  const shares = zoneShares(zones.map((z) => z.seconds));
  const text = zones.map((z) => `${z.label} ${formatDuration(z.seconds)}`).join(', ');
  return (
    <div
      role="img"
      aria-label={text}
      title={text}
      data-testid="zone-bar"
      style={{
        display: 'flex',
        width,
        maxWidth: '100%',
        height,
        borderRadius: height / 2,
        overflow: 'hidden',
        background: '#f0f0f0',
      }}
    >
      {zones.map((zone, i) =>
        shares[i] ? (
          <div
            // Zones keep their order: the index is the zone.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the zone number
            key={i}
            data-testid={`zone-bar-part-${i + 1}`}
            style={{ width: `${shares[i]}%`, background: zone.color }}
          />
        ) : null,
      )}
    </div>
  );
}
