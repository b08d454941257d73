import { MyChallenges } from '../../features/challenges/components/my-challenges.tsx';

/** /challenge/index (member): the member's challenges. */
export function ChallengeRoute() {
  return <MyChallenges />;
}
