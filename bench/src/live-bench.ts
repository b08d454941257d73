// Issue 13: a live class of 50 participants, each streaming 1 sample a second on a socket of their own
// (a member's phone; spread evenly over the second, the most frames a class can cause), watched by 100
// viewers. Delivery latency: from a sample's send to the first frame, at each viewer, whose tile carries
// it (its `at` is the send time, so the tile's lastSampleAt names the sample). Run on one instance and on
// two instances sharing one PostgreSQL database through Redis (senders on A, every viewer on B).
import pg from 'pg';
import { percentileOf, type TTimes, timesOf } from './probe.ts';
import { login, postgresReachable, startApiServer, type TServer } from './server-process.ts';

const PARTICIPANTS = 50;
const VIEWERS = 100;
const WARM_UP_MS = 5000;
const MEASURE_MS = Number(process.env.BENCH_LIVE_SECONDS ?? 30) * 1000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TLiveRow {
  what: string;
  times: TTimes & { p99: number };
  frames: number;
  missed: number;
}

/** 50 members of club 1 with a max HR, and a class of now with them booked; the class's id and the members'. */
async function prepareClass(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const tag = Date.now();
    const users = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, club_id, member_role, max_hr)
       SELECT 'live' || $1::text || '-' || g || '@bench.example.com', 'x', 'Live', 'Member ' || g, 1, 'member', 190
       FROM generate_series(1, ${PARTICIPANTS}) g RETURNING id`,
      [String(tag)],
    );
    const cls = await db.query<{ id: number }>(
      `INSERT INTO classes (club_id, name, starts_at, ends_at) VALUES (1, 'Bench live', now(), now() + interval '1 hour')
       RETURNING id`,
    );
    const classId = cls.rows[0]?.id as number;
    await db.query(
      `INSERT INTO class_participants (class_id, user_id, status) SELECT $1, unnest($2::int[]), 'booked'`,
      [classId, users.rows.map((r) => r.id)],
    );
    return { classId, members: users.rows.map((r) => r.id) };
  } finally {
    await db.end();
  }
}

function openSocket(url: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.addEventListener('message', function ready(e) {
      if (JSON.parse(String(e.data)).type !== 'ready') return;
      socket.removeEventListener('message', ready);
      resolve(socket);
    });
    socket.addEventListener('close', (e) => reject(new Error(`socket closed ${e.code} ${e.reason}`)));
  });
}

async function measure(
  what: string,
  senderBase: string,
  viewerBase: string,
  databaseUrl: string,
): Promise<TLiveRow> {
  const token = await login(senderBase, 'coach@example.com');
  const { classId, members } = await prepareClass(databaseUrl);
  const path = `/dashboard/clients/1/classes/${classId}`;
  const started = await fetch(`${senderBase}${path}/actions/start`, {
    method: 'POST',
    headers: { 'x-authorization': token },
  });
  if (!started.ok) throw new Error(`start failed: ${started.status}`);
  const ws = (base: string) => `${base.replace(/^http/, 'ws')}${path}/live`;

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let recording = false;
  let frames = 0;
  const viewers: WebSocket[] = [];
  for (let v = 0; v < VIEWERS; v++) {
    const socket = await openSocket(ws(viewerBase), token);
    const seen = new Map<number, string | null>();
    socket.addEventListener('message', (e) => {
      const now = performance.now();
      const message = JSON.parse(String(e.data));
      if (message.type !== 'tiles') return;
      frames++;
      for (const tile of message.state.tiles as { userId: number; lastSampleAt: string | null }[]) {
        if (tile.lastSampleAt === null || seen.get(tile.userId) === tile.lastSampleAt) continue;
        seen.set(tile.userId, tile.lastSampleAt);
        const sent = sentAt.get(`${tile.userId}|${tile.lastSampleAt}`);
        if (recording && sent !== undefined) latencies.push(now - sent);
      }
    });
    viewers.push(socket);
  }
  const senders = await Promise.all(members.map(() => openSocket(ws(senderBase), token)));

  // Each participant sends once a second, offset by its share of the second.
  let sent = 0;
  const timers = members.map((memberId, i) => {
    const sender = senders[i] as WebSocket;
    const send = () => {
      const now = Date.now();
      const at = new Date(now).toISOString();
      sentAt.set(`${memberId}|${at}`, performance.now());
      if (recording) sent++;
      sender.send(JSON.stringify({ type: 'samples', samples: [{ memberId, bpm: 120 + (now % 50), at }] }));
    };
    return setTimeout(
      () => {
        send();
        timers[i] = setInterval(send, 1000);
      },
      (i * 1000) / PARTICIPANTS,
    );
  });
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  recording = true;
  frames = 0;
  await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
  recording = false;
  for (const timer of timers) clearInterval(timer);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const socket of [...viewers, ...senders]) socket.close();
  await fetch(`${senderBase}${path}/actions/stop`, { method: 'POST', headers: { 'x-authorization': token } });

  const times = timesOf(latencies);
  return {
    what,
    times: { ...times, p99: percentileOf(latencies, 0.99) },
    frames: frames / (MEASURE_MS / 1000) / VIEWERS,
    missed: Math.max(0, sent * VIEWERS - latencies.length),
  };
}

/** Both rows; PostgreSQL is needed for two instances to share a database (PGlite is one process's). */
export async function benchLive(): Promise<TLiveRow[]> {
  if (!(await postgresReachable())) throw new Error('the live bench needs PostgreSQL (BENCH_DATABASE_URL)');
  const rows: TLiveRow[] = [];
  const one: TServer = await startApiServer('postgres', 3251);
  try {
    rows.push(await measure('one instance', one.url, one.url, one.databaseUrl as string));
  } finally {
    await one.stop();
  }
  const prefix = { REDIS_URL, REDIS_CHANNEL_PREFIX: `pulseboard-bench:${process.pid}` };
  const a = await startApiServer('postgres', 3252, [], undefined, prefix);
  try {
    const b = await startApiServer('postgres', 3253, [], a.databaseUrl, prefix);
    try {
      rows.push(await measure('two instances through Redis', a.url, b.url, a.databaseUrl as string));
    } finally {
      await b.stop();
    }
  } finally {
    await a.stop();
  }
  return rows;
}
