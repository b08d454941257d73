import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

export const PASSWORD = 'demo1234';

async function postLogin(request: APIRequestContext, email: string) {
  const post = (timeout: number) =>
    request.post('/dashboard/login', { data: { email, password: PASSWORD }, timeout });
  let response: Awaited<ReturnType<typeof post>>;
  try {
    response = await post(15_000);
  } catch (err) {
    // Once in a CI run the sign-in got no answer at all (the server answered every other request);
    // a second try on a new request tells a lost connection from a hung server, and leaves a trace.
    console.warn(`sign-in of ${email} got no answer in 15 s, trying once more: ${String(err).slice(0, 200)}`);
    response = await post(20_000);
  }
  if (!response.ok()) throw new Error(`login of ${email} failed: ${response.status()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return { token: data.token, origin: new URL(response.url()).origin };
}

/** Signs in through the API and returns the token, for setting up data with `x-authorization`. */
export async function login(request: APIRequestContext, email: string): Promise<string> {
  return (await postLogin(request, email)).token;
}

/** Signs in through the API and stores the token cookie, as the login page would: faster than typing. */
export async function signIn(page: Page, email: string): Promise<void> {
  const { token, origin } = await postLogin(page.request, email);
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: origin }]);
}

/** Signs in and opens a page of the app once its shell is ready. */
export async function openAs(page: Page, email: string, path = '/dashboard'): Promise<void> {
  await signIn(page, email);
  await page.goto(path);
  await page.getByTestId('current-role').waitFor();
}

/** A screenshot kept in the test's output folder (test-results) and attached to the report. */
export async function snapshot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
