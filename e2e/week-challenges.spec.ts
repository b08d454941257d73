import type { Page, TestInfo } from '@playwright/test';
import { dialogNamed, selectOption, tableRow } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { expectEveryControlNamed, expectNoSidewaysScroll } from './support/layout.ts';
import { registerMember } from './support/members.ts';
import { openAs, snapshot } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

// Week challenges (issue 12): the club's panel on the Challenge tab and the member's /challenge/index.
// Club 1 is the demo club; each test makes its own template and member, so reruns never clash.

const panel = (page: Page) => page.getByTestId('week-challenges-panel');

async function useLanguage(page: Page, language: 'en' | 'es') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
}

/** Leaves the signed-in page before signing in as someone else, so no request of the old page goes out unsigned. */
async function switchTo(page: Page, email: string, path: string) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await openAs(page, email, path);
}

/** Staff create a template through its drawer (the panel is open). */
async function createTemplate(page: Page, name: string) {
  await panel(page).getByRole('button', { name: 'New template' }).click();
  const drawer = dialogNamed(page, 'New template');
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Weeks', { exact: true }).fill('4');
  await drawer.getByLabel('Minimum workouts per week').fill('2');
  await drawer.getByLabel('Penalty weeks per missed week').fill('1');
  await drawer.getByTestId('week-template-save').click();
  await expect(drawer).toBeHidden();
  await expect(tableRow(page, name)).toContainText('Weeks: 4 · 2 a week · +1 per miss');
}

/** Staff sign a member up through the sign-up dialog, finding them by name. */
async function signUp(page: Page, memberName: string, template: string) {
  await panel(page).getByRole('button', { name: 'Sign up a member' }).click();
  const dialog = dialogNamed(page, 'Sign up a member');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('Please select the member')).toBeVisible();
  await expect(dialog.getByText('Please select the template')).toBeVisible();

  await dialog.getByLabel('Member').fill(memberName.split(' ')[1] ?? memberName);
  await selectOption(page, memberName).dispatchEvent('click');
  await dialog.getByLabel('Template').click();
  await selectOption(page, template).dispatchEvent('click');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
}

test('staff create a template and sign a member up; the member checks in and sees the week’s progress', async ({
  page,
}) => {
  const member = await registerMember(page.request, 1);
  const template = `Spring Shape-up ${uniqueSuffix()}`;

  await openAs(page, 'club.admin@example.com', '/clubs/my-details/challenge');
  await createTemplate(page, template);
  await signUp(page, member.name, template);
  const row = tableRow(page, member.name);
  await expect(row).toContainText(template);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Week 1 of 4');

  // The run's weeks, from its row.
  await row.getByRole('button', { name: 'Weeks' }).click();
  const drawer = page.getByRole('dialog', { name: `${member.name} · ${template}` });
  await expect(drawer.getByTestId('run-week')).toHaveCount(4);
  await expect(drawer.getByTestId('run-week').first()).toContainText('0 of 2');
  // It holds no control: its region takes the keyboard's focus, so that the keys scroll it.
  await drawer.getByRole('region', { name: `${member.name} · ${template}` }).focus();
  await expect(drawer.getByRole('region', { name: `${member.name} · ${template}` })).toBeFocused();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The member checks in a workout done elsewhere.
  await switchTo(page, member.email, '/challenge/index');
  const card = page.getByTestId('my-week-challenge').filter({ hasText: template });
  await expect(card.getByTestId('this-week')).toHaveText('This week: 0 of 2 workouts');
  await card.getByRole('button', { name: 'Check in' }).click();
  const checkIn = dialogNamed(page, 'Check in a workout done elsewhere');
  // Escape closes it: the page's other form dialog (Withdraw), drawn while closed, took the key before.
  await expect(checkIn).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(checkIn).toBeHidden();
  await card.getByRole('button', { name: 'Check in' }).click();
  await checkIn.getByLabel('Note').fill('Swim, 40 minutes');
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await expect(checkIn).toBeHidden();
  await expect(card.getByTestId('this-week')).toHaveText('This week: 1 of 2 workouts');
  await expect(card.getByTestId('run-week').first()).toContainText('1 of 2');
  await expect(card.getByTestId('run-week').first()).toContainText('0 workouts · 1 check-ins');
  await expect(card).toContainText('Swim, 40 minutes');

  // A second one meets the week: its figure is in the theme's success text colour (antd's green: 2.3:1).
  await card.getByRole('button', { name: 'Check in' }).click();
  await checkIn.getByLabel('Note').fill('Bike, 60 minutes');
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await expect(checkIn).toBeHidden();
  const met = card.getByTestId('run-week').first();
  await expect(met).toContainText('2 of 2');
  await expect(met.locator('.ant-progress-indicator')).toHaveCSS('color', 'rgb(35, 120, 4)');
});

test('a member withdraws with a reason, and signs up again from their club’s templates', async ({ page }) => {
  const member = await registerMember(page.request, 1);
  const template = `Summer Steps ${uniqueSuffix()}`;
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/challenge');
  await createTemplate(page, template);

  await switchTo(page, member.email, '/challenge/index');
  await expect(page.getByText('You are not doing any week challenge yet')).toBeVisible();
  const join = page.getByTestId('join-week-challenge');
  await join.getByLabel('Template').click();
  await selectOption(page, template).dispatchEvent('click');
  await join.getByRole('button', { name: 'Sign up' }).click();
  const card = page.getByTestId('my-week-challenge').filter({ hasText: template });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = dialogNamed(page, `Withdraw from ${template}?`);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('Please enter the withdraw reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Travelling for work');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();
  await expect(page.getByText(`${template} · Withdrawn`)).toBeVisible();
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page, name);
  await snapshot(page, testInfo, name);
}

test('the panel and the member’s view in English and Spanish, on a desktop and a phone', async ({
  page,
}, testInfo) => {
  // Eight full-page screenshots, each after a language switch or a resize: slow on a busy machine.
  test.setTimeout(180_000);
  const member = await registerMember(page.request, 1);
  const template = `Core Month ${uniqueSuffix()}`;
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/challenge');
  await createTemplate(page, template);
  await signUp(page, member.name, template);

  for (const language of ['en', 'es'] as const) {
    await useLanguage(page, language);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(panel(page).getByTestId('week-runs-table')).toBeVisible();
      await shoot(page, testInfo, `panel-${language}-${width}`);
      if (width === 375) await expectEveryControlNamed(page, `panel ${language} 375`);
    }
  }
  // The run's weeks on a phone, in Spanish.
  await tableRow(page, member.name).getByRole('button', { name: 'Semanas' }).click();
  await expect(page.getByTestId('run-weeks')).toBeVisible();
  await snapshot(page, testInfo, 'run-drawer-es-375', false);
  await page.keyboard.press('Escape');
  await useLanguage(page, 'en');

  await switchTo(page, member.email, '/challenge/index');
  for (const language of ['en', 'es'] as const) {
    await useLanguage(page, language);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('my-week-challenge')).toBeVisible();
      await shoot(page, testInfo, `mine-${language}-${width}`);
      if (width === 375) await expectEveryControlNamed(page, `mine ${language} 375`);
    }
  }
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByTestId('check-in-form')).toBeVisible();
  await snapshot(page, testInfo, 'check-in-es-375', false);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
