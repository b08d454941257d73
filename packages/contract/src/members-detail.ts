import { z } from 'zod';
import { ZGender, ZPreferUnit } from './profile.ts';

/**
 * GET /dashboard/clients/{id}/members/{memberId}: one member for the detail page, read with
 * MEMBERS_ACCESS.read (members.ts), scoped to the club. The list's fields, written out here so a
 * change to the list item does not silently change this answer, plus the profile the page shows.
 */
export const ZMemberDetail = z.object({
  userId: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
  deviceId: z.string().nullable(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  status: z.enum(['enabled', 'disabled']),
  verified: z.boolean(),
  journeyLevel: z.string().nullable(),
  xgtPhase: z.string().nullable(),
  podId: z.number().int().nullable(),
  podBarcode: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: ZGender.nullable(),
  /** kg (the latest bodyWeight reading, or what the member typed on their profile). */
  weight: z.number().nullable(),
  preferUnit: ZPreferUnit,
  /** The effective max HR: set by hand, else 220 minus age; null without either. */
  maxHr: z.number().int().nullable(),
  /** true when `maxHr` was set by hand rather than estimated from the birth date. */
  maxHrByHand: z.boolean(),
  createdAt: z.string(),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;
