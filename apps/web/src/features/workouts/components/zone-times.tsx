import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zoneShares } from '../../../components/zone-bar.tsx';
import { formatDuration } from '../../../lib/format.ts';

export type TZoneTime = { name: string; color: string; start: number; seconds: number };

/** Time in each zone: name and where it starts, the time, and its share of the time in zones as a bar. */
export function ZoneTimes({ zones }: { zones: TZoneTime[] }) {
  const { t } = useTranslation();
  const shares = zoneShares(zones.map((z) => z.seconds));
  return (
    <Flex vertical gap={8} data-testid="zone-times">
      {zones.map((zone, i) => (
        <div key={`${zone.start}-${zone.name}`}>
          {/* The time stays on the name's line; a long name and range wrap beside it on a phone. */}
          <Flex justify="space-between" align="baseline" gap={8}>
            <Typography.Text strong style={{ minWidth: 0 }}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  marginInlineEnd: 6,
                  background: zone.color,
                }}
              />
              {zone.name}{' '}
              <Typography.Text type="secondary">
                {t('workoutDetail.zoneRange', { from: zone.start })}
              </Typography.Text>
            </Typography.Text>
            <Typography.Text data-testid={`zone-time-${i + 1}`} style={{ whiteSpace: 'nowrap' }}>
              {formatDuration(zone.seconds)}
            </Typography.Text>
          </Flex>
          <Progress percent={Math.round(shares[i] ?? 0)} strokeColor={zone.color} size="small" />
        </div>
      ))}
    </Flex>
  );
}
