import type { Page } from '@playwright/test';
import { tableRows } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { login, openAs, signIn, snapshot } from './support/session.ts';

// The club leaderboards (issue 12). The demo club 1 has four weeks of workouts, so "last 30 days" is
// never empty, whatever day the run falls on.
const LAST30 = '?period=last30';

async function revokeShareLink(page: Page) {
  const token = await login(page.request, 'club.admin@example.com');
  await page.request.post('/dashboard/clients/1/leaderboard/actions/revoke-share-link', {
    headers: { 'x-authorization': token },
  });
}

test('leaderboards: a member sees the club’s board and their own rank', async ({ page }, testInfo) => {
  await openAs(page, 'member@example.com', `/leaderboard/index${LAST30}`);
  await expect(page.getByText('Leaderboard', { exact: true }).first()).toBeVisible();
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByTestId('leaderboard-my-rank')).toContainText(/Your rank: \d+ of \d+/);
  await expect(page.getByRole('columnheader', { name: 'Points' })).toBeVisible();
  // A member reads the board; the exports are the staff's.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  await page.getByTestId('leaderboard-measure').getByText('Minutes').click();
  await expect(page.getByRole('columnheader', { name: 'Minutes' })).toBeVisible();
  await expect(page).toHaveURL(/measure=minutes/);
  await expect(tableRows(page).first()).toBeVisible();
  await snapshot(page, testInfo, 'member-board');
});

test('leaderboards: staff share the board, and a replaced link stops working', async ({
  page,
  browser,
  allowedConsoleErrors,
}) => {
  // The refused public link answers 404, which the browser logs.
  allowedConsoleErrors.push(/status of 404/);
  await revokeShareLink(page);
  try {
    await openAs(page, 'club.admin@example.com', `/clubs/my-details/leaderboard${LAST30}`);
    const tab = page.getByRole('tabpanel', { name: 'Leaderboard' });
    await expect(tableRows(page).first()).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Export XLSX' })).toBeVisible();
    await expect(tab.getByText('There is no public link')).toBeVisible();

    await tab.getByRole('button', { name: 'Create public link' }).click();
    const url = tab.getByTestId('share-url');
    await expect(url).toHaveValue(/\/leaderboard-mobile-page\/1\/[\w-]{32}$/);
    const first = await url.inputValue();

    // Anyone with the link, signed out, on a phone.
    const phone = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await phone.goto(`${first}${LAST30}`);
    await expect(phone.getByRole('heading', { name: 'Pulse Downtown' })).toBeVisible();
    await expect(tableRows(phone).first()).toBeVisible();
    await expectNoSidewaysScroll(phone, 'the public board at 375 px');

    await tab.getByRole('button', { name: 'Replace link' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await expect(url).not.toHaveValue(first);
    const second = await url.inputValue();

    await phone.reload();
    await expect(phone.getByText('This link does not work')).toBeVisible();
    await phone.goto(second);
    await expect(phone.getByRole('heading', { name: 'Pulse Downtown' })).toBeVisible();
    await phone.close();
  } finally {
    await revokeShareLink(page);
  }
});

test('leaderboards: the TV view fills a 1920x1080 screen in large type', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, 'coach@example.com');
  await page.goto(`/leaderboard-page/1${LAST30}&measure=calories`);
  const tv = page.getByTestId('leaderboard-tv');
  await expect(tv.getByRole('heading', { name: 'Pulse Downtown' })).toBeVisible();
  await expect(tv.getByText('Calories', { exact: true })).toBeVisible();
  const rows = tv.getByTestId('tv-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);
  // Readable from across a room: names of at least 40 px, and the top ten fit the screen unscrolled.
  const nameSize = await rows
    .first()
    .getByTestId('tv-name')
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(nameSize).toBeGreaterThanOrEqual(40);
  const bottom = await rows.last().evaluate((el) => el.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(1080);
  await expect(page.getByText(/refreshes every minute/)).toBeVisible();
  await snapshot(page, testInfo, 'tv-1920', false);
});
