// npm run bench: request throughput of the signed-in hot path (token check + profile) on embedded PGlite.
// Not part of npm test; compare numbers between runs on the same machine.
import { call, createTestApp } from '../../apps/api/src/test-support/test-app.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const t = await createTestApp();
try {
  const token = await t.tokenFor('member@example.com');
  for (let i = 0; i < 100; i++) await call(t.app, 'GET', '/dashboard/profile', { token });
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const res = await call(t.app, 'GET', '/dashboard/profile', { token });
    if (res.status !== 200) throw new Error(`profile failed: ${res.status}`);
  }
  const ms = performance.now() - started;
  console.log(
    `GET /dashboard/profile: ${REQUESTS} requests in ${ms.toFixed(0)} ms, ${((REQUESTS / ms) * 1000).toFixed(0)} req/s`,
  );

  const loginStarted = performance.now();
  for (let i = 0; i < 50; i++) {
    await call(t.app, 'POST', '/dashboard/login', {
      body: { email: 'member@example.com', password: 'demo1234' },
      headers: { 'x-forwarded-for': `10.50.0.${i}` },
    });
  }
  console.log(
    `POST /dashboard/login (argon2id): ${((performance.now() - loginStarted) / 50).toFixed(1)} ms each`,
  );
} finally {
  await t.close();
}
