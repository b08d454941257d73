import { chooseOption, dialogNamed, tableRow, toast } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { openAs } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

// The Studios tab of the club details page (issue 4). Club 1 is the demo club.

test('studios: create with a colour, edit the status, delete after confirming', async ({ page }) => {
  // Three drawer round trips; on a busy two-core machine that can pass the 15 s default.
  test.slow();
  await openAs(page, 'admin@example.com', '/clubs/details/1/studios');
  await page.getByRole('button', { name: 'New studio' }).click();
  const create = dialogNamed(page, 'New studio');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Please enter the studio name.')).toBeVisible();

  const name = `E2E Studio ${uniqueSuffix()}`;
  await create.getByLabel('Name').fill(name);
  await create.locator('.ant-color-picker-trigger').click();
  // The picker's code box, by the name a screen reader hears (patches/: antd gives it none).
  const code = page.getByRole('textbox', { name: 'Colour code (hex)' });
  await code.fill('E91E63');
  await code.press('Enter');
  await create.getByText('Colour').click(); // closes the picker
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Studio saved')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(tableRow(page, name)).toContainText('Active');
  await expect(tableRow(page, name).locator('.ant-badge-status-dot')).toHaveCSS(
    'background-color',
    'rgb(233, 30, 99)',
  );

  await tableRow(page, name).getByRole('button', { name: 'Edit' }).click();
  const edit = dialogNamed(page, 'Edit studio');
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Status').click();
  await chooseOption(page, 'Inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(tableRow(page, name)).toContainText('Inactive');

  await tableRow(page, name).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Delete the studio “${name}”?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Studio deleted')).toBeVisible();
  await expect(tableRow(page, name)).toHaveCount(0);
});

test('a double click on Save creates one studio', async ({ page }) => {
  await openAs(page, 'club.admin@example.com', '/clubs/details/1/studios');
  await page.getByRole('button', { name: 'New studio' }).click();
  const create = dialogNamed(page, 'New studio');
  const name = `E2E Double ${uniqueSuffix()}`;
  await create.getByLabel('Name').fill(name);
  const creates: string[] = [];
  page.on('request', (request) => {
    // The create (the list's refresh is a POST to .../studios/page/1).
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/studios')) {
      creates.push(request.url());
    }
  });
  await create.getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Studio saved')).toBeVisible();
  await expect(tableRow(page, name)).toHaveCount(1);
  expect(creates).toHaveLength(1);
});
