import { z } from 'zod';
import { zId, zText } from './fields.ts';
import { STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/** Every staff role lists a club's members; nothing is changed through this feature yet. */
export const MEMBERS_ACCESS = { read: STAFF_ROLES, manage: [] } as const satisfies TFeatureAccess;

/** One row of a club's member list (POST /dashboard/clients/{id}/members/page/{page}). */
export const ZMemberListItem = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  nickName: z.string().nullable(),
  deviceId: z.string().nullable(),
  locationId: z.number().int().nullable(),
  status: z.enum(['enabled', 'disabled']),
  /** The loaner pod the member holds now, if any. */
  podId: z.number().int().nullable(),
  podBarcode: z.string().nullable(),
});
export type TMemberListItem = z.infer<typeof ZMemberListItem>;

/** Keyword over email, names, nickname and device id (SPEC.md section 3, Member). */
export const ZMemberFilter = z
  .object({
    keyword: zText(100).trim().optional(),
    locationId: zId().optional(),
    status: z.enum(['enabled', 'disabled']).optional(),
  })
  .default({});
export type TMemberFilter = z.infer<typeof ZMemberFilter>;
