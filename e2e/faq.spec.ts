import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openAs } from './support/session.ts';

const items = (page: Page) => page.getByTestId('faq-item');
const titles = (page: Page) => items(page).locator('.ant-typography strong');

test('a member reads the troubleshooting entries but cannot change them', async ({ page }) => {
  await openAs(page, 'member@example.com', '/faq');
  await expect(page).toHaveTitle('Troubleshooting - Pulseboard');
  await expect(titles(page).first()).toHaveText('My heart-rate pod does not show on the screen');
  await expect(items(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'New entry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('the platform admin creates, edits, reorders and deletes entries', async ({ page }) => {
  await openAs(page, 'admin@example.com', '/faq');
  await expect(items(page)).toHaveCount(3);

  // Create, with both validation messages first.
  await page.getByRole('button', { name: 'New entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New entry' });
  await dialog.getByLabel('Link').fill('www.example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the title')).toBeVisible();
  await expect(dialog.getByText('Please enter a correct link (http, https or ftp)')).toBeVisible();
  await dialog.getByLabel('Title').fill('Resetting the hub');
  await dialog.getByLabel('Link').fill('https://example.com/hub');
  await dialog.getByLabel('Content').fill('Hold the button for ten seconds.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(items(page)).toHaveCount(4);
  const created = items(page).filter({ hasText: 'Resetting the hub' });
  await expect(created.getByRole('link', { name: 'https://example.com/hub' })).toBeVisible();

  // Edit.
  await created.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit entry' });
  await expect(editDialog.getByLabel('Title')).toHaveValue('Resetting the hub');
  await editDialog.getByLabel('Title').fill('Restarting the hub');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(titles(page).last()).toHaveText('Restarting the hub');

  // Reorder: the new entry moves up to third place, and the order is kept by the server.
  await items(page).last().getByRole('button', { name: 'Move up' }).click();
  await expect(titles(page).nth(2)).toHaveText('Restarting the hub');
  await page.reload();
  await expect(titles(page).nth(2)).toHaveText('Restarting the hub');
  await expect(titles(page).last()).toHaveText('Pairing a pod with the member app');

  // Delete, after confirming.
  await items(page).filter({ hasText: 'Restarting the hub' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(items(page)).toHaveCount(3);
  await expect(page.getByText('Restarting the hub')).toHaveCount(0);
});
