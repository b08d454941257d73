import type { Page, TestInfo } from '@playwright/test';
import { chooseOption } from './support/antd.ts';
import { postAs, readAs } from './support/demo-data.ts';
import { expect, test } from './support/fixtures.ts';
import { expectEveryControlNamed, expectNoSidewaysScroll } from './support/layout.ts';
import { registerMember } from './support/members.ts';
import { openAs, snapshot } from './support/session.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The page in both languages, on a desktop and on a phone: kept as screenshots, and never wider than the screen. */
async function shootEverySize(page: Page, testInfo: TestInfo, name: string) {
  for (const language of ['en', 'es']) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByTestId('weight-history').locator('canvas')).toBeVisible();
      await expectNoSidewaysScroll(page, `${name} ${language} ${width}`);
      await expectEveryControlNamed(page, `${name} ${language} ${width}`);
      await snapshot(page, testInfo, `${name}-${language}-${width}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('the member page', () => {
  test('a member’s weight chart switches between kg and lb on their page', async ({ page }, testInfo) => {
    const member = await registerMember(page.request, 1);
    for (const [kg, days] of [
      [80, 9],
      [81.5, 5],
      [82, 1],
    ] as const) {
      await postAs(page.request, member.email, '/dashboard/metrics/actions/add', {
        name: 'bodyWeight',
        value: kg,
        measuredAt: daysAgo(days),
      });
    }
    // Club 1 keeps New York's clock (UTC-5 in March): staff anywhere see the time the member was weighed there.
    await postAs(page.request, member.email, '/dashboard/metrics/actions/add', {
      name: 'bodyWeight',
      value: 79,
      measuredAt: '2026-03-01T23:30:00.000Z',
    });
    const { userId } = await readAs<{ userId: number }>(page.request, member.email, '/dashboard/profile');

    await openAs(page, 'coach@example.com', `/clubs/details/1/members/${userId}`);
    await expect(page).toHaveTitle(new RegExp(`^${member.name}`));
    // Points and visits come from the member actions calls, composed into the page by the route.
    await expect(page.getByTestId('member-points')).toContainText('Spendable');
    // Visits are the booking systems' (a class attended at the studio is a workout, not a visit).
    await expect(page.getByTestId('member-visits')).toContainText('No visits from Mindbody or Momence yet');
    const weight = page.getByTestId('weight-history');
    await expect(weight.getByText('Latest: 82 kg')).toBeVisible();
    await expect(weight.locator('canvas')).toBeVisible();
    await expect(weight.getByRole('row', { name: /81\.5 kg/ })).toBeVisible();
    await expect(weight.getByRole('row', { name: /79 kg/ })).toContainText('03/01/2026 18:30');

    await weight.getByText('lb', { exact: true }).click();
    // 82 kg = 180.8 lb, 81.5 kg = 179.7 lb (1 kg = 2.2045 lb, one decimal).
    await expect(weight.getByText('Latest: 180.8 lb')).toBeVisible();
    await expect(weight.getByRole('row', { name: /179\.7 lb/ })).toBeVisible();
    await weight.getByText('kg', { exact: true }).click();
    await expect(weight.getByText('Latest: 82 kg')).toBeVisible();

    await shootEverySize(page, testInfo, 'member-page');
  });

  test('an address no member can have says so, with no retry', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/status of 400/);
    await openAs(page, 'club.admin@example.com', '/clubs/details/1/members/99999999999');
    await expect(page.getByText('This member is not in this club')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to members' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Retry|Try again/ })).toHaveCount(0);
  });
});

test('a member records a body metric from My Profile', async ({ page }, testInfo) => {
  const member = await registerMember(page.request, 1);
  await openAs(page, member.email, '/profile/index');
  const metrics = page.getByTestId('metrics-history');
  await expect(metrics.getByText('Nothing recorded for Body fat yet')).toBeVisible();

  await metrics.getByLabel('Metric').click();
  await chooseOption(page, /^Waist$/);
  await metrics.getByRole('button', { name: 'Add body metric' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'Add body metric' });
  await expectEveryControlNamed(page, 'add body metric');
  // Empty, then out of range: both shown on the field before anything is sent (no 400 in the console).
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter the value as a number')).toBeVisible();
  await drawer.getByRole('spinbutton', { name: 'Value' }).fill('500');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter a waist from 40 to 250 cm')).toBeVisible();
  await drawer.getByRole('spinbutton', { name: 'Value' }).fill('81');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message')).toContainText('Measurement saved');
  await expect(metrics.getByText('Latest: 81 cm')).toBeVisible();
  await expect(metrics.locator('canvas')).toBeVisible();

  // A weight recorded here becomes the profile's weight, in the form above too.
  const weight = page.getByTestId('weight-history');
  await weight.getByRole('button', { name: 'Add weight' }).click();
  const weightDrawer = page.locator('.ant-drawer').filter({ hasText: 'Add weight' });
  await weightDrawer.getByRole('spinbutton', { name: 'Value' }).fill('72.5');
  await weightDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(weight.getByText('Latest: 72.5 kg')).toBeVisible();
  await expect(page.locator('form[id="profile"]').getByLabel('Weight (kg)')).toHaveValue('72.5');

  // Another metric than the card shows: the card turns to it, a level read before its number.
  await metrics.getByRole('button', { name: 'Add body metric' }).click();
  const other = page.locator('.ant-drawer-open').filter({ hasText: 'Add body metric' });
  await other.getByRole('combobox', { name: 'Metric' }).click();
  await chooseOption(page, /^Visceral fat$/);
  await other.getByRole('spinbutton', { name: 'Value' }).fill('9');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(metrics.getByText('Latest: level 9')).toBeVisible();

  await page.reload();
  await page.getByTestId('metrics-history').getByLabel('Metric').click();
  await chooseOption(page, /^Waist$/);
  await expect(page.getByTestId('metrics-history').getByText('Latest: 81 cm')).toBeVisible();
  await snapshot(page, testInfo, 'my-profile-en-1440');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.reload();
  await expect(page.getByTestId('weight-history').getByText('Latest: 72.5 kg')).toBeVisible();
  await expectNoSidewaysScroll(page, 'my profile 375');
  await expectEveryControlNamed(page, 'my profile 375');
  await snapshot(page, testInfo, 'my-profile-en-375');

  // In Spanish a weight is typed and shown with a decimal comma: 73,5 is 73.5 kg, not 735.
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.locator('form[id="profile"]').getByLabel('Peso (kg)')).toHaveValue('72,5');
  await page.getByTestId('weight-history').getByRole('button', { name: 'Añadir peso' }).click();
  const spanish = page.locator('.ant-drawer-open').filter({ hasText: 'Añadir peso' });
  await spanish.getByRole('spinbutton', { name: 'Valor' }).fill('73,5');
  await spanish.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('form[id="profile"]').getByLabel('Peso (kg)')).toHaveValue('73,5');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
