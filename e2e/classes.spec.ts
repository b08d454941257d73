import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { openAs } from './support/session.ts';

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
