import { z } from 'zod';
import { MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './access.ts';
import { zText } from './fields.ts';

/** Staff see and hand out their club's registration link; managers rotate its code. */
export const CLUB_JOIN_ACCESS = {
  read: STAFF_ROLES,
  manage: MANAGER_ROLES,
} as const satisfies TFeatureAccess;

/** The page a registration link opens; the club's join code rides in its `club` query parameter. */
export const REGISTER_PAGE_PATH = '/user-register';

/** The club's registration link (SPEC.md section 3, Club.registrationLink) on this site. */
export function registrationLink(origin: string, joinCode: string): string {
  return `${origin}${REGISTER_PAGE_PATH}?club=${encodeURIComponent(joinCode)}`;
}

/** A club's join code as a link carries it: any wrong or missing code gets the one plain message. */
export const ZJoinCode = zText(64, 'join.codeInvalid').trim().min(1, { error: 'join.codeInvalid' });

export const ZJoinCodeData = z.object({ joinCode: z.string() });
export type TJoinCodeData = z.infer<typeof ZJoinCodeData>;

/** Query of GET /dashboard/register/club: which club a registration link joins. */
export const ZJoinClubQuery = z.object({ club: ZJoinCode });
export const ZJoinClubData = z.object({ clubName: z.string() });
export type TJoinClubData = z.infer<typeof ZJoinClubData>;
