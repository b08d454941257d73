import { OWNER_ROLES, PLATFORM_ROLES, STAFF_ROLES, type TFeatureAccess } from './access.ts';

/** A club's staff see its information; its owners change it; the provider's staff keep the club directory. */
export const CLUBS_ACCESS = {
  read: STAFF_ROLES,
  manage: OWNER_ROLES,
  /** List, search, create and delete clubs (the Clubs page), and set a club's code, subdomain and wording. */
  directory: PLATFORM_ROLES,
} as const satisfies TFeatureAccess;
