import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { profileQueryOptions } from '../../features/auth/api/get-profile.ts';
import { WordingProvider } from '../../hooks/use-wording.tsx';
import { AppProvider } from '../provider.tsx';

/**
 * The signed-in user's club wording (Coach, Sweat Points) for every page of theirs: the dashboard, the
 * leaderboard, a challenge's board. A club's own pages set the wording of the club shown.
 */
function SignedInWording({ children }: { children: ReactNode }) {
  // Read from the cache only: the signed-in routes' loaders load the profile, and a public page (a
  // stale token in storage) must not ask for it.
  const profile = useQuery({ ...profileQueryOptions(), enabled: false }).data;
  return <WordingProvider wording={profile?.clubWording ?? 'standard'}>{children}</WordingProvider>;
}

/**
 * Around every page but the login page: the query cache and antd. The features' strings come with the
 * pages that use them (app/feature-strings.ts).
 */
export function AppRoot() {
  return (
    <AppProvider>
      <SignedInWording>
        <Outlet />
      </SignedInWording>
    </AppProvider>
  );
}
