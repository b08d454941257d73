import { hasRole } from '@pulseboard/contract/roles';
import { WEEK_CHALLENGES_ACCESS } from '@pulseboard/contract/week-challenges';
import { Flex } from 'antd';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { RunsCard } from './runs-card.tsx';
import { TemplatesCard } from './templates-card.tsx';

/**
 * The week challenges of a club, for its Challenge tab (app/ composes it beside the challenges list):
 * members' runs and the templates they are made from. Its lists keep their state in the URL under
 * their own prefixes (`wc.`, `wct.`), so they live beside another list on the same tab.
 */
export function WeekChallengesPanel({ clubId, role }: TClubTabProps) {
  const canManage = hasRole(role, WEEK_CHALLENGES_ACCESS.manage);
  return (
    <Flex vertical gap={16} data-testid="week-challenges-panel">
      <RunsCard clubId={clubId} canManage={canManage} />
      <TemplatesCard clubId={clubId} canManage={canManage} />
    </Flex>
  );
}
