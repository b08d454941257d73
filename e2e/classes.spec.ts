import type { APIRequestContext } from '@playwright/test';
import { dialogNamed, selectOption, tableRow, toast } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { login, openAs } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

test.describe('class templates', () => {
  const ADMIN = 'club.admin@example.com';

  /** A trainer and a studio of club 1 to plan with (the demo data has none), made through the API. */
  async function staffing(request: APIRequestContext, tag: string) {
    const headers = { 'x-authorization': await login(request, ADMIN) };
    const trainer = await request.put('/dashboard/clients/1/trainers', {
      headers,
      data: { firstName: 'Tess', lastName: `Template ${tag}` },
    });
    const studio = await request.put('/dashboard/clients/1/studios', {
      headers,
      data: { name: `Template room ${tag}` },
    });
    expect(trainer.ok() && studio.ok()).toBe(true);
    return { trainer: `Tess Template ${tag}`, studio: `Template room ${tag}` };
  }

  test('a manager creates a template, finds it listed, and the view speaks Spanish', async ({ page }) => {
    test.slow();
    const tag = uniqueSuffix();
    const { trainer, studio } = await staffing(page.request, tag);
    await openAs(page, ADMIN, '/clubs/details/1/class?view=templates');
    await page.getByRole('button', { name: 'New template' }).click();
    const form = dialogNamed(page, 'New template');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter the class name')).toBeVisible();

    const name = `E2E Template ${tag}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Start time').fill('07:00');
    await form.getByLabel('Start time').press('Enter');
    await form.getByLabel('End time').fill('07:45');
    await form.getByLabel('End time').press('Enter');
    await form.getByLabel('Trainer').click();
    await selectOption(page, trainer).click();
    await form.getByLabel('Studio').click();
    await selectOption(page, studio).click();
    await form.getByLabel('Meeting link').fill('not a link');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a valid URL for the meeting link')).toBeVisible();
    await form.getByLabel('Meeting link').fill('https://meet.example.com/spin');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Template saved')).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByPlaceholder('Search templates').fill(tag);
    await page.getByPlaceholder('Search templates').press('Enter');
    await expect(tableRow(page, name)).toContainText('07:00–07:45');

    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Nueva plantilla' })).toBeVisible();
    await expect(tableRow(page, name)).toContainText(trainer);
  });
});

test.describe('class summary', () => {
  test('a coach opens a class from My Sessions, sees its participants and totals, and copies its link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, 'coach@example.com', '/sessions/index?period=last30');
    const session = page.getByTestId('session').first();
    await expect(session.getByTestId('session-attendance')).toContainText('Attended:');
    const name = await session.getByTestId('session-summary-link').innerText();
    await session.getByTestId('session-summary-link').click();

    await expect(page).toHaveURL(/\/class-summary\/[A-Za-z0-9%+/=_-]+$/);
    const header = page.getByTestId('class-summary-header');
    await expect(header).toContainText(name);
    await expect(header).toContainText('Cole Coach');
    const table = page.getByTestId('class-summary-table');
    await expect(table.getByText('Attended').first()).toBeVisible();
    await expect(table.getByTestId('zone-bar').first()).toBeVisible();
    await expect(page.getByTestId('class-summary-totals')).toContainText('Class totals');
    await expect(page.getByTestId('class-summary-averages')).toContainText('Average per participant');

    await page.getByTestId('copy-link').click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('a refused clipboard shows the link to copy by hand, in Spanish too, and fits a phone', async ({
    page,
  }) => {
    // The club admin reaches a summary by its link: take one from the coach's list.
    await openAs(page, 'coach@example.com', '/sessions/index?period=last30');
    const href = await page.getByTestId('session-summary-link').first().getAttribute('href');
    await page.setViewportSize({ width: 375, height: 800 });
    await openAs(page, 'club.admin@example.com', href ?? '/');
    for (const [language, message] of [
      ['en', 'Copy link failed.Manual copy:'],
      ['es', 'No se pudo copiar el enlace. Cópialo a mano:'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      await expect(page.getByTestId('class-summary-totals')).toBeVisible();
      await page.evaluate(() => {
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: () => Promise.reject(new Error('denied')) },
        });
      });
      await page.getByTestId('copy-link').click();
      const fallback = page.getByTestId('copy-link-failed');
      await expect(fallback).toContainText(message);
      await expect(fallback.locator('input')).toHaveValue(page.url());
      await expectNoSidewaysScroll(page, `class summary ${language} 375`);
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  test('a link that names no class reads as not found', async ({ page, allowedConsoleErrors }) => {
    // The second link decodes to a class that does not exist: the browser logs the server's 404.
    allowedConsoleErrors.push(/status of 404/);
    await openAs(page, 'coach@example.com', '/class-summary/not-a-real-link');
    await expect(page.getByTestId('class-summary-not-found')).toBeVisible();
    await openAs(page, 'coach@example.com', `/class-summary/${btoa('1-1-99999999')}`);
    await expect(page.getByTestId('class-summary-not-found')).toBeVisible();
  });
});
