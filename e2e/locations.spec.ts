import { dialogNamed, tableRow } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { openAs } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

// The Locations tab of the club details page. Club 1 is the demo club.

test('locations of a club: add one, the tab survives a reload, the branch name is required', async ({
  page,
}) => {
  await openAs(page, 'admin@example.com', '/clubs/details/1/locations');
  await expect(page.getByRole('tab', { name: 'Locations', exact: true, selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'New location' }).click();
  await expect(page).toHaveURL(/\/clubs\/details\/1\/locations\/create$/);
  await dialogNamed(page, 'New location').getByLabel('Branch location').fill('1 Main Street');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter the branch name.')).toBeVisible();

  const branch = `E2E Branch ${uniqueSuffix()}`;
  await dialogNamed(page, 'New location').getByLabel('Branch name').fill(branch);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location saved')).toBeVisible();
  await expect(page).toHaveURL(/\/clubs\/details\/1\/locations$/);
  await expect(page.getByRole('cell', { name: branch })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Locations', exact: true, selected: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: branch })).toBeVisible();
});

test('deleting a location its members use says what becomes of them first', async ({ page }) => {
  await openAs(page, 'club.admin@example.com', '/clubs/details/1/locations');
  await tableRow(page, 'Downtown').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete the location “Downtown”?' });
  await expect(confirm).toContainText(/Its \d+ members will have no location until given another\./);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(tableRow(page, 'Downtown')).toBeVisible();
});
