import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** What to answer instead, by the error code @fastify/multipart gives a limit it enforced. */
export type TMultipartLimits = Partial<Record<string, () => AppError>>;

/**
 * Runs `read` over a request's multipart body. A limit the route set becomes its own answer; any other
 * failure while reading is the body's fault (no boundary, cut off before its end, a malformed part
 * header: busboy's errors, which carry no status), so it becomes a 400 naming the upload's field
 * instead of a 500. Whatever the refusal, the rest of the body is read and dropped: left unread, it
 * stalls the connection (a client that sends its whole body before reading the answer waits forever).
 */
export async function readMultipartBody<T>(
  request: FastifyRequest,
  field: string,
  read: () => Promise<T>,
  limits: TMultipartLimits = {},
): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (!request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
    if (err instanceof AppError) throw err;
    const limit = limits[(err as { code?: string }).code ?? ''];
    if (limit) throw limit();
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'validation.uploadMalformed' } });
  }
}
