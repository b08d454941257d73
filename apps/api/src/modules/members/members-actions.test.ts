import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { sessions } from '../auth/auth.table.ts';
import { clubIntegrations } from '../integrations/integrations.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { users } from '../users/users.table.ts';

const t = useTestApp();

async function idOf(email: string) {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
const demoMember = (n: number) => `member${String(n).padStart(2, '0')}.club1@example.com`;
const act = (
  memberId: number,
  action: string,
  opts: { body?: object; token?: string; lang?: string; club?: number } = {},
) =>
  call(t.app, 'POST', `/dashboard/clients/${opts.club ?? 1}/members/${memberId}/actions/${action}`, {
    token: opts.token ?? t.tokens.club,
    body: opts.body ?? {},
    lang: opts.lang,
  });
const profileWith = (token: string) => call(t.app, 'GET', '/dashboard/profile', { token });

describe('POST .../members/{memberId}/actions/disable and enable', () => {
  it('ends the member’s sessions at once and lets them sign in again once enabled', async () => {
    const email = demoMember(1);
    const id = await idOf(email);
    const token = await t.tokenFor(email);
    expect((await profileWith(token)).status).toBe(200);
    const off = await act(id, 'disable');
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ userId: id, status: 'disabled' });
    expect((await profileWith(token)).status).toBe(401);
    const login = await call(t.app, 'POST', '/dashboard/login', { body: { email, password: 'demo1234' } });
    expect(login.status).toBeGreaterThanOrEqual(400);
    const on = await act(id, 'enable');
    expect(on.body.data.status).toBe('enabled');
    expect((await profileWith(await t.tokenFor(email))).status).toBe(200);
  });
});

describe('POST .../actions/change-password', () => {
  it('refuses a short password and two different ones, in English and Spanish', async () => {
    const id = await idOf(demoMember(2));
    const short = await act(id, 'change-password', { body: { password: 'abc', confirmPassword: 'abc' } });
    expect(short.status).toBe(400);
    expect(short.body.meta.message).toBe('The password can not be less than 6 digits');
    const es = await act(id, 'change-password', {
      body: { password: 'abc', confirmPassword: 'abc' },
      lang: 'es',
    });
    expect(es.body.meta.message).toBe('La contraseña no puede tener menos de 6 caracteres');
    const differ = await act(id, 'change-password', {
      body: { password: 'long enough 1', confirmPassword: 'long enough 2' },
    });
    expect(differ.status).toBe(400);
    expect(differ.body.meta.message).toBe('The two passwords are different');
  });

  it('sets the password and ends every session of the member', async () => {
    const email = demoMember(2);
    const id = await idOf(email);
    const token = await t.tokenFor(email);
    const res = await act(id, 'change-password', {
      body: { password: 'a new secret 42', confirmPassword: 'a new secret 42' },
    });
    expect(res.status).toBe(200);
    expect((await profileWith(token)).status).toBe(401);
    const login = await call(t.app, 'POST', '/dashboard/login', {
      body: { email, password: 'a new secret 42' },
    });
    expect(login.status).toBe(200);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.map((m) => m.subject)).toContain('The password of your Pulseboard account was reset');
    expect(mails.find((m) => m.subject.includes('reset'))?.text).toContain('Carla Club');
  });
});

describe('POST .../actions/verify', () => {
  it('marks an unverified member verified and keeps the first time on a second call', async () => {
    const id = await idOf(demoMember(3));
    await t.deps.db.update(users).set({ verifiedAt: null }).where(eq(users.id, id));
    const res = await act(id, 'verify');
    expect(res.status).toBe(200);
    expect(res.body.data.verified).toBe(true);
    const [first] = await t.deps.db.select({ at: users.verifiedAt }).from(users).where(eq(users.id, id));
    expect((await act(id, 'verify')).status).toBe(200);
    const [second] = await t.deps.db.select({ at: users.verifiedAt }).from(users).where(eq(users.id, id));
    expect(second?.at?.getTime()).toBe(first?.at?.getTime());
  });
});

describe('DELETE .../actions/delete', () => {
  it('erases the member in one go: no sign-in, gone from the list, email free again', async () => {
    const email = demoMember(4);
    const id = await idOf(email);
    await t.deps.db
      .update(users)
      .set({ deviceId: '0x1F', deviceIdNum: 31, journeyLevel: 'Elite' })
      .where(eq(users.id, id));
    const token = await t.tokenFor(email);
    const res = await call(t.app, 'DELETE', `/dashboard/clients/1/members/${id}/actions/delete`, {
      token: t.tokens.club,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect((await profileWith(token)).status).toBe(401);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
    expect(row?.email).not.toBe(email);
    expect(row?.erasedAt).not.toBeNull();
    expect(row).toMatchObject({ deviceId: null, deviceIdNum: null, journeyLevel: null, status: 'disabled' });
    const live = await t.deps.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const list = await call(t.app, 'POST', '/dashboard/clients/1/members/page/1?pageSize=100', {
      token: t.tokens.club,
      body: {},
    });
    expect(list.body.data.list.map((m: { userId: number }) => m.userId)).not.toContain(id);
    const again = await call(t.app, 'DELETE', `/dashboard/clients/1/members/${id}/actions/delete`, {
      token: t.tokens.club,
    });
    expect(again.status).toBe(404);
  });
});

describe('refresh-mindbody-visits and refresh-momence-visits', () => {
  it('say plainly that the integration is not configured, in English and Spanish', async () => {
    const id = await idOf(demoMember(5));
    const mindbody = await act(id, 'refresh-mindbody-visits');
    expect(mindbody.status).toBe(409);
    expect(mindbody.body.code).toBe(40920);
    expect(mindbody.body.meta.message).toBe('The Mindbody integration is not configured for this club');
    const momence = await act(id, 'refresh-momence-visits', { lang: 'es' });
    expect(momence.status).toBe(409);
    expect(momence.body.meta.message).toBe('La integración con Momence no está configurada para este club');
  });

  it('say that fetching is not available yet, not "not configured", once the club has set it up', async () => {
    const setUp = await call(t.app, 'POST', '/dashboard/clients/1/integrations/mindbody', {
      token: t.tokens.club,
      body: { enabled: true, config: { siteId: '12345' }, secrets: { apiKey: 'abc' } },
    });
    expect(setUp.status).toBe(200);
    onTestFinished(async () => {
      await t.deps.db
        .delete(clubIntegrations)
        .where(and(eq(clubIntegrations.clubId, 1), eq(clubIntegrations.provider, 'mindbody')));
    });
    const id = await idOf(demoMember(5));
    const mindbody = await act(id, 'refresh-mindbody-visits');
    expect(mindbody.status).toBe(409);
    expect(mindbody.body.code).toBe(40921);
    expect(mindbody.body.meta.message).toMatch(/^Visits cannot be fetched from Mindbody yet/);
    // Momence is still not set up.
    expect((await act(id, 'refresh-momence-visits')).body.code).toBe(40920);
  });
});

describe('who may act on whom', () => {
  const every = [
    'change-password',
    'disable',
    'enable',
    'verify',
    'assign-pod',
    'unassign-pod',
    'assign-journey-level',
    'assign-xgt-phase',
    'refresh-mindbody-visits',
    'refresh-momence-visits',
    'award-points',
  ];

  it('answers 404 for a member of another club, staff or an unknown id, and 403 for another club’s admin', async () => {
    const foreign = await idOf('member01.club15@example.com');
    const staff = await idOf('location.admin@example.com');
    for (const action of every) {
      for (const id of [foreign, staff, 999999]) {
        const res = await act(id, action, {
          body: {
            podId: 1,
            journeyLevel: null,
            xgtPhase: null,
            amount: 1,
            rationale: 'x',
            password: 'abcdef1',
            confirmPassword: 'abcdef1',
          },
        });
        expect(res.status, `${action} ${id}`).toBe(404);
      }
      const own = await idOf(demoMember(6));
      expect((await act(own, action, { token: t.tokens.club2 })).status, action).toBe(403);
    }
    for (const path of ['visits', 'points']) {
      const res = await call(t.app, 'GET', `/dashboard/clients/1/members/${foreign}/${path}`, {
        token: t.tokens.club,
      });
      expect(res.status).toBe(404);
      expect(res.body.meta.message).toBe('This member does not belong to this club');
    }
    const del = await call(t.app, 'DELETE', `/dashboard/clients/1/members/${foreign}/actions/delete`, {
      token: t.tokens.club,
    });
    expect(del.status).toBe(404);
  });

  it('acts on a coach the Members tab lists too, but leaves erasing a login to the Admins tab', async () => {
    const coach = await idOf('coach@example.com');
    const res = await act(coach, 'assign-journey-level', { body: { journeyLevel: 'Elite' } });
    expect(res.status).toBe(200);
    expect(res.body.data.journeyLevel).toBe('Elite');
    const del = await call(t.app, 'DELETE', `/dashboard/clients/1/members/${coach}/actions/delete`, {
      token: t.tokens.club,
    });
    expect(del.status).toBe(403);
    expect(del.body.meta.message).toBe(
      'A coach also signs in as staff: delete their login from the Admins tab',
    );
  });

  it('keeps members and coaches out of the manager actions', async () => {
    const id = await idOf(demoMember(6));
    expect((await act(id, 'disable', { token: t.tokens.member })).status).toBe(403);
    expect((await act(id, 'disable', { token: t.tokens.coach })).status).toBe(403);
    const points = await call(t.app, 'GET', `/dashboard/clients/1/members/${id}/points`, {
      token: t.tokens.member,
    });
    expect(points.status).toBe(403);
  });
});
