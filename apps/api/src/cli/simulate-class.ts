// npm run simulate:class -w apps/api -- --club 1 --class <id> [--members 20] [--minutes 45]
//   [--url http://127.0.0.1:3000] [--email coach@example.com] [--password demo1234] [--stop]
// Streams a realistic class over the live socket as a station would: one message a second with every
// member's heart rate (warm-up, 60 s intervals, cool-down, each member with their own fitness, noise
// and now and then a sensor that drops out for a while). Signs in with --email/--password, or takes
// PULSEBOARD_TOKEN from the environment; starts the class when it is not running yet.
import { parseArgs } from 'node:util';
import { createHeartRates } from './simulate-heart-rates.ts';

const { values } = parseArgs({
  options: {
    club: { type: 'string' },
    class: { type: 'string' },
    members: { type: 'string', default: '20' },
    minutes: { type: 'string', default: '45' },
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    email: { type: 'string', default: 'coach@example.com' },
    password: { type: 'string', default: 'demo1234' },
    stop: { type: 'boolean', default: false },
  },
});
const club = Number(values.club);
const classId = Number(values.class);
if (!Number.isInteger(club) || !Number.isInteger(classId)) {
  console.error(
    'Usage: npm run simulate:class -w apps/api -- --club <id> --class <id> [--members 20] [--url ...]',
  );
  process.exit(2);
}
const base = values.url.replace(/\/$/, '');
const classPath = `/dashboard/clients/${club}/classes/${classId}`;

async function api(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-authorization': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { meta: { message: string }; data: unknown };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.meta.message}`);
  return json.data;
}

const token =
  process.env.PULSEBOARD_TOKEN ??
  (
    (await api('POST', '/dashboard/login', undefined, {
      email: values.email,
      password: values.password,
    })) as {
      token: string;
    }
  ).token;
type TState = {
  class: { name: string; startedAt: string | null };
  tiles: { userId: number; name: string }[];
};
let state = (await api('GET', `${classPath}/live-state`, token)) as TState;
if (!state.class.startedAt) {
  await api('POST', `${classPath}/actions/start`, token, {});
  console.log(`Started "${state.class.name}".`);
  state = (await api('GET', `${classPath}/live-state`, token)) as TState;
}
const members = state.tiles.slice(0, Number(values.members));
if (members.length === 0) {
  console.error('Nobody is booked on this class: book members first (the demo class has 20).');
  process.exit(1);
}
const seconds = Number(values.minutes) * 60;
const rates = createHeartRates(
  members.map((m) => m.userId),
  seconds,
);

const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${classPath}/live`);
socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
socket.addEventListener('close', (e) => {
  console.log(`Socket closed (${e.code} ${e.reason}).`);
  process.exit(e.code === 1000 ? 0 : 1);
});
socket.addEventListener('message', (e) => {
  const message = JSON.parse(String(e.data)) as { type: string; errors?: unknown };
  if (message.type === 'ready') {
    console.log(`Streaming ${members.length} members for ${values.minutes} minutes. Ctrl-C ends it.`);
    void stream();
  } else if (message.type === 'rejected') console.warn('Rejected:', JSON.stringify(message.errors));
  else if (message.type === 'error') console.error(String(e.data));
});

async function stream() {
  for (let second = 0; second < seconds; second++) {
    const started = Date.now();
    const samples = rates.next(second);
    if (samples.length > 0 && socket.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify({ type: 'samples', samples }));
    if (second % 30 === 0) console.log(`${second} s: ${samples.length} of ${members.length} sensors sending`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))));
  }
  if (values.stop) {
    const result = (await api('POST', `${classPath}/actions/stop`, token, {})) as { workouts: unknown[] };
    console.log(`Stopped: ${result.workouts.length} workouts stored.`);
  }
  socket.close(1000);
}
