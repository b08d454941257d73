import { z } from 'zod';

/** `/dashboard/clients/:id/...`: the club the access guard checks against the caller's own. */
export const ZClubParams = z.object({ id: z.coerce.number().int().positive() });

/** A club's sub-resource: `/dashboard/clients/:id/<things>/:itemId`. */
export function clubItemParams<K extends string>(key: K) {
  return ZClubParams.extend({ [key]: z.coerce.number().int().positive() } as Record<
    K,
    z.ZodCoercedNumber<unknown>
  >);
}
