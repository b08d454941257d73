import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLiveStatus } from '../api/use-live-class.ts';

const BADGE = {
  connecting: 'processing',
  live: 'success',
  reconnecting: 'warning',
  stopped: 'default',
  refused: 'error',
} as const;

/** The live feed's connection, in words and colour (role=status, so a screen reader hears a change). */
export function LiveStatus({ status, className }: { status: TLiveStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" data-testid="live-status" data-status={status} className={className}>
      <Badge
        status={BADGE[status]}
        text={<span style={{ color: 'inherit' }}>{t(`classesLive.conn.${status}`)}</span>}
      />
    </span>
  );
}
