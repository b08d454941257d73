import { randomBytes } from 'node:crypto';
import {
  MEMBER_COUNT_CAP,
  type TMemberFilter,
  type TMemberListItem,
  type TMemberPage,
  type TMemberValues,
} from '@pulseboard/contract/members';
import { parseDeviceId } from '@pulseboard/core/device-id';
import { displayName } from '@pulseboard/core/display-name';
import { estimatedMaxHr } from '@pulseboard/core/heart-rate';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { coalescedPerTurn } from '../../lib/coalesce.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { noticeSignInChange } from '../accounts/account-notices.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { isClubLocation } from '../locations/locations.repository.ts';
import { recordTypedMeasures } from '../member-history/member-history.service.ts';
import {
  findMember,
  insertMember,
  type TMemberRow,
  type TMemberValues as TRowValues,
  updateMember,
} from './members.repository.ts';
import { pageMembers, type TMemberQuery } from './members-list.repository.ts';

// Field by field, not `{ ...rest }` of the row: an object rest that leaves keys out runs in V8's slow
// runtime path (7.6% of the member page's CPU in the bench's profile), and naming each field keeps
// a column added to the query from reaching the answer unseen.
export function toMemberItem(row: TMemberRow, today = new Date()): TMemberListItem {
  return {
    userId: row.id,
    name: displayName(row),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    birthDate: row.birthDate,
    gender: row.gender,
    weight: row.weight,
    maxHr: row.maxHr,
    effectiveMaxHr: row.maxHr ?? (row.birthDate ? estimatedMaxHr(row.birthDate, today) : null),
    preferUnit: row.preferUnit,
    deviceId: row.deviceId,
    deviceIdNum: row.deviceIdNum,
    locationId: row.locationId,
    locationName: row.locationName,
    memberRole: row.memberRole === 'coach' ? 'coach' : 'member',
    status: row.status,
    verified: row.verifiedAt !== null,
    journeyLevel: row.journeyLevel,
    xgtPhase: row.xgtPhase,
    podId: row.podId,
    podBarcode: row.podBarcode,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A page of the club's members. The count stops past MEMBER_COUNT_CAP (or past the page asked for, when
 * that is further), and the total is then flagged as a lower bound: counting a million matching rows
 * for every page would cost far more than the page itself. A keyword matching more than
 * MEMBER_SEARCH_WINDOW members lists that many of them (`searchCapped`).
 */
export function listMembers(
  deps: TDeps,
  clubId: number,
  page: number,
  pageSize: number,
  filter: TMemberFilter,
): Promise<TMemberPage> {
  const keyword = filter.keyword || undefined;
  // Field by field, in one order: the query is also the shared read's key.
  const query: TMemberQuery = {
    keyword,
    deviceIdNum: keyword ? parseDeviceId(keyword) : null,
    locationId: filter.locationId,
    status: filter.status,
    verified: filter.verified,
    hasPod: filter.hasPod,
    role: filter.role ?? 'member',
    sortField: filter.sortField,
    sortOrder: filter.sortOrder,
  };
  // The read lane (db/read-lane.ts) takes bounded reads only, as every session check on it waits behind
  // the statement before: a plain page within the count cap walks at most MEMBER_COUNT_CAP index entries.
  // A keyword search or a page past the cap can take tens of milliseconds in a big club: the pool.
  const onLane = !keyword && pageOffset(page, pageSize) < MEMBER_COUNT_CAP;
  return readMemberPage(onLane ? deps.database.reads : deps.db, { clubId, page, pageSize, query });
}

type TPageRequest = { clubId: number; page: number; pageSize: number; query: TMemberQuery };

// The busiest list of the app: the same page asked for by requests that arrived together is read once
// (lib/coalesce.ts), keyed by the query as read (an empty keyword and none are the same page); the
// page does not depend on who asks.
const readMemberPage = coalescedPerTurn(
  async (db: DbOrTx, { clubId, page, pageSize, query }: TPageRequest): Promise<TMemberPage> => {
    const offset = pageOffset(page, pageSize);
    const bound = Math.max(MEMBER_COUNT_CAP, offset + pageSize);
    const res = await pageMembers(db, clubId, query, { offset, limit: pageSize, countCap: bound + 1 });
    const today = new Date();
    return {
      list: res.list.map((row) => toMemberItem(row, today)),
      totalRecords: Math.min(res.counted, bound),
      totalIsLowerBound: res.counted > bound,
      searchCapped: res.capped,
    };
  },
  (request) => JSON.stringify(request),
);

async function checkedValues(deps: TDeps, clubId: number, input: TMemberValues): Promise<TRowValues> {
  const deviceIdNum = input.deviceId ? parseDeviceId(input.deviceId) : null;
  if (input.deviceId && deviceIdNum === null) throw fieldError('deviceId', 'validation.deviceId');
  if (!(await isClubLocation(deps.db, clubId, input.locationId))) {
    throw fieldError('locationId', 'validation.location');
  }
  return {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    nickName: input.nickName ?? null,
    gender: input.gender,
    birthDate: input.birthDate,
    weight: input.weight ?? null,
    maxHr: input.maxHr ?? null,
    deviceId: input.deviceId ?? null,
    deviceIdNum,
    locationId: input.locationId,
    memberRole: input.role,
    memberRoles: [input.role],
  };
}

// The unique indexes decide (no check-then-insert race): two desks adding the same email or sensor at
// once get a 409 naming the field.
function translateWriteError(err: unknown): never {
  const constraint = violatedConstraint(err, PG_UNIQUE_VIOLATION);
  if (constraint === 'users_club_device_uq') {
    throw new AppError('CONFLICT', { fields: { deviceId: 'members.deviceIdTaken' } });
  }
  if (constraint !== null) throw new AppError('EMAIL_TAKEN', { fields: { email: 'error.emailTaken' } });
  throw err;
}

export async function getMember(deps: TDeps, clubId: number, userId: number): Promise<TMemberListItem> {
  const row = await findMember(deps.db, clubId, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toMemberItem(row);
}

/**
 * Staff add a member: verified at once (they know the person), with an unusable random password until
 * the member sets one (forgot password, or staff's change-password action).
 */
export async function createMember(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  input: TMemberValues,
): Promise<TMemberListItem> {
  const values = await checkedValues(deps, clubId, input);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const id = await deps.db
    .transaction(async (tx) => {
      const created = await insertMember(tx, clubId, { ...values, passwordHash, verifiedAt: new Date() });
      await recordTypedMeasures(tx, {
        userId: created,
        by: principal.userId,
        before: {},
        after: { bodyWeight: values.weight },
      });
      return created;
    })
    .catch(translateWriteError);
  return getMember(deps, clubId, id);
}

/**
 * Staff edit a member. A new email hands over the sign-in (forgot password then mails the new address),
 * so, as in the Admins tab, it ends the member's sessions and is told to the old address.
 */
export async function editMember(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  userId: number,
  input: TMemberValues,
): Promise<TMemberListItem> {
  const values = await checkedValues(deps, clubId, input);
  const before = await deps.db
    .transaction(async (tx) => {
      const found = await findMember(tx, clubId, userId);
      if (!found || !(await updateMember(tx, clubId, userId, values))) throw new AppError('NOT_FOUND');
      if (found.email !== values.email) await revokeUserSessions(tx, userId);
      await recordTypedMeasures(tx, {
        userId,
        by: principal.userId,
        before: { bodyWeight: found.weight },
        after: { bodyWeight: values.weight },
      });
      return found;
    })
    .catch(translateWriteError);
  if (before.email !== values.email) {
    await noticeSignInChange(deps, 'email', before, values, principal.userId);
  }
  return getMember(deps, clubId, userId);
}
