import { translate } from '@pulseboard/contract/messages';
import { estimatedMaxHr } from '@pulseboard/core/heart-rate';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';

const t = useTestApp();
let mia = 0;
let foreign = 0;
let coach = 0;
let admin = 0;

beforeAll(async () => {
  mia = (await findUserByEmail(t.deps.db, 'member@example.com'))?.id ?? 0;
  foreign = (await findUserByEmail(t.deps.db, 'member01.club15@example.com'))?.id ?? 0;
  coach = (await findUserByEmail(t.deps.db, 'coach@example.com'))?.id ?? 0;
  admin = (await findUserByEmail(t.deps.db, 'location.admin@example.com'))?.id ?? 0;
});

const detail = (memberId: number, token = t.tokens.coach, club = 1, lang?: string) =>
  call(t.app, 'GET', `/dashboard/clients/${club}/members/${memberId}`, { token, lang });

describe('GET /dashboard/clients/{id}/members/{memberId}', () => {
  it('reads one member with the profile the detail page shows, max HR estimated from the age', async () => {
    await t.deps.db
      .update(users)
      .set({
        birthDate: '1990-06-15',
        gender: 'female',
        weight: 61.5,
        maxHr: null,
        journeyLevel: 'Bronze',
        verifiedAt: new Date(),
      })
      .where(eq(users.id, mia));
    const res = await detail(mia);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: mia,
      name: 'Mia Member',
      email: 'member@example.com',
      status: 'enabled',
      verified: true,
      birthDate: '1990-06-15',
      gender: 'female',
      weight: 61.5,
      preferUnit: 'metric',
      journeyLevel: 'Bronze',
      xgtPhase: null,
      podId: null,
      maxHr: null,
      effectiveMaxHr: estimatedMaxHr('1990-06-15', new Date()),
    });
    expect(res.body.data.locationName).toEqual(expect.any(String));
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });

  it('says when max HR was set by hand, and has none without a birth date', async () => {
    await t.deps.db.update(users).set({ maxHr: 188 }).where(eq(users.id, mia));
    expect((await detail(mia, t.tokens.accuro)).body.data).toMatchObject({ maxHr: 188, effectiveMaxHr: 188 });
    await t.deps.db
      .update(users)
      .set({ maxHr: null, birthDate: null, verifiedAt: null })
      .where(eq(users.id, mia));
    expect((await detail(mia, t.tokens.club)).body.data).toMatchObject({
      maxHr: null,
      effectiveMaxHr: null,
      verified: false,
    });
  });

  it('refuses another club’s staff and members, and answers 404 for a user who is not one of this club’s members or coaches', async () => {
    expect((await detail(mia, t.tokens.club2)).status).toBe(403);
    expect((await detail(mia, t.tokens.member)).status).toBe(403);
    expect((await call(t.app, 'GET', `/dashboard/clients/1/members/${mia}`)).status).toBe(401);
    expect((await detail(coach)).body.data).toMatchObject({ userId: coach, memberRole: 'coach' });
    for (const id of [foreign, admin, 999_999]) {
      const res = await detail(id);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.data.fields.memberId).toBe(translate('memberHistory.memberNotFound', 'en'));
    }
    const es = await detail(foreign, t.tokens.coach, 1, 'es');
    expect(es.body.data.fields.memberId).toBe(translate('memberHistory.memberNotFound', 'es'));
    expect((await detail(0)).status).toBe(400);
  });
});
