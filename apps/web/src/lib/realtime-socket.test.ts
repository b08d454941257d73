import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  openRealtimeSocket,
  socketUrl,
  type TSocketLike,
  type TSocketStatus,
} from './realtime-socket.ts';

class FakeSocket implements TSocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith?: number;
  onopen: TSocketLike['onopen'] = null;
  onmessage: TSocketLike['onmessage'] = null;
  onclose: TSocketLike['onclose'] = null;
  onerror: TSocketLike['onerror'] = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSays(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('socketUrl', () => {
  it('uses the page origin, wss over HTTPS and ws over HTTP, with no token in it', () => {
    expect(socketUrl('/x/live', { protocol: 'https:', host: 'club.example.com' })).toBe(
      'wss://club.example.com/x/live',
    );
    expect(socketUrl('/x/live', { protocol: 'http:', host: '127.0.0.1:3260' })).toBe(
      'ws://127.0.0.1:3260/x/live',
    );
  });
});

describe('backoffDelay', () => {
  it.each([
    [0, 0, 250],
    [0, 1, 500],
    [1, 0, 500],
    [3, 1, 4000],
    [5, 0.5, 11_250],
    [6, 1, 15_000],
    [40, 1, 15_000],
  ])('attempt %i with random %f waits %i ms', (attempt, random, ms) => {
    expect(backoffDelay(attempt, () => random)).toBe(ms);
  });
});

describe('openRealtimeSocket', () => {
  let sockets: FakeSocket[];
  let statuses: [TSocketStatus, number | undefined][];
  let messages: string[];
  const open = () =>
    openRealtimeSocket({
      url: 'ws://h/live',
      token: () => 'secret',
      onMessage: (m) => messages.push(m),
      onStatus: (s, code) => statuses.push([s, code]),
      finalCodes: [4403],
      factory: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      random: () => 1,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    statuses = [];
    messages = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends the token as its first message, then passes the server messages on', () => {
    open();
    expect(statuses).toEqual([['connecting', undefined]]);
    sockets[0]?.serverOpens();
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'secret' })]);
    expect(sockets[0]?.url).toBe('ws://h/live');
    sockets[0]?.serverSays({ type: 'ready' });
    expect(messages).toEqual(['{"type":"ready"}']);
  });

  it('reconnects after a drop with growing delays, and starts over once a message arrives', () => {
    open();
    sockets[0]?.serverCloses(1006);
    expect(statuses.at(-1)).toEqual(['reconnecting', 1006]);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverCloses(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.serverOpens();
    sockets[2]?.serverSays({ type: 'ready' });
    sockets[2]?.serverCloses(1006);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
  });

  it('stops for good on a final close code', () => {
    open();
    sockets[0]?.serverCloses(4403);
    expect(statuses.at(-1)).toEqual(['closed', 4403]);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('closes on close() and never reconnects afterwards', () => {
    const socket = open();
    sockets[0]?.serverOpens();
    expect(socket.send({ type: 'x' })).toBe(true);
    socket.close();
    expect(sockets[0]?.closedWith).toBe(1000);
    sockets[0]?.serverCloses(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toEqual(['closed', undefined]);
    expect(socket.send({ type: 'x' })).toBe(false);
  });
});
