import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  clubAdminAction,
  creatableRoles,
  isClubAdminRole,
  mayCreate,
  mayGive,
  mayManageAccount,
  needsLocation,
} from './account-rules.ts';
import { ACCOUNT_CREATE_ROLES, CLUB_ADMIN_ROLES } from './accounts.ts';
import { ROLES, type TRole } from './roles.ts';

// Every caller role x every target role (SPEC.md section 6): may the caller give the target role as
// club admin, create an account with it, and act on an account that has it? Written out by hand.
const Y = true;
const N = false;
// biome-ignore format: one row per pair keeps the table readable.
const TABLE: [caller: TRole, target: TRole, give: boolean, create: boolean, manage: boolean][] = [
  ['accuro',        'accuro',        N, N, N],
  ['accuro',        'club',          Y, Y, Y],
  ['accuro',        'locationAdmin', Y, Y, Y],
  ['accuro',        'coach',         N, Y, Y],
  ['accuro',        'trainerLeader', Y, Y, Y],
  ['accuro',        'member',        N, N, Y],
  ['club',          'accuro',        N, N, N],
  ['club',          'club',          Y, Y, Y],
  ['club',          'locationAdmin', Y, Y, Y],
  ['club',          'coach',         N, Y, Y],
  ['club',          'trainerLeader', Y, Y, Y],
  ['club',          'member',        N, N, Y],
  ['locationAdmin', 'accuro',        N, N, N],
  ['locationAdmin', 'club',          N, N, N],
  ['locationAdmin', 'locationAdmin', Y, Y, Y],
  ['locationAdmin', 'coach',         N, Y, Y],
  ['locationAdmin', 'trainerLeader', Y, Y, Y],
  ['locationAdmin', 'member',        N, N, Y],
  ['coach',         'accuro',        N, N, N],
  ['coach',         'club',          N, N, N],
  ['coach',         'locationAdmin', N, N, N],
  ['coach',         'coach',         N, N, Y],
  ['coach',         'trainerLeader', N, N, Y],
  ['coach',         'member',        N, N, Y],
  ['trainerLeader', 'accuro',        N, N, N],
  ['trainerLeader', 'club',          N, N, N],
  ['trainerLeader', 'locationAdmin', N, N, N],
  ['trainerLeader', 'coach',         N, N, N],
  ['trainerLeader', 'trainerLeader', Y, Y, Y],
  ['trainerLeader', 'member',        N, N, Y],
  ['member',        'accuro',        N, N, N],
  ['member',        'club',          N, N, N],
  ['member',        'locationAdmin', N, N, N],
  ['member',        'coach',         N, N, N],
  ['member',        'trainerLeader', N, N, N],
  ['member',        'member',        N, N, Y],
];

describe('account rules (SPEC.md section 6)', () => {
  it('has one row for every caller and target', () => {
    expect(TABLE.map(([caller, target]) => `${caller}>${target}`)).toEqual(
      ROLES.flatMap((caller) => ROLES.map((target) => `${caller}>${target}`)),
    );
  });

  it.each(TABLE)('%s on %s: give %s, create %s, manage %s', (caller, target, give, create, manage) => {
    expect([mayGive(caller, target), mayCreate(caller, target), mayManageAccount(caller, target)]).toEqual([
      give,
      create,
      manage,
    ]);
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
