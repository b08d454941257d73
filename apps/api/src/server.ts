import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { TDeps } from './lib/deps.ts';
import { createLogDestination } from './lib/log-destination.ts';
import { createSecrets, loadSecretsKey } from './lib/secrets.ts';
import { PRUNE_EVERY_MS, pruneThrottleRecords } from './modules/auth/prune-throttle-records.ts';
import { demoLoginsText, isEmptyDatabase, seedDemoData } from './modules/demo/demo-data.ts';
import { createMailer } from './modules/mail/mailer.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const state = { migrated: false, shuttingDown: false };
  const secrets = createSecrets(loadSecretsKey({ envKey: config.SECRETS_KEY, dataDir: config.dataDir }));
  const deps: TDeps = { config, database, db: database.db, state, secrets, mailer: undefined as never };
  // Standard output may lose its reader (the process that started us exits): a log write never waits.
  const output = createLogDestination();
  process.on('exit', () => output.flush());
  const app = await buildApp(deps, {
    logger: { level: config.LOG_LEVEL, stream: output },
    serveWeb: config.NODE_ENV === 'production',
  });
  deps.mailer = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
  });

  await database.migrate();
  state.migrated = true;
  const seed =
    config.DEMO_DATA === 'on' ||
    (config.DEMO_DATA === 'auto' && database.kind === 'pglite' && (await isEmptyDatabase(database.db)));
  if (seed) await seedDemoData(database.db);

  // Housekeeping: throttle records that no limit counts any more are deleted once an hour.
  const prune = () =>
    pruneThrottleRecords(database.db).catch((err) =>
      app.log.warn({ err }, 'pruning throttle records failed'),
    );
  void prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  pruning.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    state.shuttingDown = true;
    clearInterval(pruning);
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown =
    config.HOST === '0.0.0.0' ? `${config.tls ? 'https' : 'http'}://localhost:${config.PORT}` : address;
  const db = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server';
  // One write, so whoever reads the address (a test, a script) also has the demo logins.
  const logins = database.kind === 'pglite' || seed ? `\n${demoLoginsText()}\n` : '';
  output.write(`\nPulseboard is running at ${shown} (${db})${logins}\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
