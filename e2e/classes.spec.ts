import type { APIRequestContext } from '@playwright/test';
import { dialogNamed, selectOption, tableRow, toast } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
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
