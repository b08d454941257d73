import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TTestApp, type TTestAppOptions } from './test-app.ts';

/** The demo login signed in under each key: every role of club 1, and `club2` for another club's admin. */
export const DEMO_ROLE_LOGINS = {
  accuro: 'admin@example.com',
  club: 'club.admin@example.com',
  locationAdmin: 'location.admin@example.com',
  trainerLeader: 'trainer.leader@example.com',
  coach: 'coach@example.com',
  member: 'member@example.com',
  club2: 'club2.admin@example.com',
} as const;

export type TDemoRoleKey = keyof typeof DEMO_ROLE_LOGINS;

export interface TTestFileApp extends Omit<TTestApp, 'close'> {
  /** A session token for each demo login, filled in before the file's first test. */
  tokens: Record<TDemoRoleKey, string>;
}

/**
 * The test file's app, in one line: `const t = useTestApp();` starts it with its own copy of the demo
 * database before the file's tests, signs in every demo login (`t.tokens.club`), and closes it after
 * them. Read `t.app`, `t.deps` and the tokens inside hooks and tests, once it has started.
 */
export function useTestApp(opts: TTestAppOptions = {}): TTestFileApp {
  let started: TTestApp | undefined;
  const tokens = {} as Record<TDemoRoleKey, string>;
  beforeAll(async () => {
    started = await createTestApp(opts);
    for (const [key, email] of Object.entries(DEMO_ROLE_LOGINS)) {
      tokens[key as TDemoRoleKey] = await started.tokenFor(email);
    }
  });
  afterAll(() => started?.close());
  const current = (): TTestApp => {
    if (!started) throw new Error('the test app starts in beforeAll: use it inside a hook or a test');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    tokenFor: (email, role) => current().tokenFor(email, role),
    tokens,
  };
}
