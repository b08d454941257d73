import { ANY_ROLE, ROLES, type TRole, type TRouteAccess } from '@pulseboard/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from '../test-support/test-app.ts';

// Walks the whole route table: every route x every role x own club / foreign club, and anonymous.
// A `x-guard-probe` request stops right after the guard (204), so no handler runs and nothing changes.
let t: TTestApp;
const OWN_CLUB = 1;
const FOREIGN_CLUB = 15;
const tokens = new Map<TRole, string>();

// A route under a club's path takes its club from the path, so it must be club-scoped, or a user of one
// club could reach another's data by changing the id. A route that must not be scoped is listed here,
// `'METHOD /url': 'the reason'`; none is today.
const CLUB_PATH = /^\/dashboard\/clients\/:id(\/|$)/;
const NOT_CLUB_SCOPED: Readonly<Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ guardProbe: true });
  // Declarations no real route uses yet, so every branch of the guard is walked from the start.
  const handler = async () => ({ ok: true });
  t.app.get('/probe/accuro-only', { config: { access: { roles: ['accuro'], club: false } } }, handler);
  t.app.post(
    '/probe/clients/:id/staff',
    { config: { access: { roles: ['club', 'coach'], club: true } } },
    handler,
  );
  t.app.get('/probe/clients/:id/any-role', { config: { access: { roles: ANY_ROLE, club: true } } }, handler);
  for (const role of ROLES) {
    const login = DEMO_LOGINS.find((u) => u.role === role && (u.clubId === OWN_CLUB || role === 'accuro'));
    if (!login) throw new Error(`no demo login for ${role}`);
    tokens.set(role, await t.tokenFor(login.email));
  }
});
afterAll(() => t.close());

function expected(access: TRouteAccess, role: TRole | null, club: number): number {
  if (access.public) return 204;
  if (!role) return 401;
  if (!access.roles.includes(role)) return 403;
  if (access.club && role !== 'accuro' && club !== OWN_CLUB) return 403;
  return 204;
}

function concreteUrl(url: string, club: number): string {
  return url
    .replace(':id', String(club))
    .replace(/:(\w+)\??/g, '1')
    .replace('/*', '/x');
}

describe('route table', () => {
  it('has routes to walk', async () => {
    await t.app.ready();
    expect(t.app.routeTable.length).toBeGreaterThan(5);
  });

  it('guards every route for every role, club and anonymous caller as the route declares', async () => {
    await t.app.ready();
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      const clubs = 'club' in route.access && route.access.club ? [OWN_CLUB, FOREIGN_CLUB] : [OWN_CLUB];
      for (const role of [null, ...ROLES] as const) {
        for (const club of clubs) {
          const url = concreteUrl(route.url, club);
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { 'x-guard-probe': '1', ...(role ? { 'x-authorization': tokens.get(role) ?? '' } : {}) },
          });
          const want = expected(route.access, role, club);
          if (res.statusCode !== want) {
            failures.push(
              `${route.method} ${url} as ${role ?? 'anonymous'}: got ${res.statusCode}, want ${want}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Several hundred requests, each looking up a session: on a loaded machine this outlasts the 30 s default.
  }, 120_000);

  it('scopes to the club in the path every route under /dashboard/clients/:id, but the listed ones', async () => {
    await t.app.ready();
    const unscoped = t.app.routeTable
      .filter((r) => CLUB_PATH.test(r.url) && !('club' in r.access && r.access.club))
      .map((r) => `${r.method} ${r.url}`);
    expect(unscoped.filter((route) => !(route in NOT_CLUB_SCOPED))).toEqual([]);
    // A stale entry would hide the next route that really forgets its scope.
    expect(Object.keys(NOT_CLUB_SCOPED).filter((route) => !unscoped.includes(route))).toEqual([]);
  });

  it('refuses to start with a route that declares no roles', async () => {
    const app = await buildApp(t.deps);
    const access = { club: false } as unknown as TRouteAccess;
    expect(() => app.get('/no-roles', { config: { access } }, async () => 'x')).toThrow(
      /GET \/no-roles declares no roles/,
    );
    await app.close();
  });

  it('refuses to start with a route that declares no access', async () => {
    const app = await buildApp(t.deps);
    expect(() => app.get('/undeclared', async () => 'x')).toThrow(
      /GET \/undeclared has no access declaration/,
    );
    await app.close();
  });
});
