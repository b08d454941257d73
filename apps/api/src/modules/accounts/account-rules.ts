import { CLUB_ADMIN_ROLES } from '@pulseboard/contract/accounts';
import { ASSIGNABLE_ROLES, ROLES, type TRole } from '@pulseboard/contract/roles';
import { AppError } from '../../lib/app-error.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';

// Who may do what to which account (SPEC.md section 6). Seniority is the order of ROLES, most senior
// first; with it, "not senior to the caller" gives exactly ASSIGNABLE_ROLES for the admin roles.

const rank = (role: TRole) => ROLES.indexOf(role);

export const isClubAdminRole = (role: TRole) => (CLUB_ADMIN_ROLES as readonly TRole[]).includes(role);

/** The caller may give this role as club admin. */
export const mayGive = (caller: TRole, role: TRole) => ASSIGNABLE_ROLES[caller].includes(role);

/** A new account's role: one the caller may give, or coach when coach is not above the caller. */
export const mayCreate = (caller: TRole, role: TRole) =>
  role === 'coach' ? rank('coach') >= rank(caller) : mayGive(caller, role);

/**
 * Refuses acting on a platform admin, on an account above the caller, and (unless allowed) on the
 * caller's own account, which has My Profile for that.
 */
export function assertMayManage(
  principal: TPrincipal,
  target: { id: number; memberRole: TRole },
  opts: { allowSelf: boolean },
): void {
  if (target.id === principal.userId) {
    if (opts.allowSelf) return;
    throw new AppError('FORBIDDEN', { fields: { accountId: 'accounts.notYourself' } });
  }
  if (target.memberRole === 'accuro' || rank(target.memberRole) < rank(principal.role)) {
    throw new AppError('FORBIDDEN', { fields: { accountId: 'accounts.senior' } });
  }
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
