import type { TRole } from '@pulseboard/contract/roles';
import { describe, expect, it } from 'vitest';
import { assignableRoles, creatableRoles, mayManageAccount, mayOpenAdmins } from './account-roles.ts';

describe('assignableRoles (SPEC.md section 6)', () => {
  it.each<[TRole, TRole[]]>([
    ['accuro', ['club', 'locationAdmin', 'trainerLeader']],
    ['club', ['club', 'locationAdmin', 'trainerLeader']],
    ['locationAdmin', ['locationAdmin', 'trainerLeader']],
    ['trainerLeader', ['trainerLeader']],
    ['coach', []],
    ['member', []],
  ])('%s may give %j', (caller, roles) => {
    expect(assignableRoles(caller)).toEqual(roles);
  });
});

describe('creatableRoles', () => {
  it.each<[TRole, TRole[]]>([
    ['accuro', ['club', 'locationAdmin', 'trainerLeader', 'coach']],
    ['club', ['club', 'locationAdmin', 'trainerLeader', 'coach']],
    ['locationAdmin', ['locationAdmin', 'trainerLeader', 'coach']],
    ['trainerLeader', ['trainerLeader']],
    ['coach', []],
  ])('%s may create %j', (caller, roles) => {
    expect(creatableRoles(caller)).toEqual(roles);
  });
});

describe('mayManageAccount', () => {
  it.each<[TRole, TRole, boolean]>([
    ['accuro', 'accuro', false],
    ['accuro', 'club', true],
    ['club', 'club', true],
    ['club', 'member', true],
    ['locationAdmin', 'club', false],
    ['locationAdmin', 'coach', true],
    ['trainerLeader', 'coach', false],
    ['trainerLeader', 'trainerLeader', true],
  ])('%s on %s: %s', (caller, target, expected) => {
    expect(mayManageAccount(caller, target)).toBe(expected);
  });
});

describe('mayOpenAdmins', () => {
  it.each<[TRole, boolean]>([
    ['accuro', true],
    ['club', true],
    ['locationAdmin', true],
    ['trainerLeader', true],
    ['coach', false],
    ['member', false],
  ])('%s: %s', (role, expected) => {
    expect(mayOpenAdmins(role)).toBe(expected);
  });
});
