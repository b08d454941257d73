import type { FastifyRequest } from 'fastify';

/** Characters of any one text the log copies from a request or an error; the stack gets a few times more. */
export const LOG_TEXT_MAX = 1000;
const LOG_STACK_MAX = 4 * LOG_TEXT_MAX;
const REDACTED = '[redacted]';

const cap = (text: string, max = LOG_TEXT_MAX) =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text;

const QUERY_PAIR = /([?&])([^=&#]*)=([^&#]*)/g;
// A key that reads as `token` holds those letters in some case, a percent escape, or a non-ASCII
// letter that lower-cases to one of them (the Kelvin sign to `k`).
const MAYBE_TOKEN_KEY = /token|[%\u0080-\uffff]/i;

/** A query key as the server reads it (percent-decoded, `+` a space), lower-cased. */
function readKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return key.toLowerCase();
  }
}

/**
 * The url as the log shows it: the value of a `token` query hidden, however its key is written
 * (`?%74oken=` is the same key to the server), the length capped.
 */
export function logSafeUrl(url: string): string {
  const head = url.slice(0, 2 * LOG_TEXT_MAX);
  // Most urls (every request writes one to the log) cannot name the key at all: skip the pairs then.
  if (!MAYBE_TOKEN_KEY.test(head)) return cap(head);
  return cap(
    head.replace(QUERY_PAIR, (pair, sep: string, key: string) =>
      readKey(key) === 'token' ? `${sep}${key}=${REDACTED}` : pair,
    ),
  );
}

// A failed query's message lists its parameters (Drizzle: "Failed query: ...\nparams: ..."), which may
// hold a token, a password hash or a reset code: the log keeps the query and hides the values.
const hideParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);

type TErrorLike = Error & { code?: unknown; statusCode?: unknown; cause?: unknown };

type TLoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error as the log shows it: type, capped message and stack, code, status and causes; nothing else. */
export function serializeError(err: unknown, depth = 0): TLoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: cap(hideParams(String(err))), stack: '' };
  const e = err as TErrorLike;
  const message = hideParams(e.message);
  return {
    type: e.name,
    message: cap(message),
    stack: cap((e.stack ?? '').replace(e.message, message), LOG_STACK_MAX),
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(e.cause && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

// What a log call might pass by mistake: these keys' values never reach a line, at the top of the
// logged object or one level down (`{ user: { password } }`, `{ headers: { cookie } }`). The keys with a
// serializer are left to it: each one copies only the fields it names. A child logger's bindings are not
// passed through (pino drops the bindings formatter for children): the app makes none but Fastify's
// per-request `{ reqId }`.
const SECRET_KEYS = new Set(['token', 'password', 'code']);
const NESTED_SECRET_KEYS = ['token', 'password', 'authorization', 'x-authorization', 'cookie'];
const SERIALIZED_KEYS = new Set(['req', 'res', 'err']);

function hiddenNested(value: object): object {
  let out: Record<string, unknown> | undefined;
  for (const key of NESTED_SECRET_KEYS) {
    if (!Object.hasOwn(value, key)) continue;
    out ??= { ...value };
    out[key] = REDACTED;
  }
  return out ?? value;
}

/**
 * A log call's object with every secret value replaced, copied only when it holds one (pino's
 * `formatters.log`, run on every line before the serializers). Pino's own `redact` did the same by
 * parsing its paths again on every call (2-3% of the busiest route's CPU).
 */
export function hideSecrets(obj: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    const value = obj[key];
    const hidden = SECRET_KEYS.has(key)
      ? REDACTED
      : value !== null && typeof value === 'object' && !SERIALIZED_KEYS.has(key)
        ? hiddenNested(value)
        : value;
    if (hidden === value) continue;
    out ??= { ...obj };
    out[key] = hidden;
  }
  return out ?? obj;
}

/** Where log lines go: standard output by default (see log-destination.ts). */
export interface TLogStream {
  write(line: string): void;
}

/**
 * The server's logger options: what a request line shows (no headers, the token in a URL hidden, long
 * texts capped), errors through serializeError, and any credential a log call might pass redacted.
 */
export function loggerOptions(level: string, stream?: TLogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: logSafeUrl(req.url),
        host: cap(String(req.host ?? ''), 200),
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (err: unknown) => serializeError(err),
    },
    formatters: { log: hideSecrets },
  };
}
