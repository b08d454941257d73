import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openAs, signIn } from './support/session.ts';

// A 1x1 PNG, enough for the server's content check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const suffix = () => Date.now().toString(36).toUpperCase();

const drawer = (page: Page) => page.locator('.ant-drawer');
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const search = async (page: Page, label: string, text: string) => {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('searchbox', { name: label }).press('Enter');
};

test.describe('clubs list', () => {
  // Refusing to delete a club with members answers 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('an admin searches, creates with a logo, stars and deletes clubs', async ({ page }) => {
    await openAs(page, 'admin@example.com', '/clubs/index');
    await expect(page.getByRole('link', { name: 'Pulse Downtown' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sweat Lab' })).toBeVisible();

    await search(page, 'Search by name or code', 'Sweat');
    await expect(page.getByRole('link', { name: 'Pulse Downtown' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sweat Lab' })).toBeVisible();
    await search(page, 'Search by name or code', '');

    const name = `E2E Club ${suffix()}`;
    await page.getByRole('button', { name: 'New club' }).click();
    await drawer(page).getByLabel('Club name').fill(name);
    await drawer(page).getByLabel('Club code').fill(`E2E${suffix()}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Club created')).toBeVisible();
    // The new club stays open so its logo can be added.
    await expect(page.getByText('Edit club')).toBeVisible();
    await page.locator('.ant-drawer input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('link', { name })).toBeVisible();

    await page.getByRole('button', { name: `Star ${name}` }).click();
    await expect(rows(page).first()).toContainText(name);
    await expect(page.getByRole('button', { name: `Unstar ${name}` })).toBeVisible();

    await rows(page).filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Delete the club “${name}”?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Club deleted')).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);

    await rows(page).filter({ hasText: 'Sweat Lab' }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Delete the club “Sweat Lab”?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(/This club still has \d+ members/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sweat Lab' })).toBeVisible();
  });
});

test('locations of a club: add one, the tab survives a reload, the branch name is required', async ({
  page,
}) => {
  await openAs(page, 'admin@example.com', '/clubs/details/1/locations');
  await expect(page.getByRole('tab', { name: 'Locations', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'New location' }).click();
  await expect(page).toHaveURL(/\/clubs\/details\/1\/locations\/create$/);
  await drawer(page).getByLabel('Branch location').fill('1 Main Street');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter the branch name.')).toBeVisible();

  const branch = `E2E Branch ${suffix()}`;
  await drawer(page).getByLabel('Branch name').fill(branch);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location saved')).toBeVisible();
  await expect(page).toHaveURL(/\/clubs\/details\/1\/locations$/);
  await expect(page.getByRole('cell', { name: branch })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Locations', selected: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: branch })).toBeVisible();
});

test('a club admin sees their own club with the code locked and no clubs list', async ({ page }) => {
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/information');
  await expect(page.getByTestId('club-name')).toHaveText('Pulse Downtown');
  await expect(page.getByLabel('Club name')).toHaveValue('Pulse Downtown');
  await expect(page.getByLabel('Club code')).toBeDisabled();
  await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: 'Clubs', exact: true })).toHaveCount(
    0,
  );
});

test('a member cannot open a club page', async ({ page }) => {
  await signIn(page, 'member@example.com');
  await page.goto('/clubs/my-details');
  await expect(page).toHaveURL(/\/401$/);
});
