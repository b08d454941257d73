// npm test: lint, typecheck, unit and API tests on PGlite, the API tests again on a PostgreSQL server when
// one is reachable, then the browser tests. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const results: { step: string; seconds: number; outcome: string }[] = [];

function run(step: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n=== ${step}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (res.status !== 0) {
    results.push({ step, seconds, outcome: 'FAILED' });
    summary();
    process.exit(res.status ?? 1);
  }
  results.push({ step, seconds, outcome: 'passed' });
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function summary(): void {
  console.log('\n=== npm test summary');
  for (const r of results) console.log(`  ${r.outcome.padEnd(8)} ${r.step} (${r.seconds}s)`);
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('lint', 'biome', ['check', '.']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('unit and API tests (PGlite)', 'vitest', ['run'], withoutPg);

const pgUrl = TEST_DATABASE_URL ?? DEFAULT_PG;
if (await reachable(pgUrl)) {
  run('API tests (PostgreSQL server)', 'vitest', ['run', '--project', '@pulseboard/api'], {
    ...process.env,
    TEST_DATABASE_URL: pgUrl,
  });
} else if (process.env.CI) {
  console.error(`\nCI needs the PostgreSQL suite, but no server answers at ${pgUrl}.`);
  process.exit(1);
} else {
  console.log(
    `\n=== SKIPPED the PostgreSQL suite: no server answers at ${pgUrl} (set TEST_DATABASE_URL to run it)`,
  );
  results.push({ step: 'API tests (PostgreSQL server)', seconds: 0, outcome: 'SKIPPED' });
}

run('build web app', 'npm', ['run', '--silent', 'build']);
run('browser tests (Playwright, Chromium)', 'npm', ['test', '--silent', '-w', 'e2e']);
summary();
