import type { APIRequestContext } from '@playwright/test';
import { toast } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { login, openAs, snapshot } from './support/session.ts';

// Live classes (issue 13): the demo club's class of today ("Live demo: HIIT", 20 members booked) is
// started from the Live tab, a station streams heart rates over the class's WebSocket, the tiles follow,
// and the class is stopped. A stopped class cannot start again, so this test runs once per database.
const CLASS_NAME = 'Live demo: HIIT';
const COACH = 'coach@example.com';

type TParticipant = { userId: number; name: string; status: string };

async function participantsOf(request: APIRequestContext, token: string, classId: number) {
  const response = await request.get(`/dashboard/clients/1/classes/${classId}`, {
    headers: { 'x-authorization': token },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { participants: TParticipant[] } };
  return data.participants.filter((p) => p.status === 'booked');
}

/** A station's socket: signs in with its first message and waits for `ready` before it may send. */
async function openStation(baseURL: string, token: string, classId: number) {
  const url = `${baseURL.replace(/^http/, 'ws')}/dashboard/clients/1/classes/${classId}/live`;
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.addEventListener('message', (event) => {
      if (JSON.parse(String(event.data)).type === 'ready') resolve();
    });
    socket.addEventListener('close', (event) => reject(new Error(`station socket closed: ${event.code}`)));
  });
  return {
    send: (samples: { memberId: number; bpm: number | null }[]) =>
      socket.send(JSON.stringify({ type: 'samples', samples })),
    close: () => socket.close(),
  };
}

test('classes-live: a coach starts the class, watches heart rates arrive and stops it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two pages, a socket and a stop that stores 20 workouts: more than the usual 45 s on a busy machine.
  test.setTimeout(90_000);
  await openAs(page, COACH, '/clubs/my-details/live');
  const tab = page.getByRole('tabpanel', { name: 'Live' });
  const row = tab.getByTestId('live-class-row').filter({ hasText: CLASS_NAME });
  await expect(row).toBeVisible();
  const classId = Number(await row.getAttribute('data-class-id'));

  await row.getByRole('button', { name: 'Start' }).click();
  await expect(toast(page, `${CLASS_NAME} is live`)).toBeVisible();
  await expect(row.getByText('Running')).toBeVisible();
  const board = tab.getByTestId('live-board');
  await expect(board.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  // Every booked member has a tile, waiting for a sensor.
  await expect(board.getByTestId('live-tile')).toHaveCount(20);
  await expect(board.getByText('Waiting for signal').first()).toBeVisible();

  const token = await login(page.request, COACH);
  const [first, second, third] = await participantsOf(page.request, token, classId);
  if (!first || !second || !third) throw new Error('the demo class has fewer than three members booked');
  const station = await openStation(baseURL ?? '', token, classId);
  try {
    const tileOf = (name: string) => board.getByTestId('live-tile').filter({ hasText: name });
    station.send([
      { memberId: first.userId, bpm: 121 },
      { memberId: second.userId, bpm: 143 },
      { memberId: third.userId, bpm: 167 },
    ]);
    await expect(tileOf(first.name).getByTestId('live-hr')).toHaveText(/^121/);
    await expect(tileOf(second.name).getByTestId('live-hr')).toHaveText(/^143/);
    await expect(tileOf(third.name).getByTestId('live-hr')).toHaveText(/^167/);
    await expect(tileOf(third.name)).toContainText('% of max');

    station.send([{ memberId: first.userId, bpm: 152 }]);
    await expect(tileOf(first.name).getByTestId('live-hr')).toHaveText(/^152/);
    await snapshot(page, testInfo, 'live-tab');

    // The TV view of the same class, as a studio's screen shows it.
    const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await tv.context().addCookies(await page.context().cookies());
    await tv.goto(`/live-class/1/${classId}`);
    await expect(tv.getByRole('heading', { name: CLASS_NAME })).toBeVisible();
    await expect(tv.getByTestId('live-tile')).toHaveCount(20);
    await expect(
      tv.getByTestId('live-tile').filter({ hasText: first.name }).getByTestId('live-hr'),
    ).toHaveText(/^152/);
    await snapshot(tv, testInfo, 'live-tv', false);
    await tv.close();

    // Tiles wrap on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(tileOf(first.name)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Live tab at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });
  } finally {
    station.close();
  }

  await row.getByRole('button', { name: 'Stop' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText('each participant’s workout is saved');
  await confirm.getByRole('button', { name: 'Stop' }).click();
  await expect(toast(page, /stopped: \d+ workouts saved/)).toBeVisible();
  await expect(row.getByText('Finished')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expect(board).toHaveCount(0);
});
