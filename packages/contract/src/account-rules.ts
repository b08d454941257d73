import { ACCOUNT_CREATE_ROLES, ACCOUNTS_ACCESS, CLUB_ADMIN_ROLES } from './accounts.ts';
import { hasRole, ROLES, type TRole } from './roles.ts';

// Who may do what to which account (SPEC.md section 6), written once for the API (which refuses) and
// the web (which offers only what the API will accept). Seniority is the order of ROLES, most senior
// first; "not senior to the caller" then gives exactly ASSIGNABLE_ROLES for the admin roles.

/** Roles a caller may give as club admin (SPEC.md section 6, word for word). */
export const ASSIGNABLE_ROLES: Readonly<Record<TRole, readonly TRole[]>> = {
  accuro: ['club', 'locationAdmin', 'trainerLeader'],
  club: ['club', 'locationAdmin', 'trainerLeader'],
  locationAdmin: ['locationAdmin', 'trainerLeader'],
  trainerLeader: ['trainerLeader'],
  coach: [],
  member: [],
};

type TClubAdminRole = (typeof CLUB_ADMIN_ROLES)[number];
type TCreateRole = (typeof ACCOUNT_CREATE_ROLES)[number];

const rank = (role: TRole) => ROLES.indexOf(role);

/** The role makes its holder a club admin. */
export function isClubAdminRole(role: TRole): boolean {
  return hasRole(role, CLUB_ADMIN_ROLES);
}

/** The caller may give this role as club admin. */
export function mayGive(caller: TRole, role: TRole): boolean {
  return ASSIGNABLE_ROLES[caller].includes(role);
}

/** A new account's role: one the caller may give, or coach when coach is not above an admin caller. */
export function mayCreate(caller: TRole, role: TRole): boolean {
  if (!hasRole(caller, ACCOUNTS_ACCESS.manage)) return false;
  return role === 'coach' ? rank('coach') >= rank(caller) : mayGive(caller, role);
}

/** What an admin may do to another account of the club (the Admins tab and its actions). */
export const ACCOUNT_ACTIONS = [
  /** Names, location, beta, device, club admin role (the role also by ASSIGNABLE_ROLES). */
  'edit',
  /** Give the account another email address. */
  'changeEmail',
  /** Set a new password without the old one. */
  'resetPassword',
  'delete',
] as const;
export type TAccountAction = (typeof ACCOUNT_ACTIONS)[number];

type TPermissions = Readonly<Record<TAccountAction, readonly TRole[]>>;
const NOTHING: TPermissions = { edit: [], changeEmail: [], resetPassword: [], delete: [] };

/**
 * Who may do what to whom, by the caller's role and then the action: the target roles allowed. Editing
 * and deleting reach down to the caller's own rank (never a platform admin). Changing another account's
 * email or password hands over that account (forgot-password then mails its new address), so it
 * needs a rank strictly above the target, and a trainer leader, who may be made by a peer, has it for
 * nobody. Both end the target's sessions and warn its old address (accounts module).
 */
export const ACCOUNT_PERMISSIONS: Readonly<Record<TRole, TPermissions>> = {
  accuro: {
    edit: ['club', 'locationAdmin', 'coach', 'trainerLeader', 'member'],
    changeEmail: ['club', 'locationAdmin', 'coach', 'trainerLeader', 'member'],
    resetPassword: ['club', 'locationAdmin', 'coach', 'trainerLeader', 'member'],
    delete: ['club', 'locationAdmin', 'coach', 'trainerLeader', 'member'],
  },
  club: {
    edit: ['club', 'locationAdmin', 'coach', 'trainerLeader', 'member'],
    changeEmail: ['locationAdmin', 'coach', 'trainerLeader', 'member'],
    resetPassword: ['locationAdmin', 'coach', 'trainerLeader', 'member'],
    delete: ['club', 'locationAdmin', 'coach', 'trainerLeader', 'member'],
  },
  locationAdmin: {
    edit: ['locationAdmin', 'coach', 'trainerLeader', 'member'],
    changeEmail: ['coach', 'trainerLeader', 'member'],
    resetPassword: ['coach', 'trainerLeader', 'member'],
    delete: ['locationAdmin', 'coach', 'trainerLeader', 'member'],
  },
  // A coach and a member have no Admins tab (ACCOUNTS_ACCESS.manage).
  coach: NOTHING,
  trainerLeader: {
    edit: ['trainerLeader', 'member'],
    changeEmail: [],
    resetPassword: [],
    delete: ['trainerLeader', 'member'],
  },
  member: NOTHING,
};

/** The caller may do this action to another account that has the target role. */
export function mayActOnAccount(caller: TRole, action: TAccountAction, target: TRole): boolean {
  return ACCOUNT_PERMISSIONS[caller][action].includes(target);
}

/** The caller may act on an account with this role at all: never a platform admin, never one above. */
export function mayManageAccount(caller: TRole, target: TRole): boolean {
  return mayActOnAccount(caller, 'edit', target);
}

/** The club-admin roles the caller may give, most senior first. */
export function assignableRoles(caller: TRole): TClubAdminRole[] {
  return CLUB_ADMIN_ROLES.filter((role) => mayGive(caller, role));
}

/** The roles the caller may create an account with, in the order of ACCOUNT_CREATE_ROLES. */
export function creatableRoles(caller: TRole): TCreateRole[] {
  return ACCOUNT_CREATE_ROLES.filter((role) => mayCreate(caller, role));
}

/** The role works at one location, so "All locations" (null) is not a valid location for it. */
export function needsLocation(role: TRole): boolean {
  return role === 'locationAdmin';
}

/**
 * The one club-admin action a row offers the caller: assign to an account that is not a club admin
 * (when the caller may give some role), revoke from one that is (when the caller could give its role).
 */
export function clubAdminAction(
  caller: TRole,
  account: { memberRole: TRole; isClubAdmin: boolean },
): 'assign' | 'revoke' | null {
  if (account.isClubAdmin) return mayGive(caller, account.memberRole) ? 'revoke' : null;
  return assignableRoles(caller).length > 0 ? 'assign' : null;
}
