import { Flex } from 'antd';
import { MyChallenges } from '../../features/challenges/components/my-challenges.tsx';
import { MyWeekChallenges } from '../../features/week-challenges/components/my-week-challenges.tsx';

/** /challenge/index (member): the member's challenges, then their week challenges. */
export function ChallengeRoute() {
  return (
    <Flex vertical gap={24}>
      <MyChallenges />
      <MyWeekChallenges />
    </Flex>
  );
}
