import type { TRole, TRouteAccess } from '@pulseboard/contract/roles';
import type { TWording } from '@pulseboard/contract/wording';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, TDatabase } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { findActiveSession } from '../modules/auth/sessions.repository.ts';
import type { TCallerRow } from '../modules/users/users.repository.ts';

export interface TPrincipal {
  userId: number;
  role: TRole;
  clubId: number | null;
  sessionId: number;
  /**
   * The caller's row (no password hash), club name and club wording (its messages say Coach and Sweat
   * Points where the club does), read with the session in this same request.
   */
  caller?: { user: TCallerRow; clubName: string | null; clubWording: TWording | null };
}

export interface TRouteEntry {
  method: string;
  url: string;
  access: TRouteAccess;
  /** The route's request schemas (the contract's zod schemas), for tests that walk every field. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TRouteAccess;
    /** Infrastructure routes (static files, API docs): public and left out of the route-table test. */
    infra?: boolean;
    /** The route also takes the token as `?token=` (SPEC.md: GET /dashboard/profile only). */
    tokenInQuery?: boolean;
    /** A WebSocket route whose upgrade may come without a token: it authenticates the socket itself. */
    socketAuth?: boolean;
  }
  interface FastifyRequest {
    principal: TPrincipal | null;
  }
  interface FastifyInstance {
    routeTable: TRouteEntry[];
  }
}

const INFRA_PREFIXES = ['/api/docs', '/*'];

/** The signed-in caller of a route that is not public. */
export function principalOf(request: FastifyRequest): TPrincipal {
  if (!request.principal) throw new AppError('TOKEN_INVALID');
  return request.principal;
}

/** The caller's token: the `x-authorization` header, or `?token=` on a route that declares tokenInQuery. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-authorization'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  // A token in a URL ends up in histories, proxies and referrers: only where the specification asks.
  if (!request.routeOptions.config.tokenInQuery) return undefined;
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : undefined;
}

/**
 * Every route declares who may call it (config.access); registering one that does not fails start-up.
 * The check runs in onRequest, before the body is even read, so a refused caller learns nothing else.
 */
export function registerAccessGuard(app: FastifyInstance, database: TDatabase): void {
  app.decorate('routeTable', [] as TRouteEntry[]);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: TRouteAccess; infra?: boolean };
    if (
      !config.access &&
      INFRA_PREFIXES.some(
        (p) => route.url === p || route.url.startsWith(`${p}/`) || route.url === p.replace('/*', ''),
      )
    ) {
      route.config = { ...config, access: { public: true }, infra: true };
      return;
    }
    if (!config.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no access declaration (config.access)`);
    }
    // The type already demands roles; this catches a cast at start-up instead of at the first call.
    if (!config.access.public && !Array.isArray(config.access.roles)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no roles (use ANY_ROLE for every role)`,
      );
    }
    if (config.infra) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        const { params, querystring, body } = (route.schema ?? {}) as TRouteEntry['schema'];
        app.routeTable.push({
          method,
          url: route.url,
          access: config.access,
          schema: { params, querystring, body },
        });
      }
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access.public) return;
    // A live-class socket may authenticate in its first message: its route checks the token itself,
    // through principalFor below, and closes the socket with the answer's code.
    if (request.routeOptions.config.socketAuth && request.headers.upgrade?.toLowerCase() === 'websocket')
      return;
    // What a signed-in route answers is the caller's own, its 401 and 403 included: no browser or proxy
    // may keep a copy. Set here, before the checks, since error answers keep the headers set so far.
    reply.header('cache-control', 'no-store');
    // The session read goes on the read lane (db/read-lane.ts).
    request.principal = await principalFor(database.reads, tokenOf(request), access, request.params);
  });
}

/**
 * The session behind a token, checked against a route's access: its roles and, for a club route, the
 * club named by the `id` path parameter. Throws TOKEN_INVALID, TOKEN_EXPIRED or FORBIDDEN.
 */
export async function principalFor(
  db: Db,
  token: string | undefined,
  access: Exclude<TRouteAccess, { public: true }>,
  params: unknown,
): Promise<TPrincipal> {
  if (!token) throw new AppError('TOKEN_INVALID');
  const found = await findActiveSession(db, token);
  if (!found || found.revokedAt || found.userStatus !== 'enabled') throw new AppError('TOKEN_INVALID');
  if (found.expiresAt.getTime() <= Date.now()) throw new AppError('TOKEN_EXPIRED');
  const principal: TPrincipal = {
    userId: found.userId,
    role: found.role,
    clubId: found.clubId,
    sessionId: found.id,
    caller: { user: found.user, clubName: found.clubName, clubWording: found.clubWording },
  };
  if (!access.roles.includes(found.role)) throw new AppError('FORBIDDEN');
  if (access.club && found.role !== 'accuro') {
    const clubId = Number((params as { id?: string } | undefined)?.id);
    if (!Number.isInteger(clubId) || clubId !== found.clubId) throw new AppError('FORBIDDEN');
  }
  return principal;
}
