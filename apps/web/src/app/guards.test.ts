import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '../lib/token.ts';
import { requireRoute, requireSession } from './guards.ts';
import type { TRouteMeta } from './route-table.ts';

// The query cache's module arrives only when the test lets it: as on a cold visit, where it is a chunk
// still downloading.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('../lib/query-client.ts', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

const PROFILE = { userId: 7, email: 'coach@example.com', memberRole: 'coach', clubWording: 'standard' };
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 20000, meta: { error: false, message: 'Success' }, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
});

describe('signed-in loaders', () => {
  it('send the profile request at once on a cold visit, beside the query cache, and only once', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(new URL(url, 'http://localhost').pathname);
        return envelope(PROFILE);
      }),
    );
    setToken('t');
    const request = new Request('http://localhost/dashboard');
    const meta = { titleKey: 'route.dashboard', roles: ['coach'] } as unknown as TRouteMeta;
    // The layout's loader and the page's run together, as the router runs them.
    const loaded = Promise.all([
      requireSession({ request } as never),
      requireRoute(meta)({ request } as never),
    ]);
    await vi.waitFor(() => expect(fetched).toEqual(['/dashboard/profile']));
    arrive();
    await expect(loaded).resolves.toEqual([null, null]);
    expect(fetched).toEqual(['/dashboard/profile']);
  });
});
