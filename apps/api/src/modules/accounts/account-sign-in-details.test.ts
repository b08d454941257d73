import type { TRole } from '@pulseboard/contract/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { type TDemoRoleKey, useTestApp } from '../../test-support/use-test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { updateUser } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { makeAccount } from './account-test-users.ts';

// Who may change another account's email or reset its password (ACCOUNT_PERMISSIONS), through the
// API: an actor role x a target role x an action -> allowed or refused. Written out by hand.
const t = useTestApp();
const CLUB = '/dashboard/clients/1/accounts';
const Y = true;
const N = false;
// biome-ignore format: one row per pair keeps the table readable.
const TABLE: [actor: TDemoRoleKey, target: TRole, changeEmail: boolean, resetPassword: boolean][] = [
  ['accuro',        'club',          Y, Y],
  ['accuro',        'locationAdmin', Y, Y],
  ['accuro',        'coach',         Y, Y],
  ['accuro',        'trainerLeader', Y, Y],
  ['accuro',        'member',        Y, Y],
  ['club',          'club',          N, N],
  ['club',          'locationAdmin', Y, Y],
  ['club',          'coach',         Y, Y],
  ['club',          'trainerLeader', Y, Y],
  ['club',          'member',        Y, Y],
  ['locationAdmin', 'club',          N, N],
  ['locationAdmin', 'locationAdmin', N, N],
  ['locationAdmin', 'coach',         Y, Y],
  ['locationAdmin', 'trainerLeader', Y, Y],
  ['locationAdmin', 'member',        Y, Y],
  ['trainerLeader', 'club',          N, N],
  ['trainerLeader', 'locationAdmin', N, N],
  ['trainerLeader', 'coach',         N, N],
  ['trainerLeader', 'trainerLeader', N, N],
  ['trainerLeader', 'member',        N, N],
  ['coach',         'member',        N, N],
  ['member',        'member',        N, N],
];

const mailsTo = (to: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const profileStatus = async (token: string) =>
  (await call(t.app, 'GET', '/dashboard/profile', { token })).status;

/** Checks what an allowed or refused change left behind: sessions, the notice, the account itself. */
async function expectOutcome(
  res: { status: number },
  allowed: boolean,
  target: { id: number; email: string },
  targetToken: string,
  subject: string,
) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, target.id));
  const notices = await mailsTo(target.email);
  if (allowed) {
    expect(res.status).toBe(200);
    expect(await profileStatus(targetToken)).toBe(401);
    expect(notices.map((m) => m.subject)).toEqual([subject]);
  } else {
    expect(res.status).toBe(403);
    expect(await profileStatus(targetToken)).toBe(200);
    expect(notices).toEqual([]);
    expect(row?.email).toBe(target.email);
    expect(row?.passwordHash).toBe('not-a-hash');
  }
}

describe.each(TABLE)('%s on a %s account', (actor, role, changeEmail, resetPassword) => {
  it(`changing its email: ${changeEmail ? 'allowed' : 'refused'}`, async () => {
    const target = await makeAccount(t, role);
    const targetToken = await t.tokenFor(target.email);
    const res = await call(t.app, 'PUT', `${CLUB}/${target.id}`, {
      token: t.tokens[actor],
      body: { email: `new-${target.email}`, firstName: 'Test', lastName: 'Person', locationId: 1 },
    });
    await expectOutcome(
      res,
      changeEmail,
      target,
      targetToken,
      'The email address of your Pulseboard account was changed',
    );
  });

  it(`resetting its password: ${resetPassword ? 'allowed' : 'refused'}`, async () => {
    const target = await makeAccount(t, role);
    const targetToken = await t.tokenFor(target.email);
    const res = await call(t.app, 'POST', `${CLUB}/${target.id}/actions/change-password`, {
      token: t.tokens[actor],
      body: { password: 'fresh-pass-77', confirmPassword: 'fresh-pass-77' },
    });
    await expectOutcome(
      res,
      resetPassword,
      target,
      targetToken,
      'The password of your Pulseboard account was reset',
    );
  });
});

describe('the notice of a changed email', () => {
  it('reaches the old address in its holder’s language, naming the new one and who changed it', async () => {
    const target = await makeAccount(t, 'coach');
    await t.deps.db.update(users).set({ language: 'es' }).where(eq(users.id, target.id));
    const res = await call(t.app, 'PUT', `${CLUB}/${target.id}`, {
      token: t.tokens.club,
      body: { email: 'moved@example.com', firstName: 'Test', lastName: 'Person' },
    });
    expect(res.status).toBe(200);
    const [notice] = await mailsTo(target.email);
    expect(notice?.subject).toBe('Se ha cambiado el correo electrónico de tu cuenta de Pulseboard');
    expect(notice?.text).toContain('moved@example.com');
    expect(notice?.text).toContain('club.admin@example.com');
    expect(await mailsTo('moved@example.com')).toEqual([]);
  });

  it('says why a peer’s email is refused, and lets names be edited without a notice', async () => {
    const target = await makeAccount(t, 'trainerLeader');
    const refused = await call(t.app, 'PUT', `${CLUB}/${target.id}`, {
      token: t.tokens.trainerLeader,
      lang: 'es',
      body: { email: 'taken-over@example.com', firstName: 'Test', lastName: 'Person' },
    });
    expect(refused.body.meta.message).toBe(
      'Solo un rol superior al de esta cuenta puede cambiar su correo electrónico o su contraseña',
    );
    const renamed = await call(t.app, 'PUT', `${CLUB}/${target.id}`, {
      token: t.tokens.trainerLeader,
      body: { email: target.email, firstName: 'Renamed', lastName: 'Person' },
    });
    expect(renamed.status).toBe(200);
    expect(await mailsTo(target.email)).toEqual([]);
  });

  it('keeps the session that changes its own email, ending the others, and tells the old address', async () => {
    const self = await makeAccount(t, 'club');
    await updateUser(t.deps.db, self.id, { passwordHash: await hashPassword('own-secret-1') });
    const current = await t.tokenFor(self.email);
    const elsewhere = await t.tokenFor(self.email);
    const change = (currentPassword?: string, lang?: string) =>
      call(t.app, 'PUT', `${CLUB}/${self.id}`, {
        token: current,
        lang,
        body: { email: `mine-${self.email}`, firstName: 'Test', lastName: 'Person', currentPassword },
      });
    // An open session alone does not move the account to another address: it takes the password.
    const without = await change(undefined, 'es');
    expect(without.status).toBe(400);
    expect(without.body.data.fields.currentPassword).toBe('Introduce tu contraseña actual');
    const wrong = await change('not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.currentPassword).toBe('The current password is not correct');
    expect(await profileStatus(elsewhere)).toBe(200);
    expect(await mailsTo(self.email)).toEqual([]);
    // Names alone need no password.
    const renamed = await call(t.app, 'PUT', `${CLUB}/${self.id}`, {
      token: current,
      body: { email: self.email, firstName: 'Own', lastName: 'Name' },
    });
    expect(renamed.status).toBe(200);
    const res = await change('own-secret-1');
    expect(res.status).toBe(200);
    expect(await profileStatus(current)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect((await mailsTo(self.email)).map((m) => m.subject)).toEqual([
      'The email address of your Pulseboard account was changed',
    ]);
  });
});
