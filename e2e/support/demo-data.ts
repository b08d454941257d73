import type { APIRequestContext } from '@playwright/test';
import { login } from './session.ts';

// Every spec runs against one server and database: a test that changes demo data other specs read
// puts it back in its `finally` through the API, so a failure half-way cannot spread to other tests.

/** The `data` of a GET as `email`, e.g. a club's settings before a test changes them. */
export async function readAs<T = unknown>(
  request: APIRequestContext,
  email: string,
  url: string,
): Promise<T> {
  const response = await request.get(url, { headers: { 'x-authorization': await login(request, email) } });
  if (!response.ok()) throw new Error(`GET ${url} failed: ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/** POSTs `data` as `email`, e.g. to write settings back. */
export async function postAs(request: APIRequestContext, email: string, url: string, data: unknown) {
  const response = await request.post(url, {
    headers: { 'x-authorization': await login(request, email) },
    data: data as object,
  });
  if (!response.ok()) throw new Error(`POST ${url} failed: ${response.status()} ${await response.text()}`);
}
