import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { users } from '../users/users.table.ts';
import { pointsLedger } from './members.table.ts';
import { recordPoints } from './points.service.ts';

const t = useTestApp();

/** A demo member with an empty ledger: the seeded workouts' points are taken off first. */
async function idOf(email: string) {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  await t.deps.db
    .delete(pointsLedger)
    .where(and(eq(pointsLedger.userId, row.id), eq(pointsLedger.kind, 'workout')));
  return row.id;
}
const points = (id: number, token = t.tokens.coach) =>
  call(t.app, 'GET', `/dashboard/clients/1/members/${id}/points`, { token });
const award = (id: number, body: object, lang?: string) =>
  call(t.app, 'POST', `/dashboard/clients/1/members/${id}/actions/award-points`, {
    token: t.tokens.club,
    body,
    lang,
  });

describe('the points ledger', () => {
  it('sums earned, spent and spendable after award, deduction, order and refund', async () => {
    const id = await idOf('member11.club1@example.com');
    expect((await points(id)).body.data).toEqual({ earned: 0, spent: 0, spendable: 0 });
    expect((await award(id, { amount: 100, rationale: 'Welcome bonus' })).body.data).toEqual({
      earned: 100,
      spent: 0,
      spendable: 100,
    });
    expect((await award(id, { amount: -30, rationale: 'Correction' })).body.data).toEqual({
      earned: 70,
      spent: 0,
      spendable: 70,
    });
    await t.deps.db.transaction((tx) =>
      recordPoints(tx, { clubId: 1, userId: id, amount: -50, kind: 'reward_order', reference: 'order:1' }),
    );
    expect((await points(id)).body.data).toEqual({ earned: 70, spent: 50, spendable: 20 });
    const refund = { clubId: 1, userId: id, amount: 50, kind: 'refund' as const, reference: 'order:1' };
    const first = await t.deps.db.transaction((tx) => recordPoints(tx, refund));
    const second = await t.deps.db.transaction((tx) => recordPoints(tx, refund));
    expect([first.recorded, second.recorded]).toEqual([true, false]);
    expect((await points(id)).body.data).toEqual({ earned: 70, spent: 0, spendable: 70 });
    const rows = await t.deps.db.select().from(pointsLedger).where(eq(pointsLedger.userId, id));
    expect(rows.find((r) => r.rationale === 'Welcome bonus')).toMatchObject({ kind: 'manual', amount: 100 });
    const history = await call(t.app, 'GET', `/dashboard/clients/1/members/${id}/points/history?pageSize=3`, {
      token: t.tokens.coach,
    });
    expect(history.status).toBe(200);
    expect(history.body.data.totalRecords).toBe(4);
    expect(history.body.data.list.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['refund', 50],
      ['reward_order', -50],
      ['manual', -30],
    ]);
    expect(history.body.data.list[2]).toMatchObject({ rationale: 'Correction', createdByName: 'Carla Club' });
    expect(history.body.data.list[0]).toMatchObject({ reference: 'order:1', createdByName: null });
  });

  it('writes nothing when the caller’s transaction fails', async () => {
    const id = await idOf('member12.club1@example.com');
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordPoints(tx, {
          clubId: 1,
          userId: id,
          amount: 40,
          kind: 'workout',
          reference: 'workout:x',
        });
        throw new Error('the workout failed');
      }),
    ).rejects.toThrow('the workout failed');
    expect((await points(id)).body.data.earned).toBe(0);
  });

  it('refuses a deduction beyond the spendable points, and bad amounts, in English and Spanish', async () => {
    const id = await idOf('member13.club1@example.com');
    await award(id, { amount: 10, rationale: 'Class' });
    const over = await award(id, { amount: -11, rationale: 'Too much' });
    expect(over.status).toBe(409);
    expect(over.body.meta.message).toBe('The member has only 10 spendable points');
    const overEs = await award(id, { amount: -11, rationale: 'Demasiado' }, 'es');
    expect(overEs.body.meta.message).toBe('El socio solo tiene 10 puntos disponibles');
    const zero = await award(id, { amount: 0, rationale: 'Nothing' });
    expect(zero.status).toBe(400);
    expect(zero.body.meta.message).toBe(
      'Please enter a whole number of points other than 0, from -100000 to 100000',
    );
    const noReason = await award(id, { amount: 5, rationale: ' ' }, 'es');
    expect(noReason.body.meta.message).toBe('Introduce el motivo');
    expect((await points(id)).body.data.spendable).toBe(10);
  });

  it('is read by the club’s staff only', async () => {
    const id = await idOf('member13.club1@example.com');
    expect((await points(id, t.tokens.member)).status).toBe(403);
    const foreign = await idOf('member01.club15@example.com');
    const history = await call(t.app, 'GET', `/dashboard/clients/1/members/${foreign}/points/history`, {
      token: t.tokens.club,
    });
    expect(history.status).toBe(404);
    expect(
      (await call(t.app, 'GET', `/dashboard/clients/1/members/${id}/points`, { token: t.tokens.club2 }))
        .status,
    ).toBe(403);
  });
});
