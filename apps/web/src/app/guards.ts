import type { TProfile } from '@pulseboard/contract/profile';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { profileQueryOptions } from '../features/auth/api/get-profile.ts';
import { getProfile } from '../features/auth/api/profile-request.ts';
import { loginPath } from '../features/auth/utils/login-redirect.ts';
import { getToken, removeToken } from '../lib/token.ts';
import { canAccess } from './route-access.ts';
import type { TRouteMeta } from './route-table.ts';

function backToLogin(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(loginPath(pathname + search));
}

// The query cache and the profile query, loaded by the first signed-in page of a visit.
let profileCache: Promise<{ queryClient: QueryClient; options: typeof profileQueryOptions }> | undefined;

/**
 * Loads the query cache's modules once. On that first load the profile request leaves at once, beside
 * them, instead of after them (a round trip sooner on a cold visit); the profile query then waits for
 * that request rather than sending its own.
 */
function loadProfileCache() {
  if (!profileCache) {
    let early: Promise<TProfile> | undefined = getProfile();
    // Handled below, by the query that reads it: not an unhandled rejection in the meantime.
    early.catch(() => undefined);
    const loading = Promise.all([
      import('../lib/query-client.ts'),
      import('../features/auth/api/get-profile.ts'),
    ]).then(([{ queryClient }, { profileQueryOptions: options }]) => {
      // Started now, so every loader's ensureQueryData joins it; a failure reaches them through it. A
      // retry (after a 5xx) sends a new request.
      void queryClient.prefetchQuery({
        ...options(),
        queryFn: ({ signal }) => {
          const first = early;
          early = undefined;
          return first ?? getProfile({ signal });
        },
      });
      return { queryClient, options };
    });
    // A chunk that failed to arrive (a network blip, a deploy) is asked for again by the next page.
    loading.catch(() => {
      if (profileCache === loading) profileCache = undefined;
    });
    profileCache = loading;
  }
  return profileCache;
}

/**
 * The signed-in user's profile, loaded once and shared through the query cache. Without a token, or when
 * the profile cannot be loaded, the session ends and the user goes to log in (SPEC.md sections 2 and 8).
 */
async function requireProfile(request: Request): Promise<TProfile> {
  if (!getToken()) throw backToLogin(request);
  // Loaded here rather than imported: the login page needs neither the query cache nor the profile query.
  const { queryClient, options } = await loadProfileCache();
  try {
    return await queryClient.ensureQueryData(options());
  } catch {
    // The query cache has shown the error.
    removeToken();
    queryClient.removeQueries({ queryKey: options().queryKey });
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
