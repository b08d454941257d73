import { useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions, useProfile } from '../../features/auth/api/get-profile.ts';
import { ProfilePage } from '../../features/profile/pages/profile-page.tsx';

export function ProfileRoute() {
  const { data: profile } = useProfile();
  const queryClient = useQueryClient();
  if (!profile) return null;
  return (
    <ProfilePage
      profile={profile}
      onSaved={(saved) => queryClient.setQueryData(profileQueryOptions().queryKey, saved)}
    />
  );
}
