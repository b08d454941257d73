import { createHash } from 'node:crypto';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings the web app's files are sent in, the preferred first. */
export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type TEncoding = (typeof ENCODINGS)[number];

/** A file as it is sent in one encoding: its bytes and their tag. */
export interface TTaggedCopy {
  body: Buffer;
  encoding: TEncoding;
  etag: string;
}

export const taggedCopy = (body: Buffer, encoding: TEncoding): TTaggedCopy => ({
  body,
  encoding,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
});

/** The encoding of `offered` the browser prefers (brotli first), or the file as it is. */
export function acceptedEncoding(
  acceptEncoding: string | undefined,
  offered: readonly TEncoding[] = ENCODINGS,
): TEncoding {
  return (negotiate(acceptEncoding ?? '', [...offered]) ?? 'identity') as TEncoding;
}

/**
 * Sends a copy with its tag and the caching and type given, or 304 to a browser that already holds it.
 * The caller sets `Vary`.
 */
export function sendTaggedCopy(
  request: FastifyRequest,
  reply: FastifyReply,
  copy: TTaggedCopy,
  { cacheControl, type }: { cacheControl: string; type: string },
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', copy.etag);
  if (request.headers['if-none-match'] === copy.etag) return reply.code(304).send();
  if (copy.encoding !== 'identity') reply.header('content-encoding', copy.encoding);
  return reply.type(type).send(copy.body);
}
