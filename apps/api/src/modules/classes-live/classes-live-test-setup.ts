import type { TLiveServerMessage } from '@pulseboard/contract/classes-live';
import WebSocket from 'ws';
import type { TTestFileApp } from '../../test-support/use-test-app.ts';
import { classes, classParticipants } from '../classes/classes.table.ts';
import { makeMembers } from '../classes/classes-test-setup.ts';

let made = 0;

/** A class of club 1 starting `startsInMinutes` from now (written straight to the table). */
export async function makeLiveClass(
  t: TTestFileApp,
  opts: { startsInMinutes?: number; cancelled?: boolean; clubId?: number; booked?: number[] } = {},
) {
  const starts = new Date(Date.now() + (opts.startsInMinutes ?? 0) * 60_000);
  const [row] = await t.deps.db
    .insert(classes)
    .values({
      clubId: opts.clubId ?? 1,
      name: `Live ${++made}`,
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 45 * 60_000),
      cancelled: opts.cancelled ?? false,
    })
    .returning({ id: classes.id });
  const id = row?.id as number;
  if (opts.booked?.length)
    await t.deps.db
      .insert(classParticipants)
      .values(opts.booked.map((userId) => ({ classId: id, userId, status: 'booked' as const })));
  return id;
}

/** `n` members of club 1 with max HR 200 and a sensor each (device ids `base`..`base + n - 1`). */
export function makeAthletes(t: TTestFileApp, n: number, tag: string, base: number) {
  return makeMembers(t, n, tag, (i) => ({
    firstName: `Ath${i}`,
    maxHr: 200,
    weight: 70,
    gender: 'male' as const,
    birthDate: '1990-01-01',
    deviceIdNum: base + i,
  }));
}

/** A WebSocket client that keeps every message and waits for the one it needs. */
export function liveClient(
  url: string,
  headers: Record<string, string> = {},
  options: WebSocket.ClientOptions = {},
) {
  const socket = new WebSocket(url, { ...options, headers });
  const messages: TLiveServerMessage[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number; reason: string } | null = null;
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  socket.on('message', (raw) => {
    messages.push(JSON.parse(raw.toString()) as TLiveServerMessage);
    wake();
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: reason.toString() };
    wake();
  });
  socket.on('error', () => undefined);
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  async function until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return {
    socket,
    messages,
    opened,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    /** The first message of `type` matching `match`. */
    next<K extends TLiveServerMessage['type']>(
      type: K,
      match: (m: Extract<TLiveServerMessage, { type: K }>) => boolean = () => true,
      timeoutMs = 3000,
    ) {
      return until(
        () =>
          messages.find(
            (m): m is Extract<TLiveServerMessage, { type: K }> => m.type === type && match(m as never),
          ),
        timeoutMs,
        type,
      );
    },
    closedWith: (timeoutMs = 3000) => until(() => closed ?? undefined, timeoutMs, 'close'),
    close: () => socket.close(),
  };
}
