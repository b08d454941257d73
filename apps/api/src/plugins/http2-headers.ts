import { maxHeaderSize } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The bytes of a request's header lines as HTTP/1.1 would send them (name, ': ', value, CRLF). */
function headerBytes(rawHeaders: readonly string[]): number {
  let bytes = 0;
  for (let i = 0; i < rawHeaders.length; i += 2)
    bytes += (rawHeaders[i] as string).length + (rawHeaders[i + 1] as string).length + 4;
  return bytes;
}

/**
 * HTTP/2 requests get HTTP/1.1's header limit (Node's `maxHeaderSize`, 16 KiB) with the same 431
 * envelope: Node's HTTP/2 server itself takes up to 64 KiB and refuses more by resetting the stream,
 * before any of this runs. Registered before the other plugins' hooks, so none reads an oversized request.
 */
export function registerHttp2HeaderLimit(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersionMajor === 2 && headerBytes(request.raw.rawHeaders) > maxHeaderSize)
      done(new AppError('HEADERS_TOO_LARGE'));
    else done();
  });
}
