import { postAs, readAs } from './support/demo-data.ts';
import { pngFile } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { openAs } from './support/session.ts';

/** The profile fields the first test changes, put back in its `finally`. */
type TSavedProfile = {
  firstName: string;
  lastName: string;
  nickName: string | null;
  weight: number | null;
  preferUnit: string;
};

test('my profile: validation, edit with imperial units, and it is kept', async ({ page }) => {
  const before = await readAs<TSavedProfile>(
    page.request,
    'location.admin@example.com',
    '/dashboard/profile',
  );
  try {
    await openAs(page, 'location.admin@example.com', '/profile/index');
    await expect(page).toHaveTitle('My Profile - Pulseboard');
    const form = page.locator('form[id="profile"]');
    await expect(form.getByLabel('First name')).toHaveValue('Luis');

    await form.getByLabel('First name').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter the correct first name')).toBeVisible();
    await form.getByLabel('First name').fill('Luis');

    await form.getByLabel('Nickname').fill('Lu');
    await form.getByLabel('Weight (kg)').fill('70');
    await form.getByLabel('Imperial (lb)').check();
    // Shown in lb: 70 kg = 154.3 lb.
    await expect(form.getByLabel('Weight (lb)')).toHaveValue('154.3');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.ant-message')).toContainText('Profile saved');
    await expect(page.getByTestId('current-user')).toHaveText('Luis Location (Lu)');
    // The typed weight is the weight history's newest reading too, on the same page at once.
    await expect(page.getByTestId('weight-history').getByText('Latest: 154.3 lb')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Weight (lb)')).toHaveValue('154.3');
    await expect(form.getByLabel('Nickname')).toHaveValue('Lu');
    await expect(form.getByLabel('Imperial (lb)')).toBeChecked();

    // An out-of-range weight is refused in the unit shown.
    await form.getByLabel('Weight (lb)').fill('20');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter the correct weight')).toBeVisible();
  } finally {
    const { firstName, lastName, nickName, weight, preferUnit } = before;
    await postAs(page.request, 'location.admin@example.com', '/dashboard/profile', {
      firstName,
      lastName,
      nickName,
      weight,
      preferUnit,
    });
  }
});

test('my profile: avatar upload takes images only', async ({ page }) => {
  await openAs(page, 'trainer.leader@example.com', '/profile/index');
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.locator('.ant-message')).toContainText('Please upload a valid image file');

  await input.setInputFiles(pngFile('me.png'));
  await expect(page.locator('.ant-message')).toContainText('Picture updated');
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /.+/);
  await expect(page.getByTestId('avatar-menu').locator('img')).toHaveAttribute('src', /.+/);
});

test('my profile: changing the password checks both passwords and the current one', async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/status of 4\d\d/);
  await openAs(page, 'club2.admin@example.com', '/profile/index');
  await page.getByRole('tab', { name: 'Change password' }).click();
  const form = page.locator('form[id="password"]');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('another-pass-1');
  await form.getByLabel('Confirm the new password').fill('another-pass-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The two passwords are different')).toBeVisible();

  await form.getByLabel('Confirm the new password').fill('another-pass-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct')).toBeVisible();
});
