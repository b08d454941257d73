import { useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions, useProfile } from '../../features/auth/api/get-profile.ts';
import { MemberHistorySection } from '../../features/member-history/components/member-history-section.tsx';
import { ProfilePage } from '../../features/profile/pages/profile-page.tsx';
import { MaxHrHistory } from '../../features/workouts/components/max-hr-history.tsx';

export function ProfileRoute() {
  const { data: profile } = useProfile();
  const queryClient = useQueryClient();
  if (!profile) return null;
  const profileKey = profileQueryOptions().queryKey;
  return (
    <ProfilePage
      profile={profile}
      onSaved={(saved) => queryClient.setQueryData(profileKey, saved)}
      // The user's own history (no memberId); a new weight changes the profile's weight too.
      history={
        <>
          <MaxHrHistory clubId={profile.clientId} />
          <MemberHistorySection
            scope={{ refresh: [profileKey] }}
            clubId={profile.clientId}
            viewerUnit={profile.preferUnit}
          />
        </>
      }
    />
  );
}
