import { useWorkoutListState, WorkoutList } from './workout-list.tsx';

/** One member's workouts as staff see them on the member's page; its period and page sit in the URL under `workouts.`. */
export function MemberWorkouts({ clubId, memberId }: { clubId: number; memberId: number }) {
  const list = useWorkoutListState('workouts');
  return <WorkoutList list={list} scope={{ clubId, memberId }} />;
}
