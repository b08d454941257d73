import { isClubAdminRole, mayGive, type TAccountAction } from '@pulseboard/contract/account-rules';
import type { TAccount, TAccountLogAction } from '@pulseboard/contract/accounts';
import type { TRole } from '@pulseboard/contract/roles';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { assertNotCommon, hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { insertAccountLog } from './account-logs.repository.ts';
import { noticeSignInChange } from './account-notices.ts';
import { assertLocationForRole, assertMayAct, rolesAfterAssign, rolesAfterRevoke } from './account-rules.ts';
import { type TAccountChanges, type TAccountRow, updateClubAccount } from './accounts.repository.ts';
import { assertLocationOfClub, loadClubAccount, toAccount } from './accounts.service.ts';

interface TTarget {
  deps: TDeps;
  principal: TPrincipal;
  clubId: number;
  accountId: number;
}

/**
 * One account action in one transaction: load the account of the club, check the caller may do this
 * to it (ACCOUNT_PERMISSIONS), work out the change, write it and its log row, and end the account's
 * sessions when asked; a password reset is then mailed to the account.
 */
async function act(
  { deps, principal, clubId, accountId }: TTarget,
  action: TAccountLogAction,
  opts: { permission: TAccountAction; allowSelf: boolean; revokeSessions?: boolean },
  change: (target: TAccountRow, tx: Tx) => Promise<{ values: TAccountChanges; detail?: string | null }>,
): Promise<TAccount> {
  const before = await deps.db.transaction(async (tx) => {
    const target = await loadClubAccount(tx, clubId, accountId);
    assertMayAct(principal, target, opts.permission, opts);
    const { values, detail } = await change(target, tx);
    await updateClubAccount(tx, clubId, accountId, values);
    if (opts.revokeSessions) await revokeUserSessions(tx, accountId);
    await insertAccountLog(tx, { clubId, userId: accountId, actorId: principal.userId, action, detail });
    return target;
  });
  if (opts.permission === 'resetPassword') {
    await noticeSignInChange(deps, 'password', before, before, principal.userId);
  }
  return toAccount(await loadClubAccount(deps.db, clubId, accountId));
}

const roleNotAssignable = () => new AppError('FORBIDDEN', { fields: { role: 'accounts.roleNotAssignable' } });

/** Makes the account a club admin with a role the caller may give; its old sessions carried the old role. */
export function assignClubAdmin(target: TTarget, role: TRole): Promise<TAccount> {
  if (!mayGive(target.principal.role, role)) throw roleNotAssignable();
  return act(
    target,
    'assign-club-admin',
    { permission: 'edit', allowSelf: false, revokeSessions: true },
    async (account) => {
      assertLocationForRole(role, account.locationId, 'role');
      return {
        values: rolesAfterAssign(account.memberRoles, role),
        detail: `${account.memberRole} -> ${role}`,
      };
    },
  );
}

/** Takes club admin away from an account whose role the caller could give; back to coach or member. */
export function revokeClubAdmin(target: TTarget): Promise<TAccount> {
  const opts = { permission: 'edit', allowSelf: false, revokeSessions: true } as const;
  return act(target, 'revoke-club-admin', opts, async (account) => {
    if (!isClubAdminRole(account.memberRole)) {
      throw new AppError('VALIDATION_FAILED', { fields: { accountId: 'accounts.notClubAdmin' } });
    }
    if (!mayGive(target.principal.role, account.memberRole)) throw roleNotAssignable();
    const values = rolesAfterRevoke(account.memberRoles);
    return { values, detail: `${account.memberRole} -> ${values.memberRole}` };
  });
}

export function unbindDevice(target: TTarget): Promise<TAccount> {
  return act(target, 'unbind-device', { permission: 'edit', allowSelf: true }, async (account) => ({
    values: { deviceId: null },
    detail: account.deviceId,
  }));
}

/**
 * Sets a new password without the old one (an admin's reset, only from a role above the account's);
 * every session of the account ends and its address is told.
 */
export async function changeAccountPassword(target: TTarget, password: string): Promise<TAccount> {
  assertNotCommon(password);
  const passwordHash = await hashPassword(password);
  const opts = { permission: 'resetPassword', allowSelf: false, revokeSessions: true } as const;
  return act(target, 'change-password', opts, async () => ({ values: { passwordHash } }));
}

export function setBeta(target: TTarget, enabled: boolean): Promise<TAccount> {
  const opts = { permission: 'edit', allowSelf: true } as const;
  return act(target, enabled ? 'enable-beta' : 'disable-beta', opts, async () => ({
    values: { betaEnabled: enabled },
  }));
}

export function updateLocation(target: TTarget, locationId: number | null): Promise<TAccount> {
  return act(target, 'update-location', { permission: 'edit', allowSelf: true }, async (account, tx) => {
    assertLocationForRole(account.memberRole, locationId);
    await assertLocationOfClub(tx, target.clubId, locationId);
    return {
      values: { locationId },
      detail: `${account.locationId ?? '-'} -> ${locationId ?? '-'}`,
    };
  });
}
