import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// What a proxy's request id looks like (a UUID, a hex or base64url trace id): short, no spaces or markup.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id of a request in logs and in the `x-request-id` answer: a proxy's `x-request-id` when it is a
 * plain short token, so both logs line up; anything else (a long or odd value a client made up) is
 * replaced by our own.
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
