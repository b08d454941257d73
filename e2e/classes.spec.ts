import type { APIRequestContext } from '@playwright/test';
import { dialogNamed, selectOption, toast } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { login, openAs } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

// The classes screens (issue 13). Club 1 is the demo club (America/New_York). Each block is
// self-contained: it makes its own studio, trainer and classes through the API and removes them after.

test.describe('scheduler', () => {
  const ADMIN = 'club.admin@example.com';
  const base = '/dashboard/clients/1';

  async function api(request: APIRequestContext, method: 'PUT' | 'DELETE', url: string, data?: object) {
    const headers = { 'x-authorization': await login(request, ADMIN) };
    const response = await request.fetch(`${base}${url}`, { method, headers, data });
    if (!response.ok())
      throw new Error(`${method} ${url} failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: { id: number } }).data;
  }

  /** The Monday three weeks ahead: a week no other test plans classes in. */
  function futureMonday(): string {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + 21 - ((day.getUTCDay() + 6) % 7));
    return day.toISOString().slice(0, 10);
  }
  const plusDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  test('create a class from a slot, see it in the week, drag it to another day', async ({ page }) => {
    test.slow();
    const tag = uniqueSuffix();
    const studio = await api(page.request, 'PUT', '/studios', {
      name: `Sched Studio ${tag}`,
      color: '#e91e63',
    });
    const trainer = await api(page.request, 'PUT', '/trainers', { firstName: 'Sched', lastName: tag });
    const monday = futureMonday();
    const tuesday = plusDays(monday, 1);
    const thursday = plusDays(monday, 3);
    const name = `Sched Class ${tag}`;
    try {
      await openAs(page, ADMIN, `/clubs/details/1/scheduler?date=${monday}&sid=${studio.id}&view=week`);
      await expect(page.getByText('Times in the club’s time zone, America/New_York')).toBeVisible();
      await expect(page.getByText('No classes on these days')).toBeVisible();

      // A free slot opens the class form with its date, time and the studio shown.
      await page
        .locator(`[data-date="${tuesday}"]`)
        .getByRole('button', { name: /at 10:00$/ })
        .click();
      const form = dialogNamed(page, 'New class');
      await expect(form.getByLabel('Start time')).toHaveValue('10:00');
      await expect(form.getByText(`Sched Studio ${tag}`)).toBeVisible();
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Trainer').click();
      await selectOption(page, `Sched ${tag}`).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Class saved')).toBeVisible();
      await expect(form).toBeHidden();

      const block = page.getByRole('button', { name: `${name}, 10:00–11:00` });
      await expect(page.locator(`[data-date="${tuesday}"]`).getByRole('button', { name })).toBeVisible();

      // Dragged by its top edge to Thursday at the same height: 10:00 (48 px an hour).
      await block.dragTo(page.locator(`[data-date="${thursday}"]`), {
        sourcePosition: { x: 10, y: 4 },
        targetPosition: { x: 20, y: 10 * 48 + 4 },
      });
      const confirm = dialogNamed(page, 'Move this class?');
      await expect(confirm).toContainText(/from Tue, .*10:00 to Thu, .*10:00/);
      await confirm.getByRole('button', { name: 'Move' }).click();
      await expect(toast(page, 'Class moved')).toBeVisible();
      await expect(page.locator(`[data-date="${thursday}"]`).getByRole('button', { name })).toBeVisible();
      await expect(page.locator(`[data-date="${tuesday}"]`).getByRole('button', { name })).toHaveCount(0);
    } finally {
      const token = await login(page.request, ADMIN);
      const listed = await page.request.post(`${base}/classes/page/1`, {
        headers: { 'x-authorization': token },
        data: { from: monday, to: plusDays(monday, 6), studioId: studio.id },
      });
      const { data } = (await listed.json()) as { data: { list: { id: number }[] } };
      for (const item of data.list) await api(page.request, 'DELETE', `/classes/${item.id}?scope=this`);
      await api(page.request, 'DELETE', `/studios/${studio.id}`);
      await api(page.request, 'DELETE', `/trainers/${trainer.id}`);
    }
  });
});
