import { Flex } from 'antd';
import type { TClubTabProps } from '../components/club-tab.ts';
import { ChallengesTab } from '../features/challenges/components/challenges-tab.tsx';
import { WeekChallengesPanel } from '../features/week-challenges/components/week-challenges-panel.tsx';

/** The club's Challenge tab: its challenges, then its week challenges (two features, composed here). */
export function ChallengeTab(props: TClubTabProps) {
  return (
    <Flex vertical gap={24}>
      <ChallengesTab {...props} />
      <WeekChallengesPanel {...props} />
    </Flex>
  );
}
