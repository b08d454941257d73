import type { Page } from '@playwright/test';
import { selectOption } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { openAs, snapshot } from './support/session.ts';

// Statistic, Studios, Trainers, Module, Data Privacy and Integration tabs of the club details page
// (issue 4), in Spanish and on a phone. Club 1 is the demo club.

const suffix = () => Date.now().toString(36).toUpperCase();
const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);

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

test('studios: create with a colour, edit the status, delete after confirming', async ({ page }) => {
  // Three drawer round trips; on a busy two-core machine that can pass the 15 s default.
  test.setTimeout(30_000);
  await openAs(page, 'admin@example.com', '/clubs/details/1/studios');
  await page.getByRole('button', { name: 'New studio' }).click();
  const create = drawer(page, 'New studio');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Please enter the studio name.')).toBeVisible();

  const name = `E2E Studio ${suffix()}`;
  await create.getByLabel('Name').fill(name);
  await create.locator('.ant-color-picker-trigger').click();
  await page.locator('.ant-color-picker-hex-input input').fill('E91E63');
  await page.locator('.ant-color-picker-hex-input input').press('Enter');
  await create.getByText('Colour').click(); // closes the picker
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Studio saved')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(row(page, name)).toContainText('Active');
  await expect(row(page, name).locator('.ant-badge-status-dot')).toHaveCSS(
    'background-color',
    'rgb(233, 30, 99)',
  );

  await row(page, name).getByRole('button', { name: 'Edit' }).click();
  const edit = drawer(page, 'Edit studio');
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Status').click();
  await selectOption(page, 'Inactive').click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, name)).toContainText('Inactive');

  await row(page, name).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Delete the studio “${name}”?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Studio deleted')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test('trainers: create with a linked login, search, edit, delete', async ({ page }) => {
  // Three drawer round trips; on a busy two-core machine that can pass the 15 s default.
  test.setTimeout(30_000);
  await openAs(page, 'admin@example.com', '/clubs/details/1/trainers');
  const lastName = `E2E${suffix()}`;
  await page.getByRole('button', { name: 'New trainer' }).click();
  const create = drawer(page, 'New trainer');
  await create.getByLabel('First name').fill('Tess');
  await create.getByLabel('Last name').fill(lastName);
  await create.getByLabel('Phone').fill('+1 555 0100');
  // The login is picked by name or email among the club's staff.
  await create.getByLabel('Linked login').fill('coach@');
  await selectOption(page, 'coach@example.com').click();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Trainer saved')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(row(page, lastName)).toContainText('coach@example.com');

  const search = page.getByRole('searchbox', { name: 'Search by name or phone' });
  await search.fill('no such trainer');
  await search.press('Enter');
  await expect(page.getByText('No trainers yet')).toBeVisible();
  await search.fill(lastName);
  await search.press('Enter');
  await expect(rows(page)).toHaveCount(1);

  await row(page, lastName).getByRole('button', { name: 'Edit' }).click();
  const edit = drawer(page, 'Edit trainer');
  await expect(edit.getByLabel('First name')).toHaveValue('Tess');
  await expect(edit.getByTestId('trainer-user-select')).toContainText('coach@example.com');
  await edit.getByLabel('Phone').fill('+1 555 0199');
  await edit.getByTestId('trainer-user-select').hover();
  await edit.locator('.ant-select-clear').click(); // unlinks the login
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, lastName)).toContainText('+1 555 0199');
  await expect(row(page, lastName)).not.toContainText('coach@example.com');

  await row(page, lastName).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Delete the trainer “Tess ${lastName}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Trainer deleted')).toBeVisible();
  await expect(row(page, lastName)).toHaveCount(0);
});

test.describe('module', () => {
  test('a club admin switches a module off and it stays off after a reload', async ({ page }) => {
    await openAs(page, 'club.admin@example.com', '/clubs/my-details/module');
    const marketing = page.getByRole('switch', { name: 'Marketing' });
    await expect(marketing).toBeChecked();
    await marketing.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();

    // Its tab goes with it.
    const marketingTab = page.getByRole('tab', { name: 'Marketing' });
    await expect(marketingTab).toHaveCount(0);

    await page.reload();
    await expect(marketing).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Leaderboard' })).toBeChecked();

    // Back on, for the other tests.
    await marketing.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
    await expect(marketingTab).toHaveCount(1);
  });

  test('a coach sees the switches but cannot change them', async ({ page }) => {
    await openAs(page, 'coach@example.com', '/clubs/my-details/module');
    await expect(page.getByText('Only club admins can change the modules.')).toBeVisible();
    const switches = page.getByRole('switch');
    await expect(switches).toHaveCount(9);
    for (const item of await switches.all()) await expect(item).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

test.describe('data privacy', () => {
  test('a club admin changes how names show on leaderboards', async ({ page }) => {
    await openAs(page, 'club.admin@example.com', '/clubs/my-details/data-privacy');
    const names = page.getByLabel('Names on leaderboards');
    const form = page.locator('form#club-privacy');
    await expect(form).toContainText('First name and initial');
    await names.click();
    await selectOption(page, 'Initials').click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();

    await page.reload();
    await expect(form).toContainText('Initials');
    // Back to the default, for the other tests.
    await names.click();
    await selectOption(page, 'First name and initial').click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
  });

  test("a club admin exports a member's data, then erases the member after typing their email", async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 1);
    await openAs(page, 'club.admin@example.com', '/clubs/my-details/data-privacy');
    const picker = page.getByRole('combobox', { name: 'Member' });
    await picker.fill(member.email);
    await selectOption(page, member.email).click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download data (JSON)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^member-\d+\.json$/);

    await page.getByRole('button', { name: 'Erase member' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${member.name}?` });
    const erase = dialog.getByRole('button', { name: 'Erase member' });
    await expect(erase).toBeDisabled();
    await dialog.getByTestId('erase-confirm-email').fill('someone.else@example.com');
    await expect(dialog.getByText('The email does not match')).toBeVisible();
    await expect(erase).toBeDisabled();
    await dialog.getByTestId('erase-confirm-email').fill(member.email);
    await erase.click();
    await expect(toast(page, /personal data has been erased/)).toBeVisible();
    await expect(dialog).toBeHidden();

    await picker.fill(member.email);
    await expect(page.getByText('No member matches')).toBeVisible();
  });
});

test('integration: Mindbody is enabled with a site id and a key that is never shown', async ({ page }) => {
  const apiKey = `mb-key-${suffix()}`;
  const answers: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/integrations')) void r.text().then((text) => answers.push(text));
  });
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/integration');
  const card = page.getByTestId('integration-mindbody');
  await card.getByLabel('Enabled').click();
  await card.getByLabel('Site ID').fill('-99');
  await card.getByLabel('API key').fill(apiKey);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(card.getByLabel('API key')).toHaveValue('');
  await expect(card.locator('label[for$="secrets_apiKey"]')).toContainText('Set');

  await page.reload();
  await expect(card.getByLabel('Enabled')).toBeChecked();
  await expect(card.getByLabel('Site ID')).toHaveValue('-99');
  await expect(card.getByLabel('API key')).toHaveValue('');
  await expect(card.locator('label[for$="secrets_apiKey"]')).toContainText('Set');
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) expect(answer).not.toContain(apiKey);

  // Off and the key removed, for the other tests.
  await card.getByLabel('Enabled').click();
  await card.getByLabel('Site ID').fill('');
  await card.getByText('Remove the stored value').click();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.locator('label[for$="secrets_apiKey"]')).toContainText('Not set');
});

test('Español: the club tabs and a form message are Spanish', async ({ page }) => {
  await openAs(page, 'admin@example.com', '/clubs/details/1/locations');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  for (const title of ['Estadísticas', 'Información', 'Sedes', 'Salas', 'Entrenadores', 'Módulos']) {
    await expect(page.getByRole('tab', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Sedes', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva sede' }).click();
  const create = drawer(page, 'Nueva sede');
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
  await snapshot(page, testInfo, 'clubs-index-375', false);

  await page.goto('/clubs/details/1/locations');
  await expect(page.getByRole('button', { name: 'New location' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(376);
  await snapshot(page, testInfo, 'club-locations-375', false);
});
