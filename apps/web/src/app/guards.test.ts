import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken, setToken } from '../lib/token.ts';
import type { TRouteMeta } from './route-table.ts';

const PROFILE = { userId: 7, email: 'coach@example.com', memberRole: 'coach', clubWording: 'standard' };
const reply = (status: number, data: unknown) =>
  new Response(
    JSON.stringify({
      code: status === 200 ? 20000 : status * 100 + 1,
      meta: { error: status !== 200, message: 'm' },
      data,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

/** fetch answering the profile with the given statuses in turn (the last one from then on). */
function answering(...statuses: number[]) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(new URL(url, 'http://localhost').pathname);
      const status = statuses[Math.min(fetched.length, statuses.length) - 1] ?? 200;
      return reply(status, status === 200 ? PROFILE : null);
    }),
  );
  return fetched;
}

const QUERY_CACHE = '../lib/query-client.ts';

/**
 * The guards as a new visit loads them, with no query cache yet: its module arrives when the test calls
 * `arrive` (a chunk still downloading on a cold visit), and its first load fails when `failFirst` (a
 * chunk lost to a network blip).
 */
async function coldGuards({ failFirst = false } = {}) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let loads = 0;
  vi.doMock(QUERY_CACHE, async (importOriginal) => {
    loads += 1;
    await arrived;
    if (failFirst && loads === 1) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  vi.resetModules();
  return { ...(await import('./guards.ts')), arrive: () => arrive() };
}

const request = new Request('http://localhost/dashboard');
const meta = { titleKey: 'route.dashboard', roles: ['coach'] } as unknown as TRouteMeta;

/** The layout's loader and the page's, started together as the router runs them. */
const bothLoaders = (guards: Awaited<ReturnType<typeof coldGuards>>) => [
  guards.requireSession({ request } as never),
  guards.requireRoute(meta)({ request } as never),
];

afterEach(() => {
  vi.doUnmock(QUERY_CACHE);
  vi.unstubAllGlobals();
  removeToken();
});

describe('signed-in loaders', () => {
  it('send the profile request at once on a cold visit, beside the query cache, and only once', async () => {
    const fetched = answering(200);
    setToken('t');
    const guards = await coldGuards();
    const loaded = Promise.all(bothLoaders(guards));
    await vi.waitFor(() => expect(fetched).toEqual(['/dashboard/profile']));
    guards.arrive();
    await expect(loaded).resolves.toEqual([null, null]);
    expect(fetched).toEqual(['/dashboard/profile']);
  });

  it('send both loaders to log in when that request is refused, and forget the token', async () => {
    const fetched = answering(401);
    setToken('stale');
    const guards = await coldGuards();
    const loaded = Promise.allSettled(bothLoaders(guards));
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    guards.arrive();
    const outcomes = await loaded;
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const response = (outcome as PromiseRejectedResult).reason as Response;
      expect(response.headers.get('Location')).toBe('/login?redirect=%2Fdashboard');
    }
    expect(getToken()).toBeUndefined();
    // A refusal is not retried.
    expect(fetched).toHaveLength(1);
  });

  it('ask again with a new request after a server error, not with the failed one', async () => {
    const fetched = answering(500, 200);
    setToken('t');
    const { requireSession, arrive } = await coldGuards();
    const loaded = requireSession({ request } as never);
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    arrive();
    await expect(loaded).resolves.toBeNull();
    expect(fetched).toEqual(['/dashboard/profile', '/dashboard/profile']);
  });

  it('load the query cache again on the next page when its chunk failed to arrive', async () => {
    answering(200);
    setToken('t');
    const { requireSession, arrive } = await coldGuards({ failFirst: true });
    arrive();
    // (Vitest wraps the module's error in its own.)
    await expect(requireSession({ request } as never)).rejects.toThrow();
    await expect(requireSession({ request } as never)).resolves.toBeNull();
  });
});
