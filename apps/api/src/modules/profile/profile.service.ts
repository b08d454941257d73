import type { TProfile, TProfileUpdate } from '@pulseboard/contract/profile';
import type { TRole } from '@pulseboard/contract/roles';
import type { TWording } from '@pulseboard/contract/wording';
import { parseDeviceId } from '@pulseboard/core/device-id';
import { displayName } from '@pulseboard/core/display-name';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { recordTypedMeasures } from '../member-history/member-history.service.ts';
import { findUserWithClub, type TCallerRow, updateUser } from '../users/users.repository.ts';

export function toProfile(
  user: TCallerRow,
  club: { clubName: string | null; clubWording: TWording | null },
  activeRole: TRole,
): TProfile {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    nickName: user.nickName,
    name: displayName(user),
    birthDate: user.birthDate,
    gender: user.gender,
    weight: user.weight,
    bodyFat: user.bodyFat,
    maxHr: user.maxHr,
    restingHr: user.restingHr,
    avatar: user.avatar,
    location: user.locationId,
    deviceId: user.deviceId,
    deviceType: user.deviceType,
    bluetoothName: user.bluetoothName,
    preferUnit: user.preferUnit,
    language: user.language,
    clientId: user.clubId,
    clubName: club.clubName,
    clubWording: club.clubWording ?? 'standard',
    memberRole: activeRole,
    memberRoles: user.memberRoles.length > 0 ? user.memberRoles : [user.memberRole],
  };
}

/**
 * The caller's profile as the access guard read it with the session in this request (one query for
 * the whole call); read afresh when the principal has no row.
 */
export async function currentProfile(deps: TDeps, principal: TPrincipal): Promise<TProfile> {
  if (!principal.caller) return getProfile(deps, principal);
  return toProfile(principal.caller.user, principal.caller, principal.role);
}

/** The caller's profile read afresh (after a change), with the role of the current session. */
export async function getProfile(deps: TDeps, principal: TPrincipal): Promise<TProfile> {
  const row = await findUserWithClub(deps.db, principal.userId);
  if (!row) throw new AppError('TOKEN_INVALID');
  return toProfile(row.user, row, principal.role);
}

export async function updateProfile(
  deps: TDeps,
  principal: TPrincipal,
  input: TProfileUpdate,
): Promise<TProfile> {
  // The device id is kept as typed and as its number, which the member search and the club's
  // one-sensor-per-member index read (as the Members tab stores it).
  const deviceIdNum = input.deviceId ? parseDeviceId(input.deviceId) : null;
  if (input.deviceId && deviceIdNum === null) throw fieldError('deviceId', 'validation.deviceId');
  const values = input.deviceId === undefined ? input : { ...input, deviceIdNum };
  // Weight and body fat as the access guard read them with this request's session.
  const user = principal.caller?.user;
  const before = { bodyWeight: user?.weight ?? null, bodyFat: user?.bodyFat ?? null };
  await deps.db
    .transaction(async (tx) => {
      await updateUser(tx, principal.userId, values);
      const after = { bodyWeight: input.weight, bodyFat: input.bodyFat };
      await recordTypedMeasures(tx, { userId: principal.userId, by: principal.userId, before, after });
    })
    .catch((err: unknown) => {
      if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'users_club_device_uq') {
        throw new AppError('CONFLICT', { fields: { deviceId: 'members.deviceIdTaken' } });
      }
      throw err;
    });
  return getProfile(deps, principal);
}
