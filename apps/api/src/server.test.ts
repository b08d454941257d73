import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The real server process: start-up, the data-directory lock, graceful shutdown and persistence.
const serverFile = new URL('./server.ts', import.meta.url).pathname;

function start(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /running at (http:\/\/[\d.:]+)/.exec(output);
      if (m?.[1]) {
        clearInterval(timer);
        resolve(m[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  // Awaited by the callers that expect a start; the others only look at the exit.
  url.catch(() => undefined);
  return { child, url, exited, output: () => output };
}

async function login(url: string) {
  const res = await fetch(`${url}/dashboard/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'club2.admin@example.com', password: 'demo1234' }),
  });
  return res.status;
}

const stop = async (child: ChildProcess, exited: Promise<number | null>) => {
  child.kill('SIGTERM');
  return exited;
};

// The embedded database is what this exercises; the PostgreSQL run of the API suite skips it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('server process', () => {
  it('seeds on first start, guards its data dir, shuts down cleanly and keeps its data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pulseboard-server-'));
    const first = start(dataDir);
    const url = await first.url;
    expect(first.output()).toContain('club2.admin@example.com');
    expect(await login(url)).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const second = start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Pulseboard process/);

    expect(await stop(first.child, first.exited)).toBe(0);
    expect(existsSync(path.join(dataDir, 'pulseboard.lock'))).toBe(false);

    const again = start(dataDir);
    expect(await login(await again.url)).toBe(200);
    expect(await stop(again.child, again.exited)).toBe(0);
  }, 180_000);

  // The reader either goes away (a broken pipe) or stops reading (a full pipe): neither may stall the server.
  it.each([
    ['closes', (out: NodeJS.ReadableStream & { destroy(): void }) => out.destroy()],
    ['stops reading', (out: NodeJS.ReadableStream & { destroy(): void }) => out.pause()],
  ])(
    'serves, and ends on SIGTERM within its grace period, when the reader of its output %s',
    async (_, lose) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pulseboard-server-'));
      // Every request writes log lines, more than a pipe holds, so the server keeps writing to the lost reader.
      const server = start(dataDir, { LOG_LEVEL: 'info' });
      const url = await server.url;
      const stdout = server.child.stdout;
      if (!stdout) throw new Error('no stdout pipe');
      stdout.removeAllListeners('data');
      lose(stdout);
      for (let i = 0; i < 100; i++) {
        const res = await fetch(`${url}/healthz?${'padding='.repeat(120)}`, {
          signal: AbortSignal.timeout(5_000),
        });
        expect(res.status).toBe(200);
      }
      expect(await login(url)).toBe(200);
      const killedAt = Date.now();
      server.child.kill('SIGTERM');
      const code = await Promise.race([
        server.exited,
        new Promise((r) => setTimeout(() => r('hung'), 20_000)),
      ]);
      if (code === 'hung') server.child.kill('SIGKILL');
      expect(code).toBe(0);
      // server.ts gives requests in flight 15 s before it forces the exit.
      expect(Date.now() - killedAt).toBeLessThan(15_000);
    },
    90_000,
  );

  it('refuses a bad configuration with a message naming the variable', async () => {
    const child = spawn(process.execPath, [serverFile], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: 'pipe',
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toMatch(/Invalid configuration:\n\s+PORT:/);
  });
});
