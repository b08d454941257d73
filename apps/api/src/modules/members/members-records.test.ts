import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { users } from '../users/users.table.ts';
import { memberVisits } from './members.table.ts';

const t = useTestApp();

async function idOf(email: string) {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
const demoMember = (n: number) => `member${String(n).padStart(2, '0')}.club1@example.com`;
const act = (memberId: number, action: string, body: object = {}, token = t.tokens.club, lang?: string) =>
  call(t.app, 'POST', `/dashboard/clients/1/members/${memberId}/actions/${action}`, { token, body, lang });
const options = (token = t.tokens.club) =>
  call(t.app, 'GET', '/dashboard/clients/1/members/options', { token });

describe('the club’s journey levels and XGT phases', () => {
  it('start with the defaults, are saved by the club’s owner and checked on assignment', async () => {
    const start = await options(t.tokens.coach);
    expect(start.status).toBe(200);
    expect(start.body.data.journeyLevels).toContain('Beginner');
    expect(start.body.data.xgtPhases).toContain('Phase 1');
    const id = await idOf(demoMember(7));
    const set = await act(id, 'assign-journey-level', { journeyLevel: 'Beginner' });
    expect(set.status).toBe(200);
    expect(set.body.data.journeyLevel).toBe('Beginner');

    const saved = await call(t.app, 'POST', '/dashboard/clients/1/members/options', {
      token: t.tokens.club,
      body: { journeyLevels: ['Rookie', 'Pro'], xgtPhases: ['Base', 'Build'] },
    });
    expect(saved.status).toBe(200);
    expect((await options()).body.data).toEqual({
      journeyLevels: ['Rookie', 'Pro'],
      xgtPhases: ['Base', 'Build'],
    });
    const other = await call(t.app, 'GET', '/dashboard/clients/15/members/options', {
      token: t.tokens.club2,
    });
    expect(other.body.data.journeyLevels).toContain('Beginner');

    // A member who holds a value that left the list keeps it when their level is saved unchanged...
    const kept = await act(id, 'assign-journey-level', { journeyLevel: 'Beginner' });
    expect(kept.status).toBe(200);
    expect(kept.body.data.journeyLevel).toBe('Beginner');
    // ...but nobody is given it anew.
    const old = await act(await idOf(demoMember(8)), 'assign-journey-level', { journeyLevel: 'Beginner' });
    expect(old.status).toBe(400);
    expect(old.body.meta.message).toBe('Please select one of the club’s journey levels');
    const es = await act(id, 'assign-xgt-phase', { xgtPhase: 'Phase 1' }, t.tokens.club, 'es');
    expect(es.body.meta.message).toBe('Selecciona una de las fases XGT del club');
    expect((await act(id, 'assign-xgt-phase', { xgtPhase: 'Build' })).body.data.xgtPhase).toBe('Build');
    expect((await act(id, 'assign-journey-level', { journeyLevel: null })).body.data.journeyLevel).toBeNull();
  });

  it('refuses empty, duplicate or foreign updates', async () => {
    const post = (body: object, token = t.tokens.club, lang?: string) =>
      call(t.app, 'POST', '/dashboard/clients/1/members/options', { token, body, lang });
    const empty = await post({ journeyLevels: [], xgtPhases: ['A'] });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields.journeyLevels).toBe(
      'Please enter from 1 to 30 journey levels of at most 40 characters each',
    );
    const twice = await post({ journeyLevels: ['A', 'a'], xgtPhases: ['B'] }, t.tokens.club, 'es');
    expect(twice.body.meta.message).toBe('Cada elemento solo puede aparecer una vez');
    expect((await post({ journeyLevels: ['A'], xgtPhases: ['B'] }, t.tokens.coach)).status).toBe(403);
    expect((await post({ journeyLevels: ['A'], xgtPhases: ['B'] }, t.tokens.club2)).status).toBe(403);
  });
});

describe('assign-pod and unassign-pod', () => {
  it('lend and take back a pod through the loaner pods’ rules', async () => {
    const pod = await call(t.app, 'PUT', '/dashboard/clients/1/loaner-pods', {
      token: t.tokens.club,
      body: { barcode: 'POD-ACT-1' },
    });
    expect(pod.status).toBe(200);
    const podId = pod.body.data.id;
    const a = await idOf(demoMember(8));
    const b = await idOf(demoMember(9));
    const lent = await act(a, 'assign-pod', { podId }, t.tokens.coach);
    expect(lent.status).toBe(200);
    expect(lent.body.data).toMatchObject({ podId, podBarcode: 'POD-ACT-1' });
    const taken = await act(b, 'assign-pod', { podId }, t.tokens.coach);
    expect(taken.status).toBe(409);
    expect(taken.body.meta.message).toMatch(/^This pod is already lent to /);
    const back = await act(a, 'unassign-pod', {}, t.tokens.coach);
    expect(back.body.data).toMatchObject({ podId: null, podBarcode: null });
    const none = await act(a, 'unassign-pod', {}, t.tokens.coach, 'es');
    expect(none.status).toBe(409);
    expect(none.body.meta.message).toBe('Este socio no tiene ningún pod');
    const missing = await act(a, 'assign-pod', {}, t.tokens.coach);
    expect(missing.status).toBe(400);
    expect(missing.body.meta.message).toBe('Please select a pod');
    expect((await act(a, 'assign-pod', { podId: 999999 }, t.tokens.coach)).status).toBe(404);
  });
});

describe('GET .../members/{memberId}/visits', () => {
  it('pages the member’s visits, newest first, and only this club’s', async () => {
    const id = await idOf(demoMember(10));
    const empty = await call(t.app, 'GET', `/dashboard/clients/1/members/${id}/visits`, {
      token: t.tokens.coach,
    });
    expect(empty.body.data).toEqual({ list: [], totalRecords: 0 });
    await t.deps.db.insert(memberVisits).values(
      [1, 2, 3].map((n) => ({
        clubId: 1,
        userId: id,
        source: 'mindbody' as const,
        externalId: `v-${n}`,
        locationId: 1,
        className: `Class ${n}`,
        visitedAt: new Date(Date.UTC(2026, 0, n)),
      })),
    );
    const page1 = await call(t.app, 'GET', `/dashboard/clients/1/members/${id}/visits?pageSize=2`, {
      token: t.tokens.coach,
    });
    expect(page1.status).toBe(200);
    expect(page1.body.data.totalRecords).toBe(3);
    expect(page1.body.data.list.map((v: { className: string }) => v.className)).toEqual([
      'Class 3',
      'Class 2',
    ]);
    expect(page1.body.data.list[0].locationName).toBeTruthy();
    const page2 = await call(t.app, 'GET', `/dashboard/clients/1/members/${id}/visits?page=2&pageSize=2`, {
      token: t.tokens.coach,
    });
    expect(page2.body.data.list).toHaveLength(1);
    expect(page2.body.data.totalRecords).toBe(3);
    const bad = await call(t.app, 'GET', `/dashboard/clients/1/members/${id}/visits?page=0`, {
      token: t.tokens.coach,
    });
    expect(bad.status).toBe(400);
  });
});
