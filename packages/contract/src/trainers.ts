import { z } from 'zod';
import { zId, zText } from './fields.ts';
import { listFilter } from './paging.ts';
import { MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/** Every staff role sees a club's trainers; managers change them. */
export const TRAINERS_ACCESS = { read: STAFF_ROLES, manage: MANAGER_ROLES } as const satisfies TFeatureAccess;

export const TRAINER_STATUSES = ['active', 'inactive'] as const;
export const TRAINER_BIO_MAX = 2000;

/** A phone number as people type it: an optional +, then digits, spaces, dots, dashes, brackets. */
export const PHONE_PATTERN = /^\+?[\d(][\d\s().-]{4,22}\d$/;

export const ZTrainer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  status: z.enum(TRAINER_STATUSES),
  /** The trainer's own login in this club, when they have one. */
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TTrainer = z.infer<typeof ZTrainer>;

/** One form for create and edit; empty optional texts are stored as null. */
export const ZTrainerInput = z.object({
  firstName: zText(100, 'validation.firstName').trim().min(1, { error: 'validation.firstName' }),
  lastName: zText(100, 'validation.lastName').trim().default(''),
  phone: zText(40, 'validation.phone')
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'validation.phone' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
  bio: zText(TRAINER_BIO_MAX, 'validation.bio')
    .trim()
    .transform((v) => v || null)
    .nullable()
    .optional(),
  status: z.enum(TRAINER_STATUSES, { error: 'validation.status' }).default('active'),
  /** Links an existing user of the same club; null or omitted: no login. */
  userId: zId('validation.trainerUser').nullable().optional(),
});
export type TTrainerInput = z.input<typeof ZTrainerInput>;

export const TRAINER_SORT_FIELDS = ['firstName', 'lastName', 'status', 'createdAt'] as const;
/** Body of POST /dashboard/clients/{id}/trainers/page/{page}: keyword over names and phone, optional sort. */
export const ZTrainerListFilter = listFilter(TRAINER_SORT_FIELDS);
export type TTrainerListFilter = z.infer<typeof ZTrainerListFilter>;
