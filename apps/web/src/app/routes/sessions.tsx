import { SessionsPage } from '../../features/workouts/pages/sessions-page.tsx';

export function SessionsRoute() {
  return <SessionsPage />;
}
