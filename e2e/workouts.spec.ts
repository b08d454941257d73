import type { APIRequestContext, Page } from '@playwright/test';
import { chooseOption } from './support/antd.ts';
import { postAs, readAs } from './support/demo-data.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll, expectWithinScreen } from './support/layout.ts';
import { registerMember, type TTestMember } from './support/members.ts';
import { openAs } from './support/session.ts';

/** A plausible 25-minute class at 1 Hz: warm-up, three intervals, cool-down (beats per minute). */
function classCurve(): number[] {
  const hr: number[] = [];
  for (let s = 0; s < 300; s++) hr.push(Math.round(95 + (s / 300) * 45)); // warm-up to 140
  for (let round = 0; round < 3; round++) {
    for (let s = 0; s < 180; s++) hr.push(165 + (s % 20 < 10 ? 3 : 0)); // work
    for (let s = 0; s < 120; s++) hr.push(135);
  }
  for (let s = 0; s < 300; s++) hr.push(Math.round(135 - (s / 300) * 35)); // cool-down
  return hr;
}

const lastYear = new Date().getUTCFullYear() - 1;
const OLD_START = `${lastYear}-06-15T10:00:00Z`;
const recentStart = () => new Date(Date.now() - 2 * 3_600_000).toISOString();

/** A member of their own with two workouts sent from their app: one two hours ago, one last June. */
async function memberWithWorkouts(request: APIRequestContext): Promise<TTestMember> {
  const member = await registerMember(request, 1);
  const { userId } = await readAs<{ userId: number }>(request, member.email, '/dashboard/profile');
  const item = (clientRef: string, startTime: string) => ({
    clientRef,
    memberId: userId,
    dataSource: 'app',
    startTime,
    hr: classCurve(),
  });
  await postAs(request, member.email, '/dashboard/workouts/actions/ingest', {
    workouts: [item('e2e-recent', recentStart()), item('e2e-old', OLD_START)],
  });
  return member;
}

async function useLanguage(page: Page, language: 'en' | 'es') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
}

test.describe('my workouts', () => {
  test('a member finds a workout by a date preset and reads its heart-rate curve', async ({ page }) => {
    const member = await memberWithWorkouts(page.request);
    await openAs(page, member.email, '/workouts/index');

    // Last 30 days by default: only the recent workout, 20 minutes long, with its zone bar.
    const table = page.getByTestId('workouts-table');
    await expect(table.getByTestId('workout-link')).toHaveCount(1);
    await expect(table.getByRole('row').nth(1)).toContainText('0:25:00');
    await expect(table.getByTestId('zone-bar')).toHaveCount(1);
    // The recent workout counts in the weekly PAI.
    await expect(page.getByTestId('weekly-pai')).toHaveText(/^PAI, .+: [1-9][\d.,]*$/);

    await page.getByLabel('Period').click();
    await chooseOption(page, 'Last year');
    await expect(page).toHaveURL(/period=lastYear/);
    await expect(table.getByTestId('workout-link')).toHaveCount(1);
    // Its date and time in the club's zone (New York): 10:00 UTC is 06:00 there, whatever the browser's.
    await expect(table.getByTestId('workout-link')).toHaveText(/^06\/15\/\d{4} 06:00$/);

    await table.getByTestId('workout-link').click();
    await expect(page.getByTestId('workout-title')).toHaveText(`Workout of 06/15/${lastYear}`);
    await expect(page).toHaveTitle(new RegExp(`^Workout of 06/15/${lastYear}`));
    await expect(page.getByTestId('hr-curve').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('zone-times')).toContainText('Vigorous');
    await expect(page.getByTestId('workout-summary')).toContainText('0:25:00');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/workouts\/index\?period=lastYear/);

    // A custom range without its days asks for them instead of keeping last year's rows.
    await page.getByLabel('Period').click();
    await chooseOption(page, 'Custom range');
    await expect(page.getByTestId('workouts-pick-dates')).toContainText('Pick the first and the last day');
    await expect(page.getByTestId('workout-link')).toHaveCount(0);
  });

  test('in Spanish on a phone, the list and the detail fit the screen', async ({ page }) => {
    const member = await memberWithWorkouts(page.request);
    await page.setViewportSize({ width: 375, height: 800 });
    await openAs(page, member.email, '/workouts/index?period=currentYear');
    await useLanguage(page, 'es');

    const table = page.getByTestId('workouts-table');
    await expect(page.getByRole('columnheader', { name: 'Duración' })).toBeVisible();
    await expect(table.getByTestId('workout-link')).toHaveCount(1);
    await expectNoSidewaysScroll(page, 'my workouts es 375');
    // A custom range's calendar (two months) fits the phone too.
    await page.goto('/workouts/index?period=custom');
    await page.locator('.ant-picker-range').click();
    await expect(page.locator('.ant-picker-dropdown .ant-picker-panel')).toHaveCount(2);
    await expectNoSidewaysScroll(page, 'custom range calendar es 375');
    await page.keyboard.press('Escape');

    await page.goto('/workouts/index?period=lastYear');
    await table.getByTestId('workout-link').click();
    // Spanish dates put the day first.
    await expect(page.getByTestId('workout-title')).toHaveText(`Entrenamiento del 15/06/${lastYear}`);
    await expect(page.getByTestId('hr-curve').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('zone-times')).toContainText('Vigorosa');
    await expectNoSidewaysScroll(page, 'workout detail es 375');
    // Each zone's time stays on its name's line, where a long name and range wrap beside it.
    for (const zone of [1, 2, 3, 4, 5]) {
      const time = page.getByTestId(`zone-time-${zone}`);
      const [timeBox, rowBox] = await Promise.all([
        time.boundingBox(),
        time.locator('xpath=..').boundingBox(),
      ]);
      expect((timeBox?.y ?? 0) - (rowBox?.y ?? 0), `zone ${zone}'s time is below its name`).toBeLessThan(8);
    }
    // The page's tag is in sight once it is named after the workout (a longer name than while loading).
    await expectWithinScreen(page.getByTestId('tags-view').getByRole('tab', { selected: true }), 375);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  test('staff see a member’s workouts on the member’s page and open one', async ({ page }) => {
    const member = await memberWithWorkouts(page.request);
    const { userId } = await readAs<{ userId: number }>(page.request, member.email, '/dashboard/profile');
    await openAs(page, 'coach@example.com', `/clubs/details/1/members/${userId}?workouts.period=currentYear`);
    const card = page.getByTestId('member-workouts');
    await expect(card.getByTestId('workout-link')).toHaveCount(1);
    await expect(card.getByTestId('zone-bar')).toBeVisible();
    await card.getByTestId('workout-link').click();
    await expect(page.getByTestId('hr-curve').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('workout-summary')).toContainText(member.name);
  });

  test('a coach sees the classes they led, with attendance, each opening its summary', async ({ page }) => {
    await openAs(page, 'coach@example.com', '/sessions/index?period=last30');
    const session = page.getByTestId('session').first();
    await expect(session).toBeVisible();
    await expect(session.getByTestId('session-attendance')).toContainText(/Booked: \d+/);
    await expect(session.getByTestId('session-attendance')).toContainText(/Attended: \d+/);
    await expect(session.getByTestId('session-attendance')).toContainText(/Absent: \d+/);
    // Paged as every list is: "Total N" and a page size.
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(/^Total \d+$/);
    await expect(page.locator('.ant-pagination-options')).toBeVisible();
    await session.getByTestId('session-summary-link').click();
    await expect(page.getByTestId('class-summary-table')).toBeVisible();
  });
});
