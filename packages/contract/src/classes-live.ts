import { z } from 'zod';
import { zId, zText } from './fields.ts';
import { ANY_ROLE, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/**
 * Live classes. A coach starts a class (POST .../classes/{classId}/actions/start) and stops it
 * (.../actions/stop); while it runs, senders (a club's station account or staff for the club's members,
 * a member for themselves) stream heart-rate samples and viewers (staff; a member sees their own class)
 * receive one `tiles` frame a second, over one WebSocket per class:
 *
 *   GET /dashboard/clients/{id}/classes/{classId}/live   (Upgrade: websocket)
 *
 * The token travels in the X-AUTHORIZATION header of the upgrade or in the first message
 * (`{ type: 'auth', token }`), never in the URL. A socket that has not authenticated within
 * LIVE_AUTH_TIMEOUT_MS, or whose token or role does not hold, is closed with a LIVE_CLOSE code.
 * With REDIS_URL set, samples and frames fan out through Redis pub/sub so any instance serves any class.
 */
export const CLASSES_LIVE_ACCESS = {
  read: STAFF_ROLES,
  manage: STAFF_ROLES,
  control: STAFF_ROLES,
  watch: ANY_ROLE,
  send: ANY_ROLE,
} as const satisfies TFeatureAccess;

export const LIVE_AUTH_TIMEOUT_MS = 5000;
/** A participant with no sample for this long is shown as dropped out. */
export const LIVE_DROPOUT_SECONDS = 5;
/**
 * A viewer gets a frame at least this often (so dropouts show without new samples), and also soon after
 * new samples arrive: within LIVE_BATCH_MS, which gathers a station's batch and the Redis fan-out into one.
 */
export const LIVE_FRAME_MS = 1000;
/** How long new samples wait for others before their frame goes out. */
export const LIVE_BATCH_MS = 25;
/** A class can be started from this many minutes before its start time... */
export const LIVE_START_EARLY_MINUTES = 30;
/** ...until this many hours after its end time. */
export const LIVE_START_LATE_HOURS = 12;
export const LIVE_MAX_SAMPLES_PER_MESSAGE = 500;
/** The largest bpm a live message may carry (the engine's own 25-250 rule applies at stop). */
export const LIVE_BPM_MAX = 300;

/** WebSocket close codes (4000-4999 are the application's own). */
export const LIVE_CLOSE = {
  unauthenticated: 4401,
  forbidden: 4403,
  notFound: 4404,
  notRunning: 4409,
  badMessage: 4400,
} as const;

/** One reading: the member by id or by their sensor's device id (decimal or 0x-hex), bpm null when missing. */
export const ZLiveSample = z
  .object({
    memberId: zId('workouts.memberId').optional(),
    deviceId: zText(32, 'workouts.deviceId').optional(),
    bpm: z.number().int().min(0).max(LIVE_BPM_MAX).nullable(),
    /** When it was measured; the server's clock when omitted. */
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((s) => s.memberId !== undefined || s.deviceId !== undefined, {
    error: 'workouts.memberOrDevice',
    path: ['memberId'],
  });
export type TLiveSample = z.infer<typeof ZLiveSample>;

/** Client -> server messages. */
export const ZLiveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: zText(200) }),
  z.object({
    type: z.literal('samples'),
    samples: z.array(ZLiveSample).min(1).max(LIVE_MAX_SAMPLES_PER_MESSAGE),
  }),
]);
export type TLiveClientMessage = z.infer<typeof ZLiveClientMessage>;

/** One participant's tile. */
export const ZLiveTile = z.object({
  userId: z.number().int(),
  /** The display name of packages/core. */
  name: z.string(),
  /** The last reading, null before the first. */
  hr: z.number().int().nullable(),
  /** 100 x hr / max HR, rounded to a whole percent; null without a reading. */
  percentMax: z.number().int().nullable(),
  /** 0-based zone index of the club's zone settings; null below the first zone or without a reading. */
  zone: z.number().int().nullable(),
  /** The zone's colour (#rrggbb), null as `zone`. */
  color: z.string().nullable(),
  /** Points earned so far in this class, by the engine's rules. */
  points: z.number(),
  calories: z.number(),
  /** No sample for LIVE_DROPOUT_SECONDS. */
  dropped: z.boolean(),
  lastSampleAt: z.string().nullable(),
});
export type TLiveTile = z.infer<typeof ZLiveTile>;

export const ZLiveClassInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  startedAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
});
export type TLiveClassInfo = z.infer<typeof ZLiveClassInfo>;

/** The state of a live class, pushed as a frame and also readable by GET .../classes/{classId}/live-state. */
export const ZLiveState = z.object({
  class: ZLiveClassInfo,
  /** Server time of the frame. */
  at: z.string(),
  tiles: z.array(ZLiveTile),
});
export type TLiveState = z.infer<typeof ZLiveState>;

/** Server -> client messages. */
export const ZLiveServerMessage = z.discriminatedUnion('type', [
  /** After auth: `sender` (staff) may send for any member of the club, `viewer` (a member) only their own. */
  z.object({ type: z.literal('ready'), role: z.enum(['viewer', 'sender']), class: ZLiveClassInfo }),
  z.object({ type: z.literal('tiles'), state: ZLiveState }),
  /** Per-sample problems of a `samples` message (index into it, field, message key). */
  z.object({
    type: z.literal('rejected'),
    errors: z.array(z.object({ index: z.number().int(), field: z.string(), message: z.string() })),
  }),
  z.object({ type: z.literal('stopped'), class: ZLiveClassInfo }),
  z.object({ type: z.literal('error'), code: z.number().int(), message: z.string() }),
]);
export type TLiveServerMessage = z.infer<typeof ZLiveServerMessage>;

/** POST .../actions/stop: the workouts stored for the class, one per participant with samples. */
export const ZLiveStopResult = z.object({
  class: ZLiveClassInfo,
  workouts: z.array(z.object({ userId: z.number().int(), workoutId: z.number().int() })),
});
export type TLiveStopResult = z.infer<typeof ZLiveStopResult>;
