// npm run seed:demo: adds the demo clubs and logins to the configured database (idempotent).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { demoLoginsText, seedDemoData } from '../modules/demo/demo-data.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  await seedDemoData(database.db);
  console.log(demoLoginsText());
} finally {
  await database.close();
}
