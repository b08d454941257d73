import type { TProfile } from '@pulseboard/contract/profile';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginPath } from '../features/auth/utils/login-redirect.ts';
import { getToken, removeToken } from '../lib/token.ts';
import { canAccess } from './route-access.ts';
import type { TRouteMeta } from './route-table.ts';

function backToLogin(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(loginPath(pathname + search));
}

/**
 * The signed-in user's profile, loaded once and shared through the query cache. Without a token, or when
 * the profile cannot be loaded, the session ends and the user goes to log in (SPEC.md sections 2 and 8).
 */
async function requireProfile(request: Request): Promise<TProfile> {
  if (!getToken()) throw backToLogin(request);
  // Loaded here rather than imported: the login page needs neither the query cache nor the profile query.
  const [{ queryClient }, { profileQueryOptions }] = await Promise.all([
    import('../lib/query-client.ts'),
    import('../features/auth/api/get-profile.ts'),
  ]);
  try {
    return await queryClient.ensureQueryData(profileQueryOptions());
  } catch {
    // The query cache has shown the error.
    removeToken();
    queryClient.removeQueries({ queryKey: profileQueryOptions().queryKey });
    throw backToLogin(request);
  }
}

/** Loader of the signed-in layout. */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  await requireProfile(request);
  return null;
}

/** Loader of a role-filtered route: a role that may not open it goes to /401. */
export function requireRoute(meta: TRouteMeta) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (meta.public) return null;
    const profile = await requireProfile(request);
    if (!canAccess(meta, profile.memberRole)) throw redirect('/401');
    return null;
  };
}

/** Unknown paths: /404 for a signed-in user, the login page otherwise. */
export async function unknownPath({ request }: LoaderFunctionArgs): Promise<never> {
  await requireProfile(request);
  throw redirect('/404');
}

/** A signed-in user opening /login goes to /. */
export function skipLoginWhenSignedIn(): null {
  if (getToken()) throw redirect('/');
  return null;
}
