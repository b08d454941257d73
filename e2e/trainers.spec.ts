import { chooseOption, confirmDialog, dialogNamed, tableRow, tableRows, toast } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { goInApp } from './support/layout.ts';
import { openAs } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

// The Trainers tab of the club details page (issue 4). Club 1 is the demo club.

test('trainers: create with a linked login, search, edit, delete', async ({ page }) => {
  // Three drawer round trips; on a busy two-core machine that can pass the 15 s default.
  test.slow();
  await openAs(page, 'admin@example.com', '/clubs/details/1/trainers');
  const lastName = `E2E${uniqueSuffix()}`;
  // A retry must not find this attempt's trainer still holding the login (a login links to one
  // trainer only): whatever happens, the trainer goes at the end.
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '';
  const removeLeftover = async () => {
    const found = await page.request.post('/dashboard/clients/1/trainers/page/1?pageSize=100', {
      headers: { 'x-authorization': token },
      data: { keyword: lastName },
    });
    const list = ((await found.json()) as { data?: { list?: { id: number }[] } }).data?.list ?? [];
    for (const { id } of list)
      await page.request.delete(`/dashboard/clients/1/trainers/${id}`, {
        headers: { 'x-authorization': token },
      });
  };
  try {
    await page.getByRole('button', { name: 'New trainer' }).click();
    const create = dialogNamed(page, 'New trainer');
    await create.getByLabel('First name').fill('Tess');
    await create.getByLabel('Last name').fill(lastName);
    await create.getByLabel('Phone').fill('+1 555 0100');
    // The login is picked by name or email among the club's staff (the demo coach already leads the demo
    // classes as a trainer, and a login links to one trainer only).
    await create.getByLabel('Linked login').fill('location.admin@');
    await chooseOption(page, 'location.admin@example.com');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Trainer saved')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(tableRow(page, lastName)).toContainText('location.admin@example.com');

    const search = page.getByRole('searchbox', { name: 'Search by name or phone' });
    await search.fill('no such trainer');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=no(\+|%20)such(\+|%20)trainer/);
    // A search that finds nothing says so, not that there are no trainers.
    await expect(page.getByText('Nothing matches the search or the filters')).toBeVisible();
    await search.fill(lastName);
    await search.press('Enter');
    // The keyword in force is the URL's: the list answers for it.
    await expect(page).toHaveURL(new RegExp(`keyword=${lastName}`));
    await expect(tableRows(page)).toHaveCount(1);

    await tableRow(page, lastName).getByRole('button', { name: 'Edit' }).click();
    const edit = dialogNamed(page, 'Edit trainer');
    await expect(edit.getByLabel('First name')).toHaveValue('Tess');
    await expect(edit.getByTestId('trainer-user-select')).toContainText('location.admin@example.com');
    await edit.getByLabel('Phone').fill('+1 555 0199');
    await edit.getByTestId('trainer-user-select').hover();
    await edit.locator('.ant-select-clear').click(); // unlinks the login
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(tableRow(page, lastName)).toContainText('+1 555 0199');
    await expect(tableRow(page, lastName)).not.toContainText('location.admin@example.com');

    await tableRow(page, lastName).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, `Delete the trainer “Tess ${lastName}”?`);
    await expect(toast(page, 'Trainer deleted')).toBeVisible();
    await expect(tableRow(page, lastName)).toHaveCount(0);
  } finally {
    await removeLeftover();
  }
});

test('a club with the alternative wording says coach, session and Sweat Points on its tabs, buttons, drawers and toasts', async ({
  page,
}) => {
  test.slow();
  await openAs(page, 'club2.admin@example.com', '/clubs/my-details/trainers');
  await expect(page.getByRole('tab', { name: 'Coaches', exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'New coach' }).click();
  const create = dialogNamed(page, 'New coach');
  const lastName = `Alt${uniqueSuffix()}`;
  await create.getByLabel('First name').fill('Cora');
  await create.getByLabel('Last name').fill(lastName);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Coach saved')).toBeVisible();
  await tableRow(page, lastName).getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page, `Delete the coach “Cora ${lastName}”?`);
  await expect(toast(page, 'Coach deleted')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/trainer/i)).toHaveCount(0);

  // The same words on the other tabs: the wording is set once for the club's page, not per feature.
  await goInApp(page, '/clubs/my-details/class');
  await expect(page.getByRole('tab', { name: 'Session Time', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New session' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Coach' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/trainer/i)).toHaveCount(0);
  await goInApp(page, '/clubs/my-details/leaderboard');
  await expect(page.getByTestId('leaderboard-measure')).toContainText('Sweat Points');

  // And on the club admin's pages outside the club's tabs: the dashboard and the leaderboard page.
  await goInApp(page, '/dashboard');
  // (The club's tabs stay open, hidden, behind the dashboard: only what is shown counts.)
  // The figures' card and, once the days load, the chart's legend.
  await expect(
    page.getByText('Sweat Points', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('Points', { exact: true }).filter({ visible: true })).toHaveCount(0);
  await goInApp(page, '/leaderboard/index');
  await expect(page.getByTestId('leaderboard-measure').filter({ visible: true })).toContainText(
    'Sweat Points',
  );
});
