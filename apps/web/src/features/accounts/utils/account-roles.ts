import { ACCOUNT_ADMIN_ROLES, ACCOUNT_CREATE_ROLES, CLUB_ADMIN_ROLES } from '@pulseboard/contract/accounts';
import { ASSIGNABLE_ROLES, ROLES, type TRole } from '@pulseboard/contract/roles';

// What the Admins tab offers each caller; the API applies the same rules again (SPEC.md section 6).

const rank = (role: TRole) => ROLES.indexOf(role);
type TClubAdminRole = (typeof CLUB_ADMIN_ROLES)[number];
type TCreateRole = (typeof ACCOUNT_CREATE_ROLES)[number];

/** Who sees the Admins tab at all. */
export function mayOpenAdmins(caller: TRole): boolean {
  return (ACCOUNT_ADMIN_ROLES as readonly TRole[]).includes(caller);
}

/** The club-admin roles the caller may give, most senior first. */
export function assignableRoles(caller: TRole): TClubAdminRole[] {
  return CLUB_ADMIN_ROLES.filter((role) => ASSIGNABLE_ROLES[caller].includes(role));
}

/** Roles a new account may get: an assignable one, or coach when coach is not above the caller. */
export function creatableRoles(caller: TRole): TCreateRole[] {
  if (!mayOpenAdmins(caller)) return [];
  return ACCOUNT_CREATE_ROLES.filter((role) =>
    role === 'coach' ? rank('coach') >= rank(caller) : ASSIGNABLE_ROLES[caller].includes(role),
  );
}

/** The caller may act on this account: never a platform admin, never one above the caller. */
export function mayManageAccount(caller: TRole, target: TRole): boolean {
  return target !== 'accuro' && rank(target) >= rank(caller);
}
