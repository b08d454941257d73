import { useProfile } from '../../features/auth/api/get-profile.ts';
import { SessionsPage } from '../../features/workouts/pages/sessions-page.tsx';

export function SessionsRoute() {
  const profile = useProfile().data;
  if (!profile) return null;
  return <SessionsPage clubId={profile.clientId} />;
}
