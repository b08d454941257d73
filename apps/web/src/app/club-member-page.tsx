import type { TUnitSystem } from '@pulseboard/core/units';
import { MemberDetailPage } from '../features/member-history/pages/member-detail-page.tsx';
import { MemberActivityCards } from '../features/members/components/member-activity-cards.tsx';
import { MemberWorkouts } from '../features/workouts/components/member-workouts.tsx';

export type TClubMemberPageProps = {
  clubId: number;
  memberId: number;
  clubName?: string;
  viewerUnit: TUnitSystem;
  onBack: () => void;
};

/** A member's page in the club's Members tab: their history, activity and workouts (three features). */
export function ClubMemberPage({ clubId, memberId, clubName, viewerUnit, onBack }: TClubMemberPageProps) {
  return (
    <MemberDetailPage
      clubId={clubId}
      memberId={memberId}
      clubName={clubName}
      viewerUnit={viewerUnit}
      activity={<MemberActivityCards clubId={clubId} memberId={memberId} />}
      workouts={<MemberWorkouts clubId={clubId} memberId={memberId} />}
      onBack={onBack}
    />
  );
}
