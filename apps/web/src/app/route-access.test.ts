import { describe, expect, it } from 'vitest';
import { canAccess, findRoute, groupPageOf, menuFor } from './route-access.ts';

const keys = (entries: ReturnType<typeof menuFor>) =>
  entries.map((entry) => (entry.children ? `${entry.key}[${entry.children.map((c) => c.key)}]` : entry.key));

describe('route access', () => {
  it.each([
    ['/clubs/index', 'accuro', true],
    ['/clubs/index', 'club', false],
    ['/clubs/details/4/members', 'coach', true],
    ['/clubs/details/4', 'member', false],
    ['/challenge/index', 'member', true],
    ['/challenge/index', 'coach', false],
    ['/faq', 'member', true],
    ['/404', undefined, true],
  ] as const)('%s for %s: %s', (path, role, allowed) => {
    const meta = findRoute(path);
    expect(meta).toBeDefined();
    expect(meta && canAccess(meta, role)).toBe(allowed);
  });

  it('finds no route for unknown paths', () => {
    expect(findRoute('/nothing/here')).toBeUndefined();
  });

  it('builds the menu of each role', () => {
    const options = { dashboardSubdomain: false };
    expect(keys(menuFor('accuro', options))).toEqual([
      '/dashboard',
      '/clubs/index',
      '/workouts/index',
      '/leaderboard/index',
      '/accounts/index',
      '/licenses/index',
      '/profile/index',
      '/faq',
    ]);
    expect(keys(menuFor('member', options))).toEqual([
      '/dashboard',
      '/workouts/index',
      '/leaderboard/index',
      '/challenge/index',
      '/profile/index',
      '/faq',
    ]);
    expect(keys(menuFor('coach', options))).toContain('/clubs/my-details');
    expect(keys(menuFor('coach', options))).toContain('/sessions/index');
  });

  it('leaves My Club out on the dashboard subdomain', () => {
    expect(keys(menuFor('club', { dashboardSubdomain: true }))).not.toContain('/clubs/my-details');
    expect(keys(menuFor('club', { dashboardSubdomain: false }))).toContain('/clubs/my-details');
  });

  // The breadcrumb's step between the dashboard and a club's page.
  it.each([
    ['/clubs/details/4/members', 'accuro', { titleKey: 'route.clubs', path: '/clubs/index' }],
    ['/clubs/details/4/members', 'coach', { titleKey: 'route.myClub', path: '/clubs/my-details' }],
    ['/clubs/my-details/members', 'club', undefined],
    ['/clubs/index', 'accuro', undefined],
    ['/faq', 'club', undefined],
  ] as const)('puts %s, for %s, under %j', (path, role, expected) => {
    const meta = findRoute(path);
    expect(meta && groupPageOf(meta, role)).toEqual(expected);
  });
});
