import { useProfile } from '../../features/auth/api/get-profile.ts';
import { MyWorkoutsPage } from '../../features/workouts/pages/my-workouts-page.tsx';

export function WorkoutsRoute() {
  const profile = useProfile().data;
  if (!profile) return null;
  return <MyWorkoutsPage role={profile.memberRole} clubId={profile.clientId} />;
}
