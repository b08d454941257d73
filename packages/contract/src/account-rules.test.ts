import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTIONS,
  assignableRoles,
  clubAdminAction,
  creatableRoles,
  isClubAdminRole,
  mayActOnAccount,
  mayCreate,
  mayGive,
  mayManageAccount,
  needsLocation,
} from './account-rules.ts';
import { ACCOUNT_CREATE_ROLES, CLUB_ADMIN_ROLES } from './accounts.ts';
import { ROLES, type TRole } from './roles.ts';

// Every caller role x every target role (SPEC.md section 6): may the caller give the target role as
// club admin, create an account with it, and, on an account that has it, edit, change the email, reset
// the password, delete? Written out by hand.
const Y = true;
const N = false;
type TRow = [
  caller: TRole,
  target: TRole,
  give: boolean,
  create: boolean,
  edit: boolean,
  changeEmail: boolean,
  resetPassword: boolean,
  remove: boolean,
];
// biome-ignore format: one row per pair keeps the table readable.
const TABLE: TRow[] = [
  ['accuro',        'accuro',        N, N, N, N, N, N],
  ['accuro',        'club',          Y, Y, Y, Y, Y, Y],
  ['accuro',        'locationAdmin', Y, Y, Y, Y, Y, Y],
  ['accuro',        'coach',         N, Y, Y, Y, Y, Y],
  ['accuro',        'trainerLeader', Y, Y, Y, Y, Y, Y],
  ['accuro',        'member',        N, N, Y, Y, Y, Y],
  ['club',          'accuro',        N, N, N, N, N, N],
  ['club',          'club',          Y, Y, Y, N, N, Y],
  ['club',          'locationAdmin', Y, Y, Y, Y, Y, Y],
  ['club',          'coach',         N, Y, Y, Y, Y, Y],
  ['club',          'trainerLeader', Y, Y, Y, Y, Y, Y],
  ['club',          'member',        N, N, Y, Y, Y, Y],
  ['locationAdmin', 'accuro',        N, N, N, N, N, N],
  ['locationAdmin', 'club',          N, N, N, N, N, N],
  ['locationAdmin', 'locationAdmin', Y, Y, Y, N, N, Y],
  ['locationAdmin', 'coach',         N, Y, Y, Y, Y, Y],
  ['locationAdmin', 'trainerLeader', Y, Y, Y, Y, Y, Y],
  ['locationAdmin', 'member',        N, N, Y, Y, Y, Y],
  ['coach',         'accuro',        N, N, N, N, N, N],
  ['coach',         'club',          N, N, N, N, N, N],
  ['coach',         'locationAdmin', N, N, N, N, N, N],
  ['coach',         'coach',         N, N, N, N, N, N],
  ['coach',         'trainerLeader', N, N, N, N, N, N],
  ['coach',         'member',        N, N, N, N, N, N],
  ['trainerLeader', 'accuro',        N, N, N, N, N, N],
  ['trainerLeader', 'club',          N, N, N, N, N, N],
  ['trainerLeader', 'locationAdmin', N, N, N, N, N, N],
  ['trainerLeader', 'coach',         N, N, N, N, N, N],
  ['trainerLeader', 'trainerLeader', Y, Y, Y, N, N, Y],
  ['trainerLeader', 'member',        N, N, Y, N, N, Y],
  ['member',        'accuro',        N, N, N, N, N, N],
  ['member',        'club',          N, N, N, N, N, N],
  ['member',        'locationAdmin', N, N, N, N, N, N],
  ['member',        'coach',         N, N, N, N, N, N],
  ['member',        'trainerLeader', N, N, N, N, N, N],
  ['member',        'member',        N, N, N, N, N, N],
];

describe('account rules (SPEC.md section 6)', () => {
  it('has one row for every caller and target', () => {
    expect(TABLE.map(([caller, target]) => `${caller}>${target}`)).toEqual(
      ROLES.flatMap((caller) => ROLES.map((target) => `${caller}>${target}`)),
    );
  });

  it.each(TABLE)('%s on %s: give %s, create %s, edit %s, email %s, password %s, delete %s', (...row) => {
    const [caller, target, give, create, ...actions] = row;
    expect([mayGive(caller, target), mayCreate(caller, target)]).toEqual([give, create]);
    expect(ACCOUNT_ACTIONS.map((action) => mayActOnAccount(caller, action, target))).toEqual(actions);
    expect(mayManageAccount(caller, target)).toBe(actions[0]);
  });

  it.each(ROLES)('lists for %s what the table allows, in the order of the role lists', (caller) => {
    const allowed = (column: 2 | 3) =>
      TABLE.filter((row) => row[0] === caller && row[column]).map((row) => row[1]);
    expect(assignableRoles(caller)).toEqual(CLUB_ADMIN_ROLES.filter((r) => allowed(2).includes(r)));
    expect(creatableRoles(caller)).toEqual(ACCOUNT_CREATE_ROLES.filter((r) => allowed(3).includes(r)));
  });

  it.each(ROLES)('%s is a club admin role exactly when it may be given', (role) => {
    expect(isClubAdminRole(role)).toBe(TABLE.some((row) => row[1] === role && row[2]));
  });
});

describe('club admin row action', () => {
  // biome-ignore format: one row per case keeps the table readable.
  const CASES: [caller: TRole, target: TRole, isClubAdmin: boolean, action: 'assign' | 'revoke' | null][] = [
    ['club',          'coach',         false, 'assign'],
    ['club',          'member',        false, 'assign'],
    ['club',          'locationAdmin', true,  'revoke'],
    ['club',          'club',          true,  'revoke'],
    ['locationAdmin', 'club',          true,  null],
    ['locationAdmin', 'trainerLeader', true,  'revoke'],
    ['trainerLeader', 'coach',         false, 'assign'],
    ['coach',         'member',        false, null],
  ];
  it.each(CASES)('%s on a %s (club admin %s): %s', (caller, memberRole, isClubAdmin, action) => {
    expect(clubAdminAction(caller, { memberRole, isClubAdmin })).toBe(action);
  });

  it.each(ROLES)('%s needs one location exactly when it is the location admin', (role) => {
    expect(needsLocation(role)).toBe(role === 'locationAdmin');
  });
});
