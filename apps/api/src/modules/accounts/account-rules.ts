import {
  isClubAdminRole,
  mayActOnAccount,
  mayManageAccount,
  needsLocation,
  type TAccountAction,
} from '@pulseboard/contract/account-rules';
import type { TRole } from '@pulseboard/contract/roles';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';

// The API's side of the account rules: the pure predicates live in the contract (shared with the web);
// here they become refusals, and the role lists an account gets after a change are worked out.

/**
 * Refuses an action the table of who may do what to whom (ACCOUNT_PERMISSIONS) does not allow, and
 * (unless allowed) any action on the caller's own account, which has My Profile for that.
 */
export function assertMayAct(
  principal: TPrincipal,
  target: { id: number; memberRole: TRole },
  action: TAccountAction,
  opts: { allowSelf: boolean },
): void {
  if (target.id === principal.userId) {
    if (opts.allowSelf) return;
    throw new AppError('FORBIDDEN', { fields: { accountId: 'accounts.notYourself' } });
  }
  if (mayActOnAccount(principal.role, action, target.memberRole)) return;
  // Above the caller, or only the sign-in details of a peer (or, for a trainer leader, of anyone).
  const key = mayManageAccount(principal.role, target.memberRole)
    ? 'accounts.signInDetails'
    : 'accounts.senior';
  throw new AppError('FORBIDDEN', { fields: { accountId: key } });
}

/** A location admin keeps one location: refuses club-wide (null) for that role, naming the given field. */
export function assertLocationForRole(
  role: TRole,
  locationId: number | null,
  field: 'locationId' | 'role' = 'locationId',
): void {
  if (needsLocation(role) && locationId === null) throw fieldError(field, 'accounts.locationRequired');
}

const withoutAdminRoles = (roles: readonly TRole[]) =>
  roles.filter((r) => r !== 'accuro' && !isClubAdminRole(r));

/** Roles after being made club admin: the new role first, the account's other non-admin roles kept. */
export function rolesAfterAssign(memberRoles: readonly TRole[], role: TRole) {
  return { memberRole: role, memberRoles: [...new Set([role, ...withoutAdminRoles(memberRoles)])] };
}

/** Roles after revoking club admin: back to coach if the account also coaches, else member. */
export function rolesAfterRevoke(memberRoles: readonly TRole[]) {
  const kept = withoutAdminRoles(memberRoles);
  const memberRole: TRole = kept.includes('coach') ? 'coach' : 'member';
  return { memberRole, memberRoles: [...new Set([memberRole, ...kept])] };
}
