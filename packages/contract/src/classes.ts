import { z } from 'zod';
import { paged } from './envelope.ts';
import { zId, zText } from './fields.ts';
import { ANY_ROLE, MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/**
 * Staff read a club's classes and templates; managers plan them; any staff member runs the roster
 * (add, remove, mark absent); any signed-in user of the club may book (a member books themselves).
 */
export const CLASSES_ACCESS = {
  read: STAFF_ROLES,
  manage: MANAGER_ROLES,
  participants: STAFF_ROLES,
  book: ANY_ROLE,
} as const satisfies TFeatureAccess;

/** A series is planned at most this far ahead (and at most this many occurrences), whatever its rule. */
export const CLASS_HORIZON_DAYS = 366;
export const CLASS_MAX_OCCURRENCES = 366;
export const CLASS_MAX_PARTICIPANTS = 1000;
/** A class's or template's logo: the club logo's limit, checked by content (PNG, JPEG, WebP, GIF). */
export const CLASS_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const PARTICIPANT_STATUSES = ['booked', 'waitlisted', 'absent', 'cancelled'] as const;
export const CLASS_SCOPES = ['this', 'following'] as const;
export type TClassScope = (typeof CLASS_SCOPES)[number];

const isTimeZone = (v: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalText = (max: number, error: string) =>
  zText(max, error)
    .trim()
    .transform((v) => v || null)
    .nullable()
    .optional();

/** The fields a class and a template share; trainer and studio must be the club's own (checked by the API). */
const classFields = {
  name: zText(100, 'validation.className').trim().min(1, { error: 'validation.className' }),
  timeZone: zText(64, 'validation.classTimeZone').refine(isTimeZone, { error: 'validation.classTimeZone' }),
  startTime: zText(5, 'validation.classStartTime').regex(TIME, { error: 'validation.classStartTime' }),
  endTime: zText(5, 'validation.classEndTime').regex(TIME, { error: 'validation.classEndTime' }),
  description: optionalText(2000, 'validation.classDescription'),
  /** Null or omitted: no limit. */
  maxParticipants: z
    .number({ error: 'validation.maxParticipants' })
    .int({ error: 'validation.maxParticipants' })
    .min(1, { error: 'validation.maxParticipants' })
    .max(CLASS_MAX_PARTICIPANTS, { error: 'validation.maxParticipants' })
    .nullable()
    .optional(),
  meetingLink: zText(2000, 'validation.meetingLink')
    .trim()
    .refine((v) => v === '' || /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i.test(v), {
      error: 'validation.meetingLink',
    })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  trainerId: zId('validation.classTrainer'),
  studioId: zId('validation.classStudio'),
  locationId: zId('validation.classLocation').nullable().optional(),
};
// The end after the start is checked by the API (validation.classEndAfterStart on endTime): a refine
// here would hide the object's shape from the route fuzzer's samples.

export const ZClassTemplateInput = z.object(classFields);
export type TClassTemplateInput = z.input<typeof ZClassTemplateInput>;

/**
 * PUT /dashboard/clients/{id}/classes: one class, or a series when `rrule` is given (RFC 5545 RRULE
 * parts such as `FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10`, planned in `timeZone` from `date`).
 */
export const ZClassInput = z.object({
  ...classFields,
  date: z.iso.date({ error: 'validation.classDate' }),
  rrule: zText(500, 'validation.rrule')
    .trim()
    .transform((v) => v || null)
    .nullable()
    .optional(),
  /** The template the form was filled from: the new class takes its logo. */
  templateId: zId('validation.classTemplate').nullable().optional(),
});
export type TClassInput = z.input<typeof ZClassInput>;

/** POST /{classId}: the class's fields for this occurrence or this and the following ones of its series. */
export const ZClassUpdate = z.object({
  ...classFields,
  date: z.iso.date({ error: 'validation.classDate' }),
  rrule: zText(500, 'validation.rrule')
    .trim()
    .transform((v) => v || null)
    .nullable()
    .optional(),
  scope: z.enum(CLASS_SCOPES, { error: 'validation.classScope' }).default('this'),
});
export type TClassUpdate = z.input<typeof ZClassUpdate>;

export const ZClassScopeQuery = z.object({
  scope: z.enum(CLASS_SCOPES, { error: 'validation.classScope' }).default('this'),
});

/** POST /page/{page}: occurrences starting on local dates from..to (inclusive), in start order. */
export const ZClassListFilter = z.object({
  from: z.iso.date({ error: 'validation.dateFrom' }),
  to: z.iso.date({ error: 'validation.dateTo' }),
  studioId: zId().optional(),
  trainerId: zId().optional(),
  locationId: zId().optional(),
  keyword: zText(100).trim().optional(),
});
export type TClassListFilter = z.infer<typeof ZClassListFilter>;

const ZClassCommon = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  description: z.string().nullable(),
  maxParticipants: z.number().int().nullable(),
  meetingLink: z.string().nullable(),
  trainerId: z.number().int().nullable(),
  studioId: z.number().int().nullable(),
  locationId: z.number().int().nullable(),
  /** `/files/{id}` of the logo, or null. */
  logoUrl: z.string().nullable(),
});

export const ZClassTemplate = ZClassCommon.extend({ createdAt: z.string() });
export type TClassTemplate = z.infer<typeof ZClassTemplate>;
export const ZClassTemplateListFilter = z.object({ keyword: zText(100).trim().optional() }).default({});
export type TClassTemplateListFilter = z.infer<typeof ZClassTemplateListFilter>;
export const ZClassTemplatePage = paged(ZClassTemplate);

export const ZClassParticipant = z.object({
  userId: z.number().int(),
  name: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  bookedAt: z.string(),
  promotedAt: z.string().nullable(),
});
export type TClassParticipant = z.infer<typeof ZClassParticipant>;

/** One occurrence: its local date and times in its time zone, and its instants. */
export const ZClass = ZClassCommon.extend({
  seriesId: z.number().int().nullable(),
  rrule: z.string().nullable(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  cancelled: z.boolean(),
  /** When a coach started and stopped it live (null until then): the Live tab reads them from the list. */
  startedAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  booked: z.number().int(),
  waitlisted: z.number().int(),
});
export type TClass = z.infer<typeof ZClass>;
export const ZClassPage = paged(ZClass);

export const ZClassDetail = ZClass.extend({ participants: z.array(ZClassParticipant) });
export type TClassDetail = z.infer<typeof ZClassDetail>;

/** A write that planned occurrences: the first, how many, and the local dates skipped (time absent that day). */
export const ZClassPlanResult = z.object({
  class: ZClass,
  occurrences: z.number().int(),
  skippedDates: z.array(z.string()),
});
export type TClassPlanResult = z.infer<typeof ZClassPlanResult>;

export const ZBookInput = z.object({ memberId: zId('validation.classMember').optional() }).default({});
export const ZAddParticipantsInput = z.object({
  memberIds: z.array(zId('validation.classMember'), { error: 'validation.classMember' }).min(1).max(200),
});
export const ZMemberIdInput = z.object({ memberId: zId('validation.classMember') });

export const ZParticipantResult = z.object({ status: z.enum(PARTICIPANT_STATUSES) });
