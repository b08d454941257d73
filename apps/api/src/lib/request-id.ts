import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

// What a proxy's request id looks like (a UUID, a hex or base64url trace id): short, no spaces or markup.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * How a request gets its id, the one in logs and in the `x-request-id` answer: our own, unless the
 * request comes from a proxy named in TRUST_PROXY whose `x-request-id` is a plain short token, so both
 * logs line up. A client's own id is never taken: it could copy another request's id into the log.
 */
export function requestIdOf(trustProxy: readonly string[] | undefined): (req: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID();
  const trusted = proxyAddr.compile([...trustProxy]);
  return (req) => {
    const sent = req.headers['x-request-id'];
    const fromProxy = trusted(req.socket.remoteAddress ?? '', 0);
    return fromProxy && typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
  };
}
