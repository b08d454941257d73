import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TZoneBarInput, zoneSegments } from '../utils/zone-bar.ts';

/** The station's zone bar as it will look: pure rendering of the form's current values. */
export function ZoneBarPreview(props: TZoneBarInput) {
  const { t } = useTranslation();
  const segments = zoneSegments(props);
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('stations.tab.preview')}</Typography.Text>
      <div
        data-testid="zone-bar-preview"
        style={{ display: 'flex', height: 28, borderRadius: 6, overflow: 'hidden', background: '#f0f0f0' }}
      >
        {segments.map((s) => (
          <div
            key={s.zone}
            data-testid={`zone-bar-segment-${s.zone}`}
            title={`${t('stations.tab.zone', { n: s.zone })}: ${s.start}–${s.end} %`}
            style={{
              width: `${s.widthPct}%`,
              background: s.background,
              color: '#fff',
              fontSize: 12,
              lineHeight: '28px',
              textAlign: 'center',
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textShadow: '0 0 2px rgba(0,0,0,.6)',
            }}
          >
            {s.widthPct >= 8 ? s.zone : ''}
          </div>
        ))}
      </div>
      <Flex justify="space-between">
        {segments.map((s) => (
          <Typography.Text key={s.zone} type="secondary" style={{ fontSize: 12 }}>
            {s.start}%
          </Typography.Text>
        ))}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          100%
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
