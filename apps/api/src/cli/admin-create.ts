// npm run admin:create -- --email you@example.com --password '...' [--first-name A --last-name B]
import { parseArgs } from 'node:util';
import { ZEmail, ZPassword } from '@pulseboard/contract/auth';
import { translate } from '@pulseboard/contract/messages';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createPlatformAdmin } from '../modules/users/create-platform-admin.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Platform' },
    'last-name': { type: 'string', default: 'Admin' },
  },
});
const email = ZEmail.safeParse(values.email ?? '');
const password = ZPassword.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  if (!email.success) console.error(`--email: ${translate('validation.email', 'en')}`);
  if (!password.success) console.error(`--password: ${translate('validation.password', 'en')}`);
  console.error("Usage: npm run admin:create -- --email you@example.com --password 'a strong password'");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await createPlatformAdmin(database.db, {
    email: email.data,
    password: password.data,
    firstName: values['first-name'] ?? 'Platform',
    lastName: values['last-name'] ?? 'Admin',
  });
  if (!result.ok) {
    console.error(translate(result.reason, 'en'));
    process.exitCode = 1;
  } else {
    console.log(`Platform admin ${email.data} created (user ${result.userId}).`);
  }
} finally {
  await database.close();
}
