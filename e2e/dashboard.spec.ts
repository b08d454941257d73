import type { Page } from '@playwright/test';
import { chooseOption, clickMenuItem } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { openAs, signIn, snapshot } from './support/session.ts';

const figure = (page: Page, key: string) => page.getByTestId(`stat-${key}`).locator('.ant-statistic-content');

function statsRequest(page: Page, range: string) {
  return page.waitForResponse(
    (response) => response.url().includes('/dashboard/stats') && response.url().includes(`range=${range}`),
  );
}

test('the dashboard shows the club figures and switches ranges', async ({ page }, testInfo) => {
  await signIn(page, 'club.admin@example.com');
  const statsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/dashboard/stats')) statsAsked.push(request.url());
  });
  // A cold visit: the page's head names the dashboard's scripts, which the browser fetches beside the
  // entry, and the app's loader finds them there instead of adding a link of its own for each; the
  // week's figures are asked for once, while the page loads. What the signed-in shell and the dashboard
  // load beyond the entry comes as one chunk, with antd's one style sheet (apps/web/first-view-chunk.ts).
  const opened = await page.goto('/dashboard');
  const named = [
    ...((await opened?.text()) ?? '').matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ];
  expect(named.map((m) => m[1])).toContainEqual(expect.stringMatching(/^\/assets\/first-view-[\w-]+\.js$/));
  expect(named.length).toBeLessThan(10);
  await page.getByTestId('current-role').waitFor();
  const preloaded = await page.$$eval('link[rel=modulepreload]', (links) =>
    links.map((l) => l.getAttribute('href')),
  );
  expect(preloaded.slice(0, named.length)).toEqual(named.map((m) => m[1]));
  expect(new Set(preloaded).size).toBe(preloaded.length);
  // Its style sheets are the head's own links, made style sheets as the app starts (main.tsx).
  await expect(page.locator('link[rel=preload][as=style]')).toHaveCount(0);
  const sheets = await page.$$eval('link[rel=stylesheet]', (links) =>
    links.map((l) => l.getAttribute('href')),
  );
  expect(sheets.filter((href) => /\/assets\/first-view-[\w-]+\.css$/.test(href ?? ''))).toHaveLength(1);
  expect(new Set(sheets).size).toBe(sheets.length);
  for (const key of ['activeMembers', 'workouts', 'classes', 'avgHeartRate', 'points', 'calories']) {
    await expect(figure(page, key)).toHaveText(/^[\d,]+/);
  }
  await expect(page.getByTestId('daily-chart').locator('svg')).toBeVisible();
  expect(statsAsked).toHaveLength(1);
  expect(statsAsked[0]).toContain('range=week');

  const last30 = statsRequest(page, 'last30');
  await page.getByText('Last 30 days').click();
  const body = (await (await last30).json()) as { data: { points: number; from: string } };
  await expect(figure(page, 'points')).toHaveText(body.data.points.toLocaleString('en-US'));
  await expect(page.getByTestId('stats-period')).toContainText('From ');

  // A custom range, typed in the English date format.
  const custom = statsRequest(page, 'custom');
  await page.getByText('Custom').click();
  // Until both dates are chosen there are no figures, not the last range's.
  await expect(figure(page, 'points')).toHaveText('–');
  await expect(page.getByTestId('stats-pick-dates')).toHaveText(
    'Pick the first and the last day to see their figures.',
  );
  const picker = page.locator('.ant-picker-range');
  await picker.locator('input').first().click();
  // The days of the months around can be picked, so they read at 4.5:1 or more (antd's grey: 1.8:1).
  const otherMonthDay = page.locator(
    '.ant-picker-dropdown .ant-picker-cell:not(.ant-picker-cell-in-view):not(.ant-picker-cell-disabled)',
  );
  await expect(otherMonthDay.first()).toHaveCSS('color', 'rgba(0, 0, 0, 0.55)');
  await picker.locator('input').first().fill('02/01/2026');
  await picker.locator('input').first().press('Enter');
  await picker.locator('input').last().fill('02/15/2026');
  await picker.locator('input').last().press('Enter');
  const response = await custom;
  expect(response.url()).toContain('from=2026-02-01');
  expect(response.url()).toContain('to=2026-02-15');
  await expect(page.getByTestId('stats-period')).toHaveText('From 02/01/2026 to 02/15/2026');
  await snapshot(page, testInfo, 'dashboard-1440');

  // On a phone a long title wraps in one card: every card keeps the height of its row.
  await page.setViewportSize({ width: 375, height: 740 });
  const heights = await page
    .locator('[data-testid^="stat-"]')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
  // And every figure of a row sits on the same line, the wrapped title's card's too (at the narrowest
  // desktop, six cards a row, 'Average heart rate' wraps).
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await distinctFigureLines(page)).toEqual([1, 1, 1].slice(0, width === 375 ? 3 : 1));
  }
});

/** How many different heights the figures of each row of cards sit at. */
function distinctFigureLines(page: Page): Promise<number[]> {
  return page.locator('[data-testid^="stat-"]').evaluateAll((cards) => {
    const byRow = new Map<number, number[]>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      const figure = card.querySelector('.ant-statistic-content')?.getBoundingClientRect().top ?? -1;
      byRow.set(top, [...(byRow.get(top) ?? []), Math.round(figure)]);
    }
    return [...byRow.values()].map((tops) => new Set(tops).size);
  });
}

test('a member sees a personal dashboard, zero-safe', async ({ page }) => {
  await openAs(page, 'member@example.com');
  // Today's own answer, not the week's figures still shown while it loads (read once in a CI run).
  const todayStats = statsRequest(page, 'today');
  await page.getByText('Today').click();
  const body = (await (await todayStats).json()) as { data: { workouts: number } };
  await expect(figure(page, 'workouts')).toHaveText(body.data.workouts.toLocaleString('en-US'));
  // The demo member's workout of today may or may not have happened yet in the club's time zone: with
  // none, the count is 0 and the average, of nothing, a dash (never NaN or 0 bpm).
  const none = body.data.workouts === 0;
  await expect(figure(page, 'avgHeartRate')).toHaveText(none ? '–' : /^\d[\d,]*/);
  // Their own figures only: no club-wide count of active members.
  await expect(page.getByTestId('stat-activeMembers')).toHaveCount(0);
  await expect(page.getByTestId('stat-classes')).toContainText('Classes attended');
});

test("a coach who switches to Member sees the member's figures, not the club's", async ({ page }) => {
  await openAs(page, 'coach@example.com');
  await expect(figure(page, 'workouts')).toHaveText(/^[\d,]+/);
  const memberStats = statsRequest(page, 'week');
  // The button's name starts with the role it shows.
  await page.getByRole('button', { name: 'Coach, switch role' }).click();
  await clickMenuItem(page, /\bMember\b/);
  await expect(page.getByTestId('current-role')).toHaveAttribute('data-role', 'member');
  const body = (await (await memberStats).json()) as { data: { workouts: number } };
  await expect(figure(page, 'workouts')).toHaveText(body.data.workouts.toLocaleString('en-US'));
});

test('the platform admin sees every club in UTC, or one club in its own time zone', async ({ page }) => {
  await openAs(page, 'admin@example.com');
  await expect(page.getByTestId('stats-timezone')).toHaveText('(times in UTC)');
  const clubStats = page.waitForResponse(
    (response) => response.url().includes('/dashboard/stats') && response.url().includes('clubId=1'),
  );
  await page.getByRole('combobox', { name: 'Club' }).click();
  await chooseOption(page, 'Pulse Downtown');
  const body = (await (await clubStats).json()) as { data: { workouts: number } };
  await expect(page.getByTestId('stats-timezone')).toHaveText('(times in America/New_York)');
  await expect(figure(page, 'workouts')).toHaveText(body.data.workouts.toLocaleString('en-US'));
});
