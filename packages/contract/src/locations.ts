import { z } from 'zod';
import { zText } from './fields.ts';
import { MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/** Every staff role sees a club's locations; managers change them. */
export const LOCATIONS_ACCESS = {
  read: STAFF_ROLES,
  manage: MANAGER_ROLES,
} as const satisfies TFeatureAccess;

export const ZLocation = z.object({
  locationId: z.number().int(),
  clubId: z.number().int(),
  branchName: z.string(),
  branchLocation: z.string(),
  branchZip: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  mindbodySiteId: z.string().nullable(),
  inbodyAccount: z.string().nullable(),
  /** Secrets are write-only: only whether one is stored. */
  inbodyKeySet: z.boolean(),
  momenceAccount: z.string().nullable(),
  momenceClientId: z.string().nullable(),
  momenceClientSecretSet: z.boolean(),
  instagramName: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  homepage: z.string().nullable(),
  memberCount: z.number().int(),
});
export type TLocation = z.infer<typeof ZLocation>;
export const LOCATION_SORT_FIELDS = ['branchName', 'status', 'memberCount'] as const;

// Free text with no other rule: the one way it can be wrong is its length, which zText's message says.
const text = (max: number) =>
  zText(max)
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const url = zText(2000, 'validation.url')
  .trim()
  .regex(/^https?:\/\/\S+$/i, { error: 'validation.url' })
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
/** A secret: omitted keeps the stored value, '' or null clears it, text replaces it. */
const secret = zText(500).nullable().optional();

/** One form for create and edit. */
export const ZLocationInput = z.object({
  branchName: zText(100, 'validation.branchName').trim().min(1, { error: 'validation.branchName' }),
  branchLocation: zText(300, 'validation.branchLocation')
    .trim()
    .min(1, { error: 'validation.branchLocation' }),
  branchZip: zText(12, 'validation.zip')
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,12}$/, { error: 'validation.zip' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  status: z.enum(['open', 'closed']).default('open'),
  mindbodySiteId: text(50),
  inbodyAccount: text(100),
  inbodyKey: secret,
  momenceAccount: text(100),
  momenceClientId: text(200),
  momenceClientSecret: secret,
  instagramName: text(100),
  instagramUrl: url,
  homepage: url,
});
export type TLocationInput = z.infer<typeof ZLocationInput>;
