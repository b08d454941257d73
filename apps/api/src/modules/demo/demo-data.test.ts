import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createPlatformAdmin } from '../users/create-platform-admin.ts';
import { DEMO_LOGINS, seedDemoData } from './demo-data.ts';

const t = useTestApp();

// PGlite and node-postgres both answer raw SQL with { rows }.
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows;
const count = async (table: string) => (await rows(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n;

describe('demo data', () => {
  it('is idempotent and keeps identity sequences ahead of the seeded ids', async () => {
    const tables = ['users', 'clubs', 'locations', 'faqs', 'classes', 'workouts'];
    const before = await Promise.all(tables.map(count));
    await seedDemoData(t.deps.db);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    const logins = await rows(sql`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@example.com'`);
    expect(logins[0]?.n).toBeGreaterThanOrEqual(DEMO_LOGINS.length);
    expect(await count('workouts')).toBeGreaterThan(100);
    const inserted = await rows(sql`INSERT INTO clubs (name, code) VALUES ('New', 'NEW') RETURNING id`);
    expect(inserted[0]?.id).toBe(16);
  });

  it('seeds verified users only: the demo clubs added their members themselves', async () => {
    const unverified = await rows(sql`SELECT count(*)::int AS n FROM users WHERE verified_at IS NULL`);
    expect(unverified[0]?.n).toBe(0);
  });

  it('dates its members and sign-ups before their history: no one joins after their workouts or a challenge', async () => {
    const joinedLate = await rows(sql`
      SELECT count(*)::int AS n FROM users u
      WHERE u.created_at > (SELECT coalesce(min(w.start_time), now()) FROM workouts w WHERE w.user_id = u.id)`);
    expect(joinedLate[0]?.n).toBe(0);
    const signedUpLate = await rows(sql`
      SELECT count(*)::int AS n FROM challenge_participants p JOIN challenges c ON c.id = p.challenge_id
      WHERE p.joined_at > c.starts_at`);
    expect(signedUpLate[0]?.n).toBe(0);
    expect(await count('challenge_participants')).toBeGreaterThan(0);
  });

  it('holds every class at a location (the live demo class too), as My Sessions and the schedule show', async () => {
    const nowhere = await rows(sql`SELECT count(*)::int AS n FROM classes WHERE location_id IS NULL`);
    expect(nowhere[0]?.n).toBe(0);
  });

  it('has a club with the alternative wording id (15)', async () => {
    expect((await rows(sql`SELECT id FROM clubs WHERE id IN (15, 56)`)).length).toBeGreaterThan(0);
  });
});

describe('createPlatformAdmin', () => {
  it('creates an accuro user that can sign in, once', async () => {
    const input = {
      email: 'owner@example.com',
      password: 'correct horse battery',
      firstName: 'O',
      lastName: 'Wner',
    };
    const created = await createPlatformAdmin(t.deps.db, input);
    expect(created.ok).toBe(true);
    expect(await createPlatformAdmin(t.deps.db, input)).toEqual({ ok: false, reason: 'error.emailTaken' });
    expect(
      await createPlatformAdmin(t.deps.db, { ...input, email: 'x@example.com', password: 'password123' }),
    ).toEqual({
      ok: false,
      reason: 'validation.passwordCommon',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/dashboard/login',
      payload: { email: input.email, password: input.password },
    });
    const token = res.json().data.token;
    const profile = await t.app.inject({
      method: 'GET',
      url: '/dashboard/profile',
      headers: { 'x-authorization': token },
    });
    expect(profile.json().data.memberRole).toBe('accuro');
  });
});
