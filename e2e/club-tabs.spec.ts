import type { Page } from '@playwright/test';
import { selectOption, selectOptions } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { login, openAs } from './support/session.ts';

// Loaner Pods, Admins and Stations tabs of the club details page (issue 4). Club 1 is the demo club.

// The shell keeps hidden copies of a page alive (one per path it has shown), so look only in the
// visible tab panel: getByRole skips hidden elements.
const loanerPodsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Loaner Pods' });

test('loaner pods: create, assign by a fast scan, then return', async ({ page, allowedConsoleErrors }) => {
  // A long flow of six steps: on a busy 2-core machine it needs more than the default 15 s.
  test.setTimeout(30_000);
  // The unknown barcode at the end is a 404 on purpose.
  allowedConsoleErrors.push(/status of 404/);
  const barcode = `POD-E2E-${Date.now().toString().slice(-6)}`;
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/loaner-pods');
  const tab = loanerPodsTab(page);

  await tab.getByRole('button', { name: 'New pod' }).click();
  const drawer = page.getByRole('dialog', { name: 'New pod' });
  await drawer.getByLabel('Barcode').fill('x');
  await drawer.getByTestId('pod-save').click();
  await expect(drawer.getByText('Please enter the correct barcode.')).toBeVisible();
  await drawer.getByLabel('Barcode').fill(barcode);
  await drawer.getByLabel('Bluetooth name').fill('E2E strap');
  await drawer.getByTestId('pod-save').click();
  await expect(drawer).toBeHidden();
  await expect(tab.getByTestId('pods-table')).toContainText(barcode);

  // A hardware scanner: keys 10 ms apart, then Enter at once.
  const scanner = tab.getByRole('searchbox', { name: 'Scan a barcode' });
  await scanner.click();
  await scanner.pressSequentially(barcode, { delay: 10 });
  await scanner.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Assign pod ${barcode}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill('Mia');
  await selectOption(page, /Mia Member/).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  const row = tab.getByTestId('pods-table').getByRole('row', { name: new RegExp(barcode) });
  await expect(row).toContainText('Mia Member');
  await expect(tab.getByTestId('pod-history')).toContainText('Mia Member');

  await row.getByRole('button', { name: 'Return' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Return' }).click();
  await expect(row).toContainText('On the shelf');

  // A barcode no pod has says so next to the scanner.
  await scanner.pressSequentially('NOPE-404', { delay: 10 });
  await scanner.press('Enter');
  await expect(tab.getByText('No pod of this club has this barcode')).toBeVisible();
});

test('loaner pods: the import refuses a second file, a wrong type and unreadable bytes, then imports a sheet', async ({
  page,
  allowedConsoleErrors,
}) => {
  test.setTimeout(30_000);
  // The unreadable file is refused by the server on purpose.
  allowedConsoleErrors.push(/status of 400/);
  const barcode = `POD-IMP-${Date.now().toString().slice(-6)}`;
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/loaner-pods');
  const tab = loanerPodsTab(page);
  await tab.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import loaner pods' });
  const input = dialog.locator('input[type=file]');
  const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  // The web checks the pick (SPEC.md section 5's words), the server checks the bytes.
  await input.setInputFiles([csv('a.csv', 'Barcode'), csv('b.csv', 'Barcode')]);
  await expect(dialog.getByText('Only support uploading one file!')).toBeVisible();
  await input.setInputFiles(csv('pods.txt', 'Barcode'));
  await expect(dialog.getByText('Only supports upload .xlsx, .xls, .csv suffix files')).toBeVisible();
  await input.setInputFiles({ name: 'pods.csv', mimeType: 'text/csv', buffer: Buffer.from([0x42, 0, 0x43]) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByTestId('pod-import-error')).toContainText('The file could not be read');

  await input.setInputFiles(csv('pods.csv', `Barcode,Bluetooth Name\n${barcode},Imported strap\n`));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('1 pods created, 0 updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tab.getByTestId('pods-table')).toContainText(barcode);
});

test('loaner pods: a coach at the front desk lends a pod', async ({ page }) => {
  const barcode = `POD-COACH-${Date.now().toString().slice(-6)}`;
  // Only managers create pods; the coach lends one that is already on the shelf.
  const created = await page.request.put('/dashboard/clients/1/loaner-pods', {
    headers: { 'x-authorization': await login(page.request, 'club.admin@example.com') },
    data: { barcode },
  });
  expect(created.status()).toBe(200);

  await openAs(page, 'coach@example.com', '/clubs/my-details/loaner-pods');
  const tab = loanerPodsTab(page);
  await expect(tab.getByRole('button', { name: 'New pod' })).toBeHidden();
  await tab.getByRole('searchbox', { name: 'Scan a barcode' }).fill(barcode);
  await tab.getByRole('button', { name: 'Find' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign pod ${barcode}` });
  await dialog.getByRole('combobox').fill('Mia');
  await selectOption(page, /Mia Member/).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  const row = tab.getByTestId('pods-table').getByRole('row', { name: new RegExp(barcode) });
  await expect(row).toContainText('Mia Member');

  await row.getByRole('button', { name: 'Return' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Return' }).click();
  await expect(row).toContainText('On the shelf');
});

/** Opens the actions menu of `target`'s row in the Admins tab as `email`; the menu is open on return. */
async function openAccountActions(page: Page, email: string, target: string) {
  await openAs(page, email, '/clubs/my-details/admins');
  await page.getByTestId(`account-actions-${target}`).click();
  const menu = page.locator('.ant-dropdown-menu');
  // Every row offers the log, so this waits for the menu before anything is asserted about it.
  await expect(menu.getByRole('menuitem', { name: 'View logs' })).toBeVisible();
  return menu;
}

async function expectAssignableRoles(page: Page, email: string, target: string, roles: string[]) {
  const menu = await openAccountActions(page, email, target);
  await menu.getByRole('menuitem', { name: 'Assign club admin' }).click();
  await page.getByRole('dialog').getByRole('combobox').click();
  await expect(selectOptions(page)).toHaveText(roles);
}

// SPEC.md section 6 as the API enforces it (apps/api/src/modules/accounts/account-roles.test.ts).
test('admins: each role is offered only the club-admin roles it may give', async ({ page }) => {
  await expectAssignableRoles(page, 'club.admin@example.com', 'coach@example.com', [
    'Club admin',
    'Location admin',
    'Trainer leader',
  ]);
  await expectAssignableRoles(page, 'location.admin@example.com', 'coach@example.com', [
    'Location admin',
    'Trainer leader',
  ]);
  // A trainer leader cannot act on a coach (a more senior role): the row only offers the log.
  const menu = await openAccountActions(page, 'trainer.leader@example.com', 'coach@example.com');
  await expect(menu.getByRole('menuitem')).toHaveText(['View logs']);
});

test('admins: a club admin’s own row offers no role, password or delete action', async ({ page }) => {
  const own = await openAccountActions(page, 'club.admin@example.com', 'club.admin@example.com');
  await expect(own.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  for (const name of ['Assign club admin', 'Change password', 'Delete']) {
    await expect(own.getByRole('menuitem', { name })).toHaveCount(0);
  }
});

test('stations: the zone bar preview follows the form', async ({ page }) => {
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/stations');
  await page.getByTestId('station-account-select').click();
  await selectOption(page, /coach@example\.com/).click();
  const first = page.getByTestId('zone-bar-segment-1');
  await expect(first).toBeVisible();
  const gradient = await first.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(gradient).toContain('linear-gradient');

  await page.getByText('Solid (zone colours)').click();
  await expect.poll(() => first.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
  const solid = await first.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(solid).toMatch(/^rgb/);

  // A zone start that does not increase is flagged before saving.
  const zone2Start = page.getByTestId('zone-2').getByRole('spinbutton').first();
  const widthBefore = await first.evaluate((el) => el.style.width);
  await zone2Start.fill('85');
  await expect.poll(() => first.evaluate((el) => el.style.width)).not.toBe(widthBefore);
  await zone2Start.fill('45');
  await expect(page.getByText('Zone starts must increase from one zone to the next').first()).toBeVisible();
});
