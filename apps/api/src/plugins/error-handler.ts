import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type TErrorName } from '@pulseboard/contract/errors';
import {
  MESSAGES,
  pickLanguage,
  type TLanguage,
  type TWording,
  translate,
} from '@pulseboard/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { ZClubParams } from '../lib/club-params.ts';
import { isBadInputError, isConcurrencyError } from '../lib/db-errors.ts';
import { findClubBrief } from '../modules/clubs/clubs.repository.ts';
import { sendIndexPage } from './web-static.ts';

/** Sends the error envelope with an honest HTTP status; 5xx details never leave the server. */
export function sendError(
  reply: FastifyReply,
  lang: TLanguage,
  name: TErrorName,
  extra: {
    fields?: Record<string, string>;
    params?: Record<string, string | number>;
    retryAfterSeconds?: number;
  } = {},
  wording: TWording = 'standard',
) {
  const def = ERRORS[name];
  const say = (key: string) => translate(key, lang, extra.params, wording);
  const fields = extra.fields
    ? Object.fromEntries(Object.entries(extra.fields).map(([k, v]) => [k, say(v)]))
    : undefined;
  const first = fields ? Object.values(fields)[0] : undefined;
  // A single field error is the clearest headline; several get the general validation message.
  const message = fields && Object.keys(fields).length === 1 && first ? first : say(def.message);
  const data =
    fields || extra.retryAfterSeconds ? { fields, retryAfterSeconds: extra.retryAfterSeconds } : null;
  return reply.status(def.status).send({ code: def.code, meta: { error: true, message }, data });
}

const STATUS_TO_ERROR: Record<number, TErrorName> = {
  400: 'BAD_REQUEST',
  401: 'TOKEN_INVALID',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_ATTEMPTS',
};

/** The envelope of an error as raw JSON, for answers written before Fastify has a request. */
function rawEnvelope(name: TErrorName): string {
  const def = ERRORS[name];
  return JSON.stringify({
    code: def.code,
    meta: { error: true, message: translate(def.message, 'en') },
    data: null,
  });
}

/**
 * Answers a request Node could not parse (headers too large, a malformed request line) with the
 * usual error envelope instead of a bare status; nothing of the request reaches the log.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const name: TErrorName = err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const status = ERRORS[name].status;
  const body = rawEnvelope(name);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Requests the router refuses before any hook runs (a path that is not valid percent-encoding, a path
 * parameter over the router's length limit): the envelope too, in the caller's language.
 */
export function frameworkErrorHandler(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The router refused the request before any hook ran.
  reply.header('x-request-id', request.id);
  return sendError(reply, pickLanguage(request.headers['accept-language']), 'BAD_REQUEST');
}

/**
 * The club wording (Coach, Sweat Points) of a signed-in caller's messages: their own club's, or, for the
 * platform admin, that of the club a club route names. Read only to answer an error; a failed read
 * leaves the standard words.
 */
async function callerWording(db: Db, request: FastifyRequest): Promise<TWording | undefined> {
  const principal = request.principal;
  if (!principal) return undefined;
  if (principal.role !== 'accuro') return principal.caller?.clubWording ?? undefined;
  const access = request.routeOptions.config.access;
  const params = ZClubParams.safeParse(request.params);
  if (!access || access.public || !access.club || !params.success) return undefined;
  const club = await findClubBrief(db, params.data.id).catch(() => undefined);
  return club?.wording;
}

const MAX_FIELDS = 20;
const MAX_FIELD_NAME = 100;

export function registerErrorHandler(app: FastifyInstance, db: Db): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return sendError(reply, lang, error.error, error.options, await callerWording(db, request));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (!path) return sendError(reply, lang, 'BAD_REQUEST');
        // A field's name may come from the request (a key of a settings record): the answer names at
        // most MAX_FIELDS of them, each cut to MAX_FIELD_NAME characters, whatever was sent.
        if (Object.keys(fields).length >= MAX_FIELDS) break;
        const field = path.length > MAX_FIELD_NAME ? `${path.slice(0, MAX_FIELD_NAME)}…` : path;
        fields[field] ??= issue.message && issue.message in MESSAGES ? issue.message : 'validation.invalid';
      }
      return sendError(reply, lang, 'VALIDATION_FAILED', { fields }, await callerWording(db, request));
    }
    // A static path that cannot name a file (a NUL byte, a dot segment): no such file, not a refusal.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return sendError(reply, lang, 'NOT_FOUND');
    const status = error.statusCode ?? 500;
    const known = STATUS_TO_ERROR[status];
    if (status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, lang, known ?? 'BAD_REQUEST');
    }
    if (isBadInputError(error)) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return sendError(reply, lang, 'BAD_REQUEST');
    }
    if (isConcurrencyError(error)) {
      request.log.warn({ err: error }, 'the database ended the transaction: another one held the same rows');
      return sendError(reply, lang, 'CONCURRENT_CHANGE');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, lang, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && app.hasDecorator('webIndexPage') && sendIndexPage(app, request, reply)) return reply;
    return sendError(reply, request.lang ?? 'en', 'NOT_FOUND');
  });
}
