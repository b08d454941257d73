import type { Page } from '@playwright/test';
import { clickMenuItem, confirmDialog, dialogNamed, tableRows } from './support/antd.ts';
import { pngFile } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { expectWithinScreen, goInApp } from './support/layout.ts';
import { openAs, signIn, snapshot } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

const drawer = (page: Page) => page.locator('.ant-drawer');
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

    const name = `E2E Club ${uniqueSuffix()}`;
    await page.getByRole('button', { name: 'New club' }).click();
    await drawer(page).getByLabel('Club name').fill(name);
    await drawer(page).getByLabel('Club code').fill(`E2E${uniqueSuffix()}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Club created')).toBeVisible();
    // The new club stays open so its logo can be added.
    await expect(page.getByText('Edit club')).toBeVisible();
    await page.locator('.ant-drawer input[type=file]').setInputFiles(pngFile());
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('link', { name })).toBeVisible();

    await page.getByRole('button', { name: `Star ${name}` }).click();
    await expect(tableRows(page).first()).toContainText(name);
    await expect(page.getByRole('button', { name: `Unstar ${name}` })).toBeVisible();

    await tableRows(page).filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Delete the club “${name}”?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Club deleted')).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);

    await tableRows(page).filter({ hasText: 'Sweat Lab' }).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, 'Delete the club “Sweat Lab”?');
    await expect(page.getByText(/This club still has \d+ members/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sweat Lab' })).toBeVisible();
  });
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

test('statistic: the figures follow the period and the chart is drawn', async ({ page }) => {
  await openAs(page, 'admin@example.com', '/clubs/details/1/statistic');
  await expect(page.getByTestId('club-stat-totalMembers')).toContainText(/Total members\s*[\d,]+/);
  await expect(page.getByTestId('club-stat-workouts')).toContainText(/Workouts\s*[\d,]+/);
  await expect(page.getByTestId('club-stat-chart').locator('canvas, svg').first()).toBeVisible();
  const thisWeek = await page.getByTestId('club-stat-period').textContent();

  const answer = page.waitForResponse((r) =>
    r.url().includes('/dashboard/clients/1/statistics?range=last30'),
  );
  await page.locator('.ant-segmented').getByText('Last 30 days').click();
  const { data } = (await (await answer).json()) as {
    data: { totalMembers: number; stats: { workouts: number; activeMembers: number } };
  };
  await expect(page.getByTestId('club-stat-period')).not.toHaveText(thisWeek ?? '');
  const shown = (value: number) => value.toLocaleString('en-US');
  await expect(page.getByTestId('club-stat-workouts')).toContainText(shown(data.stats.workouts));
  await expect(page.getByTestId('club-stat-activeMembers')).toContainText(shown(data.stats.activeMembers));
  await expect(page.getByTestId('club-stat-totalMembers')).toContainText(shown(data.totalMembers));
});

test('Español: the club tabs and a form message are Spanish', async ({ page }) => {
  await openAs(page, 'admin@example.com', '/clubs/details/1/locations');
  await page.getByRole('button', { name: 'Language' }).click();
  await clickMenuItem(page, 'Español');
  for (const title of ['Estadísticas', 'Información', 'Sedes', 'Salas', 'Entrenadores', 'Módulos']) {
    await expect(page.getByRole('tab', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Sedes', exact: true, selected: true })).toBeVisible();
  // The list of the tabs that do not fit is named in Spanish too (antd said "expanded dropdown").
  await page.getByRole('button', { name: 'Más pestañas' }).hover();
  await expect(page.getByRole('listbox', { name: 'Más pestañas' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Nueva sede' }).click();
  const create = dialogNamed(page, 'Nueva sede');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('Introduce el nombre de la sede.')).toBeVisible();
});

test('a phone shows the clubs list and a club’s locations without sideways scrolling', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const pageWidth = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

  await openAs(page, 'admin@example.com', '/clubs/index');
  await expect(page.getByRole('link', { name: 'Pulse Downtown' })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(376);
  // The row's actions stay in sight while the data columns scroll beneath them.
  await expectWithinScreen(tableRows(page).first().getByRole('button', { name: 'Delete' }), 375);
  await snapshot(page, testInfo, 'clubs-index-375', false);

  await page.goto('/clubs/details/1/locations');
  await expect(page.getByRole('button', { name: 'New location' })).toBeVisible();
  await expect(tableRows(page).first()).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(376);
  await expectWithinScreen(tableRows(page).first().getByRole('button', { name: 'Delete' }), 375);
  await snapshot(page, testInfo, 'club-locations-375', false);
});

test('two clubs open at once are told apart: the tag, breadcrumb and window title name the club and tab', async ({
  page,
}) => {
  await openAs(page, 'admin@example.com', '/clubs/details/1/locations');
  await expect(page).toHaveTitle('Pulse Downtown · Locations - Pulseboard');
  await goInApp(page, '/clubs/details/15/admins');
  await expect(page).toHaveTitle('Sweat Lab · Admins - Pulseboard');
  const tags = page.getByTestId('tags-view').getByRole('tab');
  await expect(tags.filter({ hasText: 'Sweat Lab · Admins' })).toBeVisible();
  await expect(page.getByTestId('breadcrumb')).toHaveText(/Clubs\s*\/\s*Sweat Lab · Admins/);
  await tags.filter({ hasText: 'Pulse Downtown · Locations' }).click();
  await expect(page).toHaveURL(/\/clubs\/details\/1\/locations/);
  await expect(page.getByTestId('breadcrumb')).toHaveText(/Pulse Downtown · Locations$/);

  // In Spanish both tags are renamed, the hidden club's too, each with its own club and tab.
  await page.getByRole('button', { name: 'Language' }).click();
  await clickMenuItem(page, 'Español');
  await expect(tags.filter({ hasText: 'Pulse Downtown · Sedes' })).toBeVisible();
  await expect(tags.filter({ hasText: 'Sweat Lab · Administradores' })).toBeVisible();
  await expect(page).toHaveTitle('Pulse Downtown · Sedes - Pulseboard');
});

test('club information: Save stays in reach, leaving unsaved asks first, raw settings are for the platform admin', async ({
  page,
}) => {
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/information');
  await expect(page.getByLabel('Club name')).toHaveValue('Pulse Downtown');
  await expect(page.getByText('Settings (JSON)')).toHaveCount(0);
  await expect(page.getByTestId('club-save')).toBeInViewport();

  await page.getByLabel('Description').fill('Changed but not saved');
  await page.getByRole('tab', { name: 'Locations' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/information$/);
  await expect(page.getByLabel('Description')).toHaveValue('Changed but not saved');

  await openAs(page, 'admin@example.com', '/clubs/details/1/information');
  await page.getByRole('button', { name: 'Advanced' }).click();
  await expect(page.getByLabel('Settings (JSON)')).toBeVisible();
});
