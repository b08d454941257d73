import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { openAs } from './support/session.ts';

// The member import of the Members tab (issue 10): a file with two bad rows imports the rest and lists
// the two, which the admin downloads.
test('a club admin imports a file with two bad rows and reads the report', async ({ page }) => {
  const tag = Date.now().toString(36);
  const csv = [
    'Email,First Name,Last Name,Gender,Birth (MM/YYYY),Weight (lb),Device ID,Location',
    `imp.a.${tag}@example.com,Ivy,Import${tag},female,01/1980,150,,Downtown`,
    `not-an-email,Ian,Import${tag},male,02/1981,,,`,
    `imp.b.${tag}@example.com,Ike,Import${tag},male,13/1990,,,`,
    `imp.c.${tag}@example.com,Ida,Import${tag},f,03/1982,,,`,
  ].join('\n');

  await openAs(page, 'club.admin@example.com', '/clubs/my-details/members');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import members' });
  await expect(dialog.getByText('Weight is in lb (pounds).')).toBeVisible();
  await expect(dialog.getByText('Birth is month/year, e.g. 01/1980.')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  const result = dialog.getByTestId('member-import-result');
  await expect(result.locator('.ant-statistic').nth(0)).toContainText('2');
  await expect(result.locator('.ant-statistic').nth(2)).toContainText('2');
  await expect(
    result.getByRole('row', { name: /^3 Email Please enter the correct email address/ }),
  ).toBeVisible();
  await expect(
    result.getByRole('row', { name: /^4 Birth \(MM\/YYYY\) Please select birthDate/ }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download rejected rows (CSV)' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text).toContain('"3","Email","Please enter the correct email address"');
  expect(text).toContain('"4","Birth (MM/YYYY)","Please select birthDate"');

  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  const search = page.getByRole('searchbox', { name: /Search name, email/ });
  await search.fill(`imp.a.${tag}`);
  await search.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(`Ivy Import${tag}`) })).toBeVisible();
  await search.fill(`imp.c.${tag}`);
  await search.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(`Ida Import${tag}`) })).toBeVisible();
});
