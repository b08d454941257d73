import type { TUnitSystem } from '@pulseboard/core/units';
import { Flex, Skeleton } from 'antd';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import type { THistoryScope } from '../api/history-scope.ts';
import { BpHistory } from './bp-history.tsx';
import { MetricsHistory } from './metrics-history.tsx';
import { WeightHistory } from './weight-history.tsx';

/**
 * The three histories of one person: a member's on their page (scope.memberId), or the signed-in
 * user's own on My Profile (no memberId). Values show in the viewer's unit, times on the club's clock.
 */
export function MemberHistorySection({
  scope: unzoned,
  clubId,
  viewerUnit,
}: {
  scope: Omit<THistoryScope, 'timeZone'>;
  /** The member's club, whose time zone the readings' times are in. */
  clubId: number | null | undefined;
  viewerUnit: TUnitSystem;
}) {
  const timeZone = useClubZone(clubId);
  if (!timeZone) return <Skeleton active />;
  const scope = { ...unzoned, timeZone };
  return (
    <Flex vertical gap="middle">
      <WeightHistory scope={scope} viewerUnit={viewerUnit} />
      <MetricsHistory scope={scope} viewerUnit={viewerUnit} />
      <BpHistory scope={scope} />
    </Flex>
  );
}
