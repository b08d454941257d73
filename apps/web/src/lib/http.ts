import { getToken } from './token.ts';

const TIMEOUT_MS = 40_000;

type TEnvelope = { code: number; meta: { error: boolean; message: string }; data: unknown };

/** A failed call. `silent` errors (timeouts, cancellations) are never shown to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly silent: boolean;

  constructor(init: {
    code: number;
    status: number;
    message: string;
    fields?: Record<string, string>;
    silent?: boolean;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields;
    this.silent = init.silent ?? false;
  }
}

// Failed calls whose every field message a form shows (form-errors.ts): the mutation cache leaves their
// toast out (query-client.ts). Kept here, beside the error, so the shell's query client needs no form code.
const shownOnFields = new WeakSet<ApiError>();

export function markShownOnFields(error: ApiError): void {
  shownOnFields.add(error);
}

/** True when a form shows every field message of this failed call. */
export function isShownOnFields(error: unknown): boolean {
  return error instanceof ApiError && shownOnFields.has(error);
}

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
};

// Set by i18n at start-up and on every switch, so http does not depend on i18next.
let currentLanguage = 'en';
export function setRequestLanguage(language: string): void {
  currentLanguage = language;
}
/** The language requests are sent in (for calls that cannot go through `request`, e.g. an upload with progress). */
export const requestLanguage = (): string => currentLanguage;

function isEnvelope(value: unknown): value is TEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const { code, meta } = value as Partial<TEnvelope>;
  return (
    typeof code === 'number' && typeof meta === 'object' && meta !== null && typeof meta.error === 'boolean'
  );
}

function buildUrl(path: string, query: TRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls the API on the same origin and returns the envelope's `data`, or throws an `ApiError`. */
export async function request<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage };
  const token = getToken();
  if (token) headers['X-AUTHORIZATION'] = token;
  const isForm = options.body instanceof FormData;
  // A FormData body sets its own multipart content type with the boundary.
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel, { once: true });

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
    return unwrap<T>(response, body);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) {
      throw new ApiError({ code: 0, status: 0, message: timedOut ? 'Timeout' : 'Cancelled', silent: true });
    }
    throw new ApiError({
      code: 0,
      status: 0,
      message: error instanceof Error ? error.message : 'Network error',
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** Returns the envelope's `data`; throws when `meta.error` is set or the status is 400 or more. */
export function unwrap<T>(response: Pick<Response, 'status' | 'statusText'>, body: unknown): T {
  if (!isEnvelope(body)) {
    throw new ApiError({
      code: response.status,
      status: response.status,
      message: response.statusText || 'Error',
    });
  }
  if (body.meta.error || response.status >= 400) {
    const data = body.data as { fields?: Record<string, string> } | null;
    throw new ApiError({
      code: body.code,
      status: response.status,
      message: body.meta.message || 'Error',
      fields: data?.fields,
    });
  }
  return body.data as T;
}
