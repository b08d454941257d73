import { dialogNamed } from './support/antd.ts';
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
