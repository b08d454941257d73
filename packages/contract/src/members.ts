import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { paged } from './envelope.ts';
import { zId, zText } from './fields.ts';
import { listFilter } from './paging.ts';
import { ZBirthDate, ZNickName, zPersonName } from './person-fields.ts';
import { ZGender, ZPreferUnit } from './profile.ts';
import { MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/**
 * Every staff role lists a club's members; managers add and edit them. A location admin manages every
 * member of the club, as with the club's other lists: no feature scopes staff to their own location.
 */
export const MEMBERS_ACCESS = { read: STAFF_ROLES, manage: MANAGER_ROLES } as const satisfies TFeatureAccess;

/** The roles the Members tab lists, adds and edits; staff logins are the Admins tab's. */
export const MEMBER_ROLES = ['member', 'coach'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];

/**
 * Past this many matching members the list stops counting and reports a lower bound (`totalIsLowerBound`),
 * so a keyword over a club of a million members never counts them all; the UI shows "10,000+".
 */
export const MEMBER_COUNT_CAP = 10_000;

/**
 * A keyword matching more members than this lists this many of them (the first found), sorted as asked,
 * and says so (`searchCapped`): sorting every match of a common name among a million members would
 * read one table page per match. Typing more of a name or an email narrows it.
 */
export const MEMBER_SEARCH_WINDOW = 2_000;

/** One row of a club's member list (POST /dashboard/clients/{id}/members/page/{page}). */
export const ZMemberListItem = z.object({
  userId: z.number().int(),
  /** The display name of SPEC.md section 3 (core displayName). */
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: ZGender.nullable(),
  /** Kilograms, as stored; each viewer sees it in their own unit. */
  weight: z.number().nullable(),
  /** Set by hand; null means the default of 220 minus age. */
  maxHr: z.number().int().nullable(),
  /** The max HR in force: `maxHr`, else 220 minus age; null without a birth date. */
  effectiveMaxHr: z.number().int().nullable(),
  preferUnit: ZPreferUnit,
  /** As typed (decimal or 0x-hex). */
  deviceId: z.string().nullable(),
  /** The same id as a number, for showing both spellings. */
  deviceIdNum: z.number().int().nullable(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  memberRole: z.enum(MEMBER_ROLES),
  status: z.enum(['enabled', 'disabled']),
  verified: z.boolean(),
  journeyLevel: z.string().nullable(),
  xgtPhase: z.string().nullable(),
  /** The loaner pod the member holds now, if any. */
  podId: z.number().int().nullable(),
  podBarcode: z.string().nullable(),
  createdAt: z.string(),
});
export type TMemberListItem = z.infer<typeof ZMemberListItem>;

export const MEMBER_SORT_FIELDS = ['name', 'email', 'deviceId', 'createdAt'] as const;
export type TMemberSortField = (typeof MEMBER_SORT_FIELDS)[number];

/** Keyword over email, names, nickname and device id (SPEC.md section 3, Member), and the front desk's filters. */
export const ZMemberFilter = listFilter(MEMBER_SORT_FIELDS)
  .unwrap()
  .extend({
    locationId: zId().optional(),
    status: z.enum(['enabled', 'disabled'], { error: 'validation.invalid' }).optional(),
    verified: z.boolean({ error: 'validation.invalid' }).optional(),
    /** true: only members holding a loaner pod now; false: only those without one. */
    hasPod: z.boolean({ error: 'validation.invalid' }).optional(),
    /** Omitted: members (the role every club has most of). */
    role: z.enum(MEMBER_ROLES, { error: 'validation.invalid' }).optional(),
  })
  .default({});
export type TMemberFilter = z.infer<typeof ZMemberFilter>;

/**
 * A page of members; past MEMBER_COUNT_CAP the total is a lower bound. `searchCapped`: the keyword
 * matches more than MEMBER_SEARCH_WINDOW members and the list holds that many of them.
 */
export const ZMemberPage = paged(ZMemberListItem).extend({
  totalIsLowerBound: z.boolean(),
  searchCapped: z.boolean(),
});
export type TMemberPage = z.infer<typeof ZMemberPage>;

// Empty names or email: 'Name and email cannot be empty.'; a filled but wrong value names its field.
const nameEmailEmpty = 'members.nameEmailEmpty';
const ZName = (error: string) => zPersonName(error, nameEmailEmpty);

/** Weights a person can have, in kg (the form converts from the viewer's unit). */
export const MEMBER_WEIGHT_KG = { min: 20, max: 400 } as const;

/**
 * One form for add (PUT) and edit (PATCH), with the messages of SPEC.md section 5. The member import
 * checks every row with it too (each row's cells converted to this input), so both refuse alike.
 */
export const ZMemberInput = z.object({
  email: zText(254, 'validation.email').trim().min(1, { error: nameEmailEmpty }).pipe(ZEmail),
  firstName: ZName('validation.firstName'),
  lastName: ZName('validation.lastName'),
  nickName: ZNickName,
  gender: z.enum(ZGender.options, { error: 'validation.gender' }),
  birthDate: ZBirthDate,
  weight: z
    .number({ error: 'validation.weight' })
    .min(MEMBER_WEIGHT_KG.min, { error: 'validation.weight' })
    .max(MEMBER_WEIGHT_KG.max, { error: 'validation.weight' })
    .nullable()
    .optional(),
  /** Null: the default of 220 minus age. */
  maxHr: z
    .number({ error: 'validation.maxHr' })
    .int({ error: 'validation.maxHr' })
    .min(100, { error: 'validation.maxHr' })
    .max(230, { error: 'validation.maxHr' })
    .nullable()
    .optional(),
  /** Decimal or 0x-hex; checked by core's parseDeviceId on the server. */
  deviceId: zText(40, 'validation.deviceId')
    .trim()
    .regex(/^(0x[0-9a-f]{1,14}|[0-9]{1,16})?$/i, { error: 'validation.deviceId' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  locationId: zId('validation.location'),
  role: z.enum(MEMBER_ROLES, { error: 'validation.role' }),
});
export type TMemberInput = z.input<typeof ZMemberInput>;
export type TMemberValues = z.output<typeof ZMemberInput>;
