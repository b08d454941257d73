import { useNavigate, useParams } from 'react-router';
import { WorkoutDetailPage } from '../../features/workouts/pages/workout-detail-page.tsx';
import { NotFoundRoute } from './not-found.tsx';

/** /workouts/detail/:workoutId: Back returns to the list it was opened from (My Workouts when opened directly). */
export function WorkoutDetailRoute() {
  const navigate = useNavigate();
  const { workoutId } = useParams();
  const id = Number(workoutId);
  if (!Number.isInteger(id) || id < 1) return <NotFoundRoute />;
  return (
    <WorkoutDetailPage
      key={id}
      workoutId={id}
      onBack={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/workouts/index'))}
    />
  );
}
