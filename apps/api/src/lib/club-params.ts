import { zIdParam } from '@pulseboard/contract/fields';
import { z } from 'zod';

/** `/dashboard/clients/:id/...`: the club the access guard checks against the caller's own. */
export const ZClubParams = z.object({ id: zIdParam() });

/** A club's sub-resource: `/dashboard/clients/:id/<things>/:itemId`. */
export function clubItemParams<K extends string>(key: K) {
  return ZClubParams.extend({ [key]: zIdParam() } as Record<K, ReturnType<typeof zIdParam>>);
}
