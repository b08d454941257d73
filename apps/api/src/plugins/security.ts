import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// A host name or IP address with an optional port; anything else in a Host header is left out of the CSP.
const PLAIN_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The app's own origin for websockets: the host the page was served from (HTTP/2 names it in
 * `:authority`, which wins over a `Host` header), over ws and wss.
 */
export function sameHostSockets(req: Pick<IncomingMessage, 'headers'>): string {
  const named = req.headers[':authority'] ?? req.headers.host;
  const host = typeof named === 'string' ? named : undefined;
  return host && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

const HSTS = 'max-age=31536000; includeSubDomains';
// Stands in for the per-host part of connect-src while helmet composes the policy once.
const HOST_SLOT = '\u0000host\u0000';

/** What helmet sends with this app's options, computed by helmet itself, once. */
export function helmetHeaders(): { fixed: Record<string, string>; csp: [before: string, after: string] } {
  const fixed: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      fixed[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet({
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design injects its theme as style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", () => HOST_SLOT],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, collect, (err?: unknown) => {
    if (err) throw err;
  });
  const { 'content-security-policy': policy = '', ...others } = fixed;
  const [before = '', after = ''] = policy.split(HOST_SLOT);
  return { fixed: others, csp: [before, after] };
}

/**
 * Security headers on every response (routes may still set their own CSP); HSTS only when the request
 * came over TLS. Helmet's header set is built once at start-up: per request only the CSP's host part
 * changes, and the fixed ones go onto the reply in one call, not one middleware per header.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { fixed, csp } = helmetHeaders();
  const [before, after] = csp;
  const overTls = { ...fixed, 'strict-transport-security': HSTS };
  app.addHook('onRequest', (request, reply, done) => {
    // Copied onto the reply, not spread into a new object per request (7% of the profile route's CPU).
    reply.headers(request.protocol === 'https' ? overTls : fixed);
    reply.header('content-security-policy', before + sameHostSockets(request.raw) + after);
    done();
  });
}
