import type { TClassDetail } from '@pulseboard/contract/classes';
import { displayName } from '@pulseboard/core/display-name';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { SEAT_STATUSES } from './class-seats.ts';
import { getClass } from './classes.service.ts';
import {
  clubMemberIds,
  deleteParticipant,
  listParticipants,
  lockClass,
  participantStatus,
  promoteFirstWaiting,
  setParticipantStatus,
  upsertParticipant,
} from './classes-participants.repository.ts';

type TStatus = 'booked' | 'waitlisted' | 'absent' | 'cancelled';
const ON_LIST: readonly TStatus[] = ['booked', 'waitlisted', 'absent'];
const isSeat = (status: string) => (SEAT_STATUSES as readonly string[]).includes(status);

export async function getClassDetail(deps: TDeps, clubId: number, classId: number): Promise<TClassDetail> {
  const found = await getClass(deps, clubId, classId);
  const rows = await listParticipants(deps.db, classId);
  return {
    ...found,
    participants: rows.map(({ firstName, lastName, nickName, bookedAt, promotedAt, ...p }) => ({
      ...p,
      name: displayName({ firstName, lastName, nickName }),
      bookedAt: bookedAt.toISOString(),
      promotedAt: promotedAt?.toISOString() ?? null,
    })),
  };
}

async function locked(db: DbOrTx, clubId: number, classId: number) {
  const found = await lockClass(db, clubId, classId);
  if (!found) throw new AppError('NOT_FOUND');
  if (found.cancelled) throw new AppError('CONFLICT', { fields: { classId: 'classes.cancelled' } });
  return found;
}

async function checkMembers(db: DbOrTx, clubId: number, ids: number[]) {
  const known = new Set(await clubMemberIds(db, clubId, ids));
  if (ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION_FAILED', { fields: { memberId: 'validation.classMember' } });
  }
}

/** A member books a seat; when the class is full they join the waitlist instead. */
export async function bookClass(deps: TDeps, clubId: number, classId: number, memberId: number) {
  return deps.db.transaction(async (tx) => {
    const cls = await locked(tx, clubId, classId);
    await checkMembers(tx, clubId, [memberId]);
    const current = await participantStatus(tx, classId, memberId);
    if (current && ON_LIST.includes(current)) {
      throw new AppError('CONFLICT', { fields: { memberId: 'classes.alreadyBooked' } });
    }
    const full = cls.maxParticipants !== null && cls.booked >= cls.maxParticipants;
    const status: TStatus = full ? 'waitlisted' : 'booked';
    await upsertParticipant(tx, classId, memberId, status);
    return { status };
  });
}

/** Frees the member's seat (or waitlist place); a freed seat goes to the first waiting member at once. */
export async function cancelBooking(deps: TDeps, clubId: number, classId: number, memberId: number) {
  return deps.db.transaction(async (tx) => {
    await locked(tx, clubId, classId);
    const current = await participantStatus(tx, classId, memberId);
    if (current !== 'booked' && current !== 'waitlisted') {
      throw new AppError('CONFLICT', { fields: { memberId: 'classes.notParticipant' } });
    }
    await setParticipantStatus(tx, classId, memberId, 'cancelled');
    if (current === 'booked') await promoteFirstWaiting(tx, classId);
    return { status: 'cancelled' as const };
  });
}

/** Staff add members: all of them get a seat, or none when there are not enough seats left. */
export async function addParticipants(deps: TDeps, clubId: number, classId: number, memberIds: number[]) {
  const ids = [...new Set(memberIds)];
  return deps.db.transaction(async (tx) => {
    const cls = await locked(tx, clubId, classId);
    await checkMembers(tx, clubId, ids);
    // A member marked absent already holds their seat: adding them again books it back without taking
    // another. Everyone else not booked needs a free one.
    const fresh: number[] = [];
    const back: number[] = [];
    for (const id of ids) {
      const status = await participantStatus(tx, classId, id);
      if (status === 'absent') back.push(id);
      else if (status !== 'booked') fresh.push(id);
    }
    const seats = cls.maxParticipants === null ? Number.POSITIVE_INFINITY : cls.maxParticipants - cls.booked;
    if (fresh.length > seats) {
      throw new AppError('CONFLICT', {
        fields: { memberIds: 'classes.maxExceeded' },
        params: { seats: Math.max(0, seats) },
      });
    }
    for (const id of [...back, ...fresh]) await upsertParticipant(tx, classId, id, 'booked');
    return { status: 'booked' as const };
  });
}

export async function removeParticipant(deps: TDeps, clubId: number, classId: number, memberId: number) {
  return deps.db.transaction(async (tx) => {
    await locked(tx, clubId, classId);
    const current = await participantStatus(tx, classId, memberId);
    if (!current) throw new AppError('CONFLICT', { fields: { memberId: 'classes.notParticipant' } });
    await deleteParticipant(tx, classId, memberId);
    // A seat freed (booked, or held by a member marked absent) goes to the first waiting member.
    if (isSeat(current)) await promoteFirstWaiting(tx, classId);
    return { status: 'cancelled' as const };
  });
}

export async function markAbsent(
  deps: TDeps,
  clubId: number,
  classId: number,
  memberId: number,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const cls = await locked(tx, clubId, classId);
    if (cls.startsAt > now) throw new AppError('CONFLICT', { fields: { memberId: 'classes.notStarted' } });
    const current = await participantStatus(tx, classId, memberId);
    if (current !== 'booked' && current !== 'absent') {
      throw new AppError('CONFLICT', { fields: { memberId: 'classes.notParticipant' } });
    }
    await setParticipantStatus(tx, classId, memberId, 'absent');
    return { status: 'absent' as const };
  });
}
