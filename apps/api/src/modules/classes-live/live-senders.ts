// Who a live sample is for, by the ingestion API's rules (workouts-ingest.service.ts): staff (a station
// account is staff) send for any member of the class's club, by memberId or by the sensor's device id
// (decimal or 0x-hex, unique in a club); a member sends only their own. A sample nobody can be found for
// is a `rejected` entry, never a guess. Its second is counted from the class's start.

import type { TLiveSample } from '@pulseboard/contract/classes-live';
import { type TLanguage, translate } from '@pulseboard/contract/messages';
import { hasRole, STAFF_ROLES } from '@pulseboard/contract/roles';
import { parseDeviceId } from '@pulseboard/core/device-id';
import { MAX_WORKOUT_SECONDS } from '@pulseboard/core/hr-samples';
import type { Db } from '../../db/client.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { findClubMemberIdByDevice, findClubMembers } from './classes-live.repository.ts';
import type { TBusSample } from './live-bus.ts';
import type { LiveRoom } from './live-room.ts';

// A clock a little ahead of the server's is no fault of the sample.
const FUTURE_TOLERANCE_MS = 5000;

type TError = { index: number; field: string; message: string };

// Per class: "m:<id>" or "d:<device>" -> the member's id, or null when not one of the club's.
const lookups = new WeakMap<LiveRoom, Map<string, number | null>>();

async function memberOf(db: Db, room: LiveRoom, sample: TLiveSample): Promise<number | null | 'badDevice'> {
  const cache = lookups.get(room) ?? new Map<string, number | null>();
  lookups.set(room, cache);
  const clubId = room.row.clubId;
  if (sample.memberId !== undefined) {
    const key = `m:${sample.memberId}`;
    if (!cache.has(key)) {
      const [found] = await findClubMembers(db, clubId, [sample.memberId]);
      cache.set(key, found?.id ?? null);
    }
    return cache.get(key) ?? null;
  }
  const device = parseDeviceId(sample.deviceId ?? '');
  if (device === null) return 'badDevice';
  const key = `d:${device}`;
  if (!cache.has(key)) cache.set(key, (await findClubMemberIdByDevice(db, clubId, device)) ?? null);
  return cache.get(key) ?? null;
}

/** The message's samples resolved to members and seconds, and an error for each one that is not. */
export async function resolveSamples(
  db: Db,
  room: LiveRoom,
  principal: TPrincipal,
  samples: readonly TLiveSample[],
  lang: TLanguage,
): Promise<{ samples: TBusSample[]; errors: TError[] }> {
  const staff = hasRole(principal.role, STAFF_ROLES);
  const started = room.row.startedAt?.getTime() ?? 0;
  const now = Date.now();
  const out: TBusSample[] = [];
  const errors: TError[] = [];
  for (const [index, sample] of samples.entries()) {
    const field = sample.memberId !== undefined ? 'memberId' : 'deviceId';
    const fail = (f: string, key: string, params?: Record<string, string>) =>
      errors.push({ index, field: f, message: translate(key, lang, params) });
    const userId = await memberOf(db, room, sample);
    if (userId === 'badDevice') {
      fail(field, 'workouts.deviceId');
      continue;
    }
    if (userId === null) {
      if (sample.memberId !== undefined) fail(field, 'workouts.memberNotInClub');
      else fail(field, 'workouts.unknownDevice', { deviceId: sample.deviceId ?? '' });
      continue;
    }
    if (!staff && userId !== principal.userId) {
      fail(field, 'workouts.ownOnly');
      continue;
    }
    const at = sample.at ? Date.parse(sample.at) : now;
    const second = Math.floor((at - started) / 1000);
    if (second < 0 || second >= MAX_WORKOUT_SECONDS || at > now + FUTURE_TOLERANCE_MS) {
      fail('at', 'classesLive.sampleTime');
      continue;
    }
    out.push({ userId, second, bpm: sample.bpm, at: new Date(at).toISOString() });
  }
  return { samples: out, errors };
}
