import { DEFAULT_CLUB_MODULES } from '@pulseboard/contract/club-modules';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restoreAfterTest } from '../../test-support/restore-after-test.ts';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { bodyMetrics, bpReadings } from '../member-history/member-history.table.ts';
import { users } from '../users/users.table.ts';
import { workouts } from '../workouts/workouts.table.ts';

const t = useTestApp();

describe('module switches and privacy', () => {
  it('defaults every module on, saves switches and shows them in the club brief', async () => {
    await restoreAfterTest(t.deps.db, clubs, eq(clubs.id, 1));
    expect(
      (await call(t.app, 'GET', '/dashboard/clients/1/modules', { token: t.tokens.club })).body.data,
    ).toEqual(DEFAULT_CLUB_MODULES);
    const saved = await call(t.app, 'POST', '/dashboard/clients/1/modules', {
      token: t.tokens.club,
      body: { ...DEFAULT_CLUB_MODULES, rewards: false, marketing: false },
    });
    expect(saved.body.data).toMatchObject({ rewards: false, marketing: false, challenges: true });
    const brief = await call(t.app, 'GET', '/dashboard/clients/1/brief', {
      token: await t.tokenFor('member@example.com'),
    });
    expect(brief.body.data.modules.rewards).toBe(false);
  });

  it('saves privacy settings and refuses unknown values', async () => {
    await restoreAfterTest(t.deps.db, clubs, eq(clubs.id, 1));
    const body = {
      hideFromPublicLeaderboards: true,
      leaderboardNameDisplay: 'initials',
      showAvatarsOnLeaderboards: false,
    };
    const res = await call(t.app, 'POST', '/dashboard/clients/1/privacy', { token: t.tokens.club, body });
    expect(res.body.data).toEqual(body);
    const bad = await call(t.app, 'POST', '/dashboard/clients/1/privacy', {
      token: t.tokens.club,
      body: { ...body, leaderboardNameDisplay: 'shout' },
    });
    expect(bad.status).toBe(400);
  });

  it('lets only the club’s owners change them', async () => {
    const coach = await t.tokenFor('coach@example.com');
    expect(
      (
        await call(t.app, 'POST', '/dashboard/clients/1/modules', {
          token: coach,
          body: DEFAULT_CLUB_MODULES,
        })
      ).status,
    ).toBe(403);
    const other = await t.tokenFor('club2.admin@example.com');
    expect(
      (
        await call(t.app, 'POST', '/dashboard/clients/1/modules', {
          token: other,
          body: DEFAULT_CLUB_MODULES,
        })
      ).status,
    ).toBe(403);
  });
});

describe('member data: export and erase', () => {
  const memberId = async () => {
    const [row] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@example.com'));
    return row?.id ?? 0;
  };

  it('exports one member’s data without the password hash', async () => {
    const id = await memberId();
    const res = await call(t.app, 'GET', `/dashboard/clients/1/privacy/members/${id}/export`, {
      token: t.tokens.club,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`member-${id}.json`);
    expect(res.body.data.profile.email).toBe('member@example.com');
    expect(res.body.data.workouts.length).toBeGreaterThan(0);
    expect(res.body.data).toHaveProperty('bodyMetrics');
    expect(res.body.data).toHaveProperty('bloodPressure');
    // A stored curve is given as beats per minute.
    const curve = res.body.data.workouts.find((w: { samples: unknown }) => Array.isArray(w.samples));
    if (curve) expect(typeof curve.samples.find((bpm: number | null) => bpm !== null)).toBe('number');
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('refuses a member of another club', async () => {
    const id = await memberId();
    const other = await t.tokenFor('club2.admin@example.com');
    expect(
      (await call(t.app, 'GET', `/dashboard/clients/15/privacy/members/${id}/export`, { token: other }))
        .status,
    ).toBe(404);
  });

  it('erases personal data, ends sign-in, and keeps the workouts in the totals', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'member@example.com'));
    const id = await memberId();
    const token = await t.tokenFor('member@example.com');
    const count = async () =>
      (
        await t.deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(workouts)
          .where(eq(workouts.userId, id))
      )[0]?.n;
    const before = await count();
    await t.deps.db
      .insert(bodyMetrics)
      .values({ userId: id, name: 'bodyFat', value: 20, measuredAt: new Date() });
    await t.deps.db
      .insert(bpReadings)
      .values({ userId: id, systolic: 120, diastolic: 80, measuredAt: new Date() });
    const res = await call(t.app, 'POST', `/dashboard/clients/1/privacy/members/${id}/actions/erase`, {
      token: t.tokens.club,
    });
    expect(res.status).toBe(200);
    expect(res.body.meta.message).toMatch(/personal data has been erased/);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      firstName: 'Erased',
      birthDate: null,
      status: 'disabled',
      email: `erased-${id}@erased.invalid`,
    });
    expect(row?.erasedAt).toBeInstanceOf(Date);
    expect(await count()).toBe(before);
    // Health data goes: body metrics, blood pressure, the workouts' curves.
    expect(await t.deps.db.$count(bodyMetrics, eq(bodyMetrics.userId, id))).toBe(0);
    expect(await t.deps.db.$count(bpReadings, eq(bpReadings.userId, id))).toBe(0);
    expect(
      await t.deps.db.$count(workouts, sql`${workouts.userId} = ${id} AND ${workouts.samples} IS NOT NULL`),
    ).toBe(0);
    expect((await call(t.app, 'GET', '/dashboard/profile', { token })).body.code).toBe(50008);
    const login = await call(t.app, 'POST', '/dashboard/login', {
      body: { email: 'member@example.com', password: 'demo1234' },
    });
    expect(login.status).toBe(401);
  });

  it('does not erase staff accounts this way', async () => {
    const [coach] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'coach@example.com'));
    const res = await call(t.app, 'POST', `/dashboard/clients/1/privacy/members/${coach?.id}/actions/erase`, {
      token: t.tokens.club,
    });
    expect(res.status).toBe(403);
  });
});
