import type { TProfile } from '@pulseboard/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { removeToken } from '../../../lib/token.ts';
import { profileQueryOptions, useProfile } from '../api/get-profile.ts';
import { loginPath } from '../utils/login-redirect.ts';

/** Renders the signed-in part once the profile is loaded; a failed load ends the session (SPEC.md section 4). */
export function SessionGate({ children }: { children: (profile: TProfile) => ReactNode }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!profile.isError) return;
    // The error toast comes from the query cache; here the session is dropped.
    removeToken();
    queryClient.removeQueries({ queryKey: profileQueryOptions().queryKey });
    navigate(loginPath(pathname + search), { replace: true });
  }, [profile.isError, queryClient, navigate, pathname, search]);

  return profile.data ? children(profile.data) : <PageSpinner />;
}
