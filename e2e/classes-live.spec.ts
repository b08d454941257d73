import type { APIRequestContext } from '@playwright/test';
import { toast } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { login, openAs, snapshot } from './support/session.ts';

// Live classes (issue 13): a class of the demo club (New York time) made for this test, with three
// members booked, is started from the Live tab, a station streams heart rates over the class's
// WebSocket, the tiles follow, and the class is stopped. A stopped class cannot start again, so the test
// makes its own class each run (a retry against the same server gets a fresh one).
const COACH = 'coach@example.com';
const ADMIN = 'club.admin@example.com';
const CLUB = '/dashboard/clients/1';

type TMember = { userId: number; name: string };

/** The club's local date and hour now, as the class form takes them. */
function localNow(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: part('hour') };
}

/** A class of this hour (so it may start now) with three members booked; its studio and trainer are the test's own. */
async function makeLiveClass(request: APIRequestContext) {
  const token = await login(request, ADMIN);
  const headers = { 'x-authorization': token };
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const studio = await data<{ id: number }>(
    await request.put(`${CLUB}/studios`, { headers, data: { name: `Live studio ${tag}` } }),
  );
  const trainer = await data<{ id: number }>(
    await request.put(`${CLUB}/trainers`, { headers, data: { firstName: 'Lia', lastName: `Live${tag}` } }),
  );
  const { date, hour } = localNow('America/New_York');
  const name = `Live ride ${tag}`;
  const planned = await data<{ class: { id: number } }>(
    await request.put(`${CLUB}/classes`, {
      headers,
      data: {
        name,
        timeZone: 'America/New_York',
        date,
        startTime: `${hour}:00`,
        endTime: `${hour}:50`,
        maxParticipants: 10,
        trainerId: trainer.id,
        studioId: studio.id,
      },
    }),
  );
  const members = await data<{ list: TMember[] }>(
    await request.post(`${CLUB}/members/page/1?pageSize=3`, { headers, data: { role: 'member' } }),
  );
  const classId = planned.class.id;
  await data(
    await request.post(`${CLUB}/classes/${classId}/actions/add-participants`, {
      headers,
      data: { memberIds: members.list.map((m) => m.userId) },
    }),
  );
  return { classId, name, members: members.list };
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
  // Two pages, a socket and a stop that stores the workouts: more than the usual 45 s on a busy machine.
  test.setTimeout(90_000);
  const { classId, name: className, members } = await makeLiveClass(page.request);
  await openAs(page, COACH, '/clubs/my-details/live');
  const tab = page.getByRole('tabpanel', { name: 'Live' });
  const row = tab.getByTestId('live-class-row').filter({ hasText: className });
  await expect(row).toBeVisible();
  expect(Number(await row.getAttribute('data-class-id'))).toBe(classId);

  await row.getByRole('button', { name: 'Start' }).click();
  await expect(toast(page, `${className} is live`)).toBeVisible();
  await expect(row.getByText('Running')).toBeVisible();
  const board = tab.getByTestId('live-board');
  await expect(board.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  // Every booked member has a tile, waiting for a sensor.
  await expect(board.getByTestId('live-tile')).toHaveCount(3);
  await expect(board.getByText('Waiting for signal').first()).toBeVisible();

  const token = await login(page.request, COACH);
  const [first, second, third] = members;
  if (!first || !second || !third) throw new Error('the demo club has fewer than three members');
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
    await expect(tv.getByRole('heading', { name: className })).toBeVisible();
    await expect(tv.getByTestId('live-tile')).toHaveCount(3);
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
