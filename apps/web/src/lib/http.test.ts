import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, unwrap } from './http.ts';
import { removeToken, setToken } from './token.ts';

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
}

describe('unwrap', () => {
  it('returns the data of a successful envelope', () => {
    const body = { code: 20000, meta: { error: false, message: 'Success' }, data: { token: 't' } };
    expect(unwrap({ status: 200, statusText: 'OK' }, body)).toEqual({ token: 't' });
  });

  it.each([
    ['meta.error on a 200', 200, { code: 40001, meta: { error: true, message: 'Bad' }, data: null }, 40001],
    [
      'a 401',
      401,
      { code: 40101, meta: { error: true, message: 'Wrong email or password' }, data: null },
      40101,
    ],
    [
      'a 500 without meta.error',
      500,
      { code: 50000, meta: { error: false, message: 'Oops' }, data: null },
      50000,
    ],
  ])('throws an ApiError for %s', (_, status, body, code) => {
    const error = (() => {
      try {
        unwrap({ status, statusText: '' }, body);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, status, message: body.meta.message, silent: false });
  });

  it('keeps field messages of a validation error', () => {
    const body = {
      code: 40000,
      meta: { error: true, message: 'Invalid' },
      data: { fields: { email: 'Bad email' } },
    };
    expect(() => unwrap({ status: 400, statusText: '' }, body)).toThrow(
      expect.objectContaining({ code: 40000, status: 400, fields: { email: 'Bad email' } }),
    );
  });

  it('throws with the HTTP status when the body is not an envelope', () => {
    expect(() => unwrap({ status: 502, statusText: 'Bad Gateway' }, undefined)).toThrow(
      expect.objectContaining({ code: 502, status: 502, message: 'Bad Gateway' }),
    );
  });
});

describe('request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    removeToken();
  });

  it('sends the token and the language and unwraps the envelope', async () => {
    setToken('abc');
    const fetchMock = vi.fn(async () =>
      reply(200, { code: 20000, meta: { error: false, message: '' }, data: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(request('/dashboard/profile', { query: { page: 2, skip: undefined } })).resolves.toBe(1);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/dashboard/profile?page=2');
    expect(init.headers).toMatchObject({ 'X-AUTHORIZATION': 'abc', 'Accept-Language': 'en' });
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    const fetchMock = vi.fn(async () =>
      reply(200, { code: 20000, meta: { error: false, message: '' }, data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await request('/dashboard/profile/avatar', { method: 'POST', body });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(body);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a server error into an ApiError with its message', async () => {
    vi.stubGlobal('fetch', async () =>
      reply(401, { code: 50014, meta: { error: true, message: 'Session expired' }, data: null }),
    );
    const error = await failureOf(request('/dashboard/profile'));
    expect(error).toMatchObject({ code: 50014, status: 401, message: 'Session expired', silent: false });
  });

  it('gives up silently after 40 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const failure = failureOf(request('/slow'));
    await vi.advanceTimersByTimeAsync(40_000);
    expect(await failure).toMatchObject({ code: 0, silent: true, message: 'Timeout' });
  });

  it('is silent when the caller cancels', async () => {
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const failure = failureOf(request('/slow', { signal: controller.signal }));
    controller.abort();
    expect(await failure).toMatchObject({ code: 0, silent: true, message: 'Cancelled' });
  });

  it('reports a network failure loudly', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(request('/x'));
    expect(error).toMatchObject({ code: 0, status: 0, silent: false });
  });
});
