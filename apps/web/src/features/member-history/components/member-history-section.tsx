import type { TUnitSystem } from '@pulseboard/core/units';
import { Flex } from 'antd';
import type { THistoryScope } from '../api/history-scope.ts';
import { BpHistory } from './bp-history.tsx';
import { MetricsHistory } from './metrics-history.tsx';
import { WeightHistory } from './weight-history.tsx';

/**
 * The three histories of one person: a member's on their page (scope.memberId), or the signed-in
 * user's own on My Profile (no memberId). Values show in the viewer's unit.
 */
export function MemberHistorySection({
  scope,
  viewerUnit,
}: {
  scope: THistoryScope;
  viewerUnit: TUnitSystem;
}) {
  return (
    <Flex vertical gap="middle">
      <WeightHistory scope={scope} viewerUnit={viewerUnit} />
      <MetricsHistory scope={scope} viewerUnit={viewerUnit} />
      <BpHistory scope={scope} />
    </Flex>
  );
}
