import { isClubAdminRole, mayCreate } from '@pulseboard/contract/account-rules';
import type {
  TAccount,
  TAccountCreate,
  TAccountsQuery,
  TAccountUpdate,
  TAccountWithClub,
} from '@pulseboard/contract/accounts';
import { displayName } from '@pulseboard/core/display-name';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { assertNotCommon, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { clubExists } from '../clubs/clubs.repository.ts';
import { isClubLocation } from '../locations/locations.repository.ts';
import { findUserByEmail, findUserOfClub, insertUser } from '../users/users.repository.ts';
import { insertAccountLog } from './account-logs.repository.ts';
import { noticeSignInChange } from './account-notices.ts';
import { assertLocationForRole, assertMayAct } from './account-rules.ts';
import {
  deleteClubAccount,
  findAccountByEmail,
  findClubAccount,
  hasWorkouts,
  listClubAccounts,
  type TAccountRow,
  updateClubAccount,
} from './accounts.repository.ts';

export function toAccount(row: TAccountRow): TAccount {
  return {
    accountId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: displayName(row),
    memberRole: row.memberRole,
    memberRoles: row.memberRoles,
    isClubAdmin: isClubAdminRole(row.memberRole),
    locationId: row.locationId,
    deviceId: row.deviceId,
    betaEnabled: row.betaEnabled,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account of the club in the path, or 404 (an id of another club is not found either). */
export async function loadClubAccount(db: DbOrTx, clubId: number, accountId: number): Promise<TAccountRow> {
  const row = await findClubAccount(db, clubId, accountId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function assertLocationOfClub(db: DbOrTx, clubId: number, locationId: number | null) {
  if (locationId !== null && !(await isClubLocation(db, clubId, locationId))) {
    throw fieldError('locationId', 'validation.location');
  }
}

const emailTaken = () => new AppError('EMAIL_TAKEN', { fields: { email: 'error.emailTaken' } });
const isUniqueViolation = (err: unknown) => violatedConstraint(err, PG_UNIQUE_VIOLATION) !== null;

export async function getAccounts(deps: TDeps, clubId: number, query: TAccountsQuery) {
  const { rows, totalRecords } = await listClubAccounts(deps.db, clubId, query);
  return { list: rows.map(toAccount), totalRecords };
}

/** Adds a staff login to the club with a role the caller may give. */
export async function createAccount(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  input: TAccountCreate,
): Promise<TAccount> {
  if (!mayCreate(principal.role, input.role)) {
    throw new AppError('FORBIDDEN', { fields: { role: 'accounts.roleNotAssignable' } });
  }
  assertLocationForRole(input.role, input.locationId);
  assertNotCommon(input.password);
  if (!(await clubExists(deps.db, clubId))) throw new AppError('NOT_FOUND');
  await assertLocationOfClub(deps.db, clubId, input.locationId);
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        clubId,
        locationId: input.locationId,
        memberRole: input.role,
        memberRoles: [input.role],
      });
      await insertAccountLog(tx, {
        clubId,
        userId,
        actorId: principal.userId,
        action: 'create',
        detail: input.role,
      });
      return userId;
    });
    return toAccount(await loadClubAccount(deps.db, clubId, id));
  } catch (err) {
    // Two admins adding the same email at once: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * Edits names, email and location; an admin may edit their own entry here too. A new email needs a
 * role above the account's (ACCOUNT_PERMISSIONS): it ends the account's sessions (but the caller's own
 * current one) and is told to the old address.
 */
export async function updateAccount(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  accountId: number,
  input: TAccountUpdate,
): Promise<TAccount> {
  let before: TAccountRow;
  try {
    before = await deps.db.transaction(async (tx) => {
      const target = await loadClubAccount(tx, clubId, accountId);
      assertMayAct(principal, target, 'edit', { allowSelf: true });
      assertLocationForRole(target.memberRole, input.locationId);
      const newEmail = input.email !== target.email;
      if (newEmail) assertMayAct(principal, target, 'changeEmail', { allowSelf: true });
      if (newEmail && accountId === principal.userId) await assertOwnPassword(tx, clubId, accountId, input);
      await assertLocationOfClub(tx, clubId, input.locationId);
      if (newEmail && (await findUserByEmail(tx, input.email))) throw emailTaken();
      const changed = (['email', 'firstName', 'lastName', 'locationId'] as const).filter(
        (k) => input[k] !== target[k],
      );
      const { currentPassword: _checked, ...changes } = input;
      await updateClubAccount(tx, clubId, accountId, changes);
      if (newEmail) {
        const keep = accountId === principal.userId ? principal.sessionId : undefined;
        await revokeUserSessions(tx, accountId, keep);
      }
      await insertAccountLog(tx, {
        clubId,
        userId: accountId,
        actorId: principal.userId,
        action: 'update',
        detail: changed.join(', ') || null,
      });
      return target;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (input.email !== before.email) {
    await noticeSignInChange(deps, 'email', before, input, principal.userId);
  }
  return toAccount(await loadClubAccount(deps.db, clubId, accountId));
}

/** The caller's current password, which changing their own sign-in email takes. */
async function assertOwnPassword(db: DbOrTx, clubId: number, userId: number, input: TAccountUpdate) {
  if (!input.currentPassword) throw fieldError('currentPassword', 'validation.oldPassword');
  const own = await findUserOfClub(db, clubId, userId);
  if (!own || !(await verifyPassword(own.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', 'validation.wrongOldPassword');
  }
}

/**
 * Deletes a login and, by cascade, its sessions, settings and log. Refused for yourself, for a senior
 * account, and for an account with workouts (their history is never cascaded away).
 */
export async function deleteAccount(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  accountId: number,
): Promise<{ role: TAccount['memberRole'] }> {
  return deps.db.transaction(async (tx) => {
    const target = await loadClubAccount(tx, clubId, accountId);
    assertMayAct(principal, target, 'delete', { allowSelf: false });
    if (await hasWorkouts(tx, accountId)) {
      throw new AppError('CONFLICT', { fields: { accountId: 'accounts.hasHistory' } });
    }
    await deleteClubAccount(tx, clubId, accountId);
    return { role: target.memberRole };
  });
}

/** Exact, case-insensitive email lookup across clubs (emails are stored lower-cased). */
export async function searchAccount(deps: TDeps, email: string): Promise<TAccountWithClub> {
  const row = await findAccountByEmail(deps.db, email);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toAccount(row), clubId: row.clubId, clubName: row.clubName };
}
