import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { dialogNamed, selectOption } from './support/antd.ts';
import { postAs, readAs } from './support/demo-data.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { registerMember } from './support/members.ts';
import { login, openAs } from './support/session.ts';

// The Challenge tab, a challenge's board and its public page (issue 12). Club 1 (Pulse Downtown, New
// York time) is the demo club; every test makes challenges and members of its own and deletes the
// challenges again.

const ADMIN = 'club.admin@example.com';
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const two = (n: number) => String(n).padStart(2, '0');
/** A day as the English date pickers take it (MM/DD/YYYY), `days` from today. */
const day = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()}`;
};

/** A member of their own who did a 25-minute class from the members' app two hours ago. */
async function memberWithWorkout(request: APIRequestContext) {
  const member = await registerMember(request, 1);
  const { userId } = await readAs<{ userId: number }>(request, member.email, '/dashboard/profile');
  const hr = [
    ...Array.from({ length: 600 }, (_, s) => 100 + Math.round(s / 10)),
    ...Array.from({ length: 900 }, () => 165),
  ];
  const startTime = new Date(Date.now() - 2 * 3_600_000).toISOString();
  await postAs(request, member.email, '/dashboard/workouts/actions/ingest', {
    workouts: [{ clientRef: `e2e-challenge-${tag()}`, memberId: userId, dataSource: 'app', startTime, hr }],
  });
  return { ...member, userId };
}

async function deleteChallenge(request: APIRequestContext, id: number | undefined) {
  if (id === undefined) return;
  const token = await login(request, ADMIN);
  await request.delete(`/dashboard/clients/1/challenges/${id}`, { headers: { 'x-authorization': token } });
}

/** Picks a member in the participants' search by a text of their name. */
async function pickMember(page: Page, name: string) {
  const search = page.getByRole('combobox', { name: 'Find members by name or email' });
  await search.click();
  await search.fill(name.split(' ')[1] as string);
  const option = selectOption(page, name);
  await expect(option).toBeVisible();
  await option.dispatchEvent('click');
}

test('a club admin creates a team challenge, makes two teams, adds participants and sees the board', async ({
  page,
}) => {
  test.slow();
  const t = tag();
  const [ana, ben] = await Promise.all([memberWithWorkout(page.request), registerMember(page.request, 1)]);
  let challengeId: number | undefined;
  try {
    await openAs(page, ADMIN, '/clubs/my-details/challenge');
    await page.getByRole('button', { name: 'New challenge' }).click();
    const form = dialogNamed(page, 'New challenge');
    await expect(form.getByText('Start and end are on the club’s clock: America/New_York')).toBeVisible();
    await form.getByTestId('challenge-save').click();
    await expect(form.getByText('Please enter the challenge name')).toBeVisible();
    await expect(form.getByText('Please select the winning criteria')).toBeVisible();

    await form.getByLabel('Name').fill(`Team Sweat ${t}`);
    await form.getByText('Team', { exact: true }).click();
    await form.getByLabel('Winning criteria').click();
    await selectOption(page, 'Most points').dispatchEvent('click');
    await form.getByLabel('Start time').fill(`${day(-1)} 06:00`);
    await form.getByLabel('Start time').press('Enter');
    await form.getByLabel('Allow mobile workouts').click();
    await form.getByLabel('End date').fill(day(-2));
    await form.getByLabel('End date').press('Enter');
    await expect(form.getByText('The end time must be greater than the start time.')).toBeVisible();
    // Enter confirms the typed date and submits the form, as on a keyboard.
    await form.getByLabel('End date').fill(day(30));
    await form.getByLabel('End date').press('Enter');

    // Saved, the challenge opens for its teams and participants.
    const detail = dialogNamed(page, `Team Sweat ${t}`);
    await expect(detail.getByTestId('challenge-summary')).toContainText('Running');
    challengeId = Number(page.url().match(/challenge\/(\d+)/)?.[1]);
    for (const team of ['Red', 'Blue']) {
      await detail.getByLabel('Team name').fill(`${team} ${t}`);
      await detail.getByTestId('team-add').click();
      await expect(detail.getByTestId('challenge-teams')).toContainText(`${team} ${t}`);
    }

    await pickMember(page, ana.name);
    await detail.getByRole('combobox', { name: 'Into team (optional)' }).click();
    await selectOption(page, `Red ${t}`).dispatchEvent('click');
    await detail.getByRole('button', { name: 'Add', exact: true }).click();
    await pickMember(page, ben.name);
    await detail.getByRole('combobox', { name: 'Into team (optional)' }).click();
    await selectOption(page, `Blue ${t}`).dispatchEvent('click');
    await detail.getByRole('button', { name: 'Add', exact: true }).click();
    const participants = detail.getByTestId('challenge-participants');
    await expect(participants.getByRole('row', { name: new RegExp(ana.name) })).toContainText(`Red ${t}`);
    await expect(participants.getByRole('row', { name: new RegExp(ben.name) })).toContainText(`Blue ${t}`);
    await expect(detail.getByTestId('challenge-teams')).toContainText('1 member');
    // The filter narrows the list as one types; its clear button has a name.
    const filter = detail.getByRole('textbox', { name: 'Filter participants' });
    await filter.fill(ana.name);
    await expect(participants.getByRole('row', { name: new RegExp(ben.name) })).toBeHidden();
    await detail.getByRole('button', { name: 'Clear the search' }).click();
    await expect(participants.getByRole('row', { name: new RegExp(ben.name) })).toBeVisible();
    // The selection checkboxes name whom they select.
    await expect(participants.getByRole('checkbox', { name: `Select ${ben.name}` })).toBeVisible();
    await expect(participants.getByRole('checkbox', { name: 'Select every participant' })).toBeVisible();

    await detail.getByRole('button', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/challenge-leaderboard/1/${challengeId}$`));
    await expect(page.getByText('Winner: Most points')).toBeVisible();
    const board = page.getByTestId('challenge-board');
    const red = board.getByRole('region', { name: `Red ${t}` });
    // Ana's class from the app counts (mobile workouts allowed): her team leads, Ben's has nothing yet.
    // Names show as the club's privacy settings say (both test members are called Erin).
    await expect(red.getByTestId('board-rank').first()).toHaveText('1');
    await expect(red).toContainText(/Erin.*[1-9]\d* points$/);
    await expect(board.getByRole('region', { name: `Blue ${t}` })).toContainText(/Erin.*\b0 points$/);
    await page.locator('.ant-segmented').getByText('Every participant').click();
    await expect(page).toHaveURL(/view=members/);
    await expect(board.getByTestId('board-row').first()).toContainText(`Red ${t}`);
    // The export is what the board shows: every participant, with their team.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#root').getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile(await download.path(), 'utf8')).toContain(`Blue ${t}`);
  } finally {
    await deleteChallenge(page.request, challengeId);
  }
});

test('the public board opens by its share link without signing in, and is refused after a new link', async ({
  page,
  browser,
}) => {
  const t = tag();
  const token = await login(page.request, ADMIN);
  const headers = { 'x-authorization': token };
  const made = await page.request.put('/dashboard/clients/1/challenges', {
    headers,
    data: {
      name: `Open Board ${t}`,
      type: 'individual',
      zones: [0, 1, 2, 3, 4],
      scope: 'club',
      startTime: new Date(Date.now() - 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      criterion: 'workouts',
    },
  });
  expect(made.ok()).toBe(true);
  const challenge = ((await made.json()) as { data: { id: number; shareId: string } }).data;
  try {
    const { userId } = await readAs<{ userId: number }>(
      page.request,
      'member@example.com',
      '/dashboard/profile',
    );
    await postAs(
      page.request,
      ADMIN,
      `/dashboard/clients/1/challenges/${challenge.id}/actions/add-participants`,
      {
        memberIds: [userId],
      },
    );

    // A phone with no session: the board, large and without sideways scrolling.
    const visitor = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await visitor.goto(`/open/challenge-leaderboard/${challenge.shareId}`);
    await expect(visitor.getByRole('heading', { name: `Open Board ${t}` })).toBeVisible();
    await expect(visitor.getByText('Winner: Most workouts')).toBeVisible();
    await expect(visitor.getByTestId('board-row')).toHaveCount(1);
    await expectNoSidewaysScroll(visitor, 'open challenge board 375');

    // The member sees the challenge on their own page.
    await openAs(page, 'member@example.com', '/challenge/index');
    await expect(page.getByTestId('my-challenge').filter({ hasText: `Open Board ${t}` })).toContainText(
      '1 of 1',
    );

    // The admin makes a new link: the old one is refused, the new one works.
    await page.context().clearCookies();
    await openAs(page, ADMIN, `/clubs/my-details/challenge/${challenge.id}`);
    const detail = dialogNamed(page, `Open Board ${t}`);
    const link = detail.getByTestId('challenge-share-link');
    await expect(link).toContainText(challenge.shareId);
    await detail.getByRole('button', { name: 'New link' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'New link' }).click();
    await expect(link).not.toContainText(challenge.shareId);
    const fresh = (await link.textContent())?.split('/').at(-1) as string;

    await visitor.reload();
    await expect(visitor.getByTestId('open-board-invalid')).toContainText('This link is not valid');
    await visitor.goto(`/open/challenge-leaderboard/${fresh}`);
    await expect(visitor.getByRole('heading', { name: `Open Board ${t}` })).toBeVisible();
    await visitor.close();
  } finally {
    await deleteChallenge(page.request, challenge.id);
  }
});
