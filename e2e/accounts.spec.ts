import type { Page } from '@playwright/test';
import { clickMenuItem, selectOptions } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { login, openAs } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

// The Admins tab of the club details page (issue 4): who may give which role. Club 1 is the demo club.

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
  await clickMenuItem(menu, 'Assign club admin');
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

test('admins: a club admin’s own row offers no role, password or delete action, and their email takes their password', async ({
  page,
  allowedConsoleErrors,
}) => {
  // The wrong password is refused by the server: the browser logs its 400.
  allowedConsoleErrors.push(/status of 400/);
  const own = await openAccountActions(page, 'club.admin@example.com', 'club.admin@example.com');
  await expect(own.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  for (const name of ['Assign club admin', 'Change password', 'Delete']) {
    await expect(own.getByRole('menuitem', { name })).toHaveCount(0);
  }
  // Their own sign-in email moves only with their password.
  await clickMenuItem(own, 'Edit');
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Your current password')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Email' }).fill('club.admin.moved@example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter your current password')).toBeVisible();
  await form.getByLabel('Your current password').fill('not-my-password');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The current password is not correct')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
});

test('admins: a peer club admin’s email and password are not offered, a junior’s are', async ({ page }) => {
  const headers = { 'x-authorization': await login(page.request, 'club.admin@example.com') };
  const email = `peer.admin.${uniqueSuffix().toLowerCase()}@example.com`;
  const created = await page.request.post('/dashboard/clients/1/accounts', {
    headers,
    data: {
      email,
      password: 'peer-pass-91',
      firstName: 'Peer',
      lastName: 'Admin',
      role: 'club',
      locationId: null,
    },
  });
  expect(created.ok()).toBe(true);
  const { data } = (await created.json()) as { data: { accountId: number } };
  try {
    const peer = await openAccountActions(page, 'club.admin@example.com', email);
    await expect(peer.getByRole('menuitem', { name: 'Change password' })).toHaveCount(0);
    await clickMenuItem(peer, 'Edit');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByTestId('account-actions-location.admin@example.com').click();
    const junior = page.locator('.ant-dropdown-menu:visible');
    await expect(junior.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  } finally {
    await page.request.delete(`/dashboard/clients/1/accounts/${data.accountId}`, { headers });
  }
});

test('admins: a row offers Assign or Revoke by its state; a location admin has no All locations', async ({
  page,
}) => {
  const coach = await openAccountActions(page, 'club.admin@example.com', 'coach@example.com');
  await expect(coach.getByRole('menuitem', { name: 'Assign club admin' })).toBeVisible();
  await expect(coach.getByRole('menuitem', { name: 'Revoke club admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByTestId('account-actions-location.admin@example.com').click();
  const admin = page.locator('.ant-dropdown-menu').filter({ visible: true });
  await expect(admin.getByRole('menuitem', { name: 'Revoke club admin' })).toBeVisible();
  await expect(admin.getByRole('menuitem', { name: 'Assign club admin' })).toHaveCount(0);
  // Chosen from the keyboard, its confirmation gives focus back to the row's button as it closes (the
  // menu's item had it, which the closing menu hides).
  await admin.getByRole('menuitem', { name: 'Revoke club admin' }).press('Enter');
  const revoke = page.getByRole('dialog', { name: 'Revoke club admin' });
  await revoke.getByRole('button', { name: 'Cancel' }).click();
  await expect(revoke).toBeHidden();
  await expect(page.getByTestId('account-actions-location.admin@example.com')).toBeFocused();

  await page.getByTestId('account-actions-location.admin@example.com').click();
  await clickMenuItem(admin, 'Change location');
  await page.getByRole('dialog').getByRole('combobox').click();
  await expect(selectOptions(page).first()).toBeVisible();
  await expect(selectOptions(page).filter({ hasText: 'All locations' })).toHaveCount(0);
});
