import type { TRole } from '@pulseboard/contract/roles';
import type { TTestApp } from '../../test-support/test-app.ts';
import { insertUser } from '../users/users.repository.ts';

let seq = 0;

/**
 * Test-only: a fresh account of a club with a bound device, so each case has its own target. In club 1
 * it works at location 1 (Downtown) unless told otherwise, so any role, location admin included, fits it.
 */
export async function makeAccount(
  t: Pick<TTestApp, 'deps'>,
  role: TRole,
  opts: { memberRoles?: TRole[]; clubId?: number; locationId?: number | null } = {},
): Promise<{ id: number; email: string }> {
  seq += 1;
  const email = `account-${process.pid}-${seq}@example.com`;
  const id = await insertUser(t.deps.db, {
    email,
    passwordHash: 'not-a-hash',
    firstName: 'Test',
    lastName: `Person${seq}`,
    clubId: opts.clubId ?? 1,
    locationId: opts.locationId !== undefined ? opts.locationId : (opts.clubId ?? 1) === 1 ? 1 : null,
    memberRole: role,
    memberRoles: opts.memberRoles ?? [role],
    deviceId: '0xABCD',
  });
  return { id, email };
}
