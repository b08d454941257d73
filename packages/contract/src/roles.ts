import { z } from 'zod';

/** Roles in order of seniority, most senior first (SPEC.md section 6). */
export const ROLES = ['accuro', 'club', 'locationAdmin', 'coach', 'trainerLeader', 'member'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Everyone who works for a club (every role but member). */
export const STAFF_ROLES = [
  'accuro',
  'club',
  'locationAdmin',
  'coach',
  'trainerLeader',
] as const satisfies readonly TRole[];
/** Who may change a club's locations, studios, trainers, pods and stations. */
export const MANAGER_ROLES = ['accuro', 'club', 'locationAdmin'] as const satisfies readonly TRole[];
/** Who may change a club's own information, modules, privacy and integrations. */
export const OWNER_ROLES = ['accuro', 'club'] as const satisfies readonly TRole[];

/** Roles a caller may give as club admin (SPEC.md section 6). */
export const ASSIGNABLE_ROLES: Record<TRole, readonly TRole[]> = {
  accuro: ['club', 'locationAdmin', 'trainerLeader'],
  club: ['club', 'locationAdmin', 'trainerLeader'],
  locationAdmin: ['locationAdmin', 'trainerLeader'],
  trainerLeader: ['trainerLeader'],
  coach: [],
  member: [],
};

/** Who may call a route: nobody signed in, anyone signed in, or the listed roles. */
export type TRouteAccess =
  | { readonly public: true }
  | {
      readonly public?: false;
      /** Omitted: every signed-in role. */
      readonly roles?: readonly TRole[];
      /** The route has an `id` path parameter naming a club; only that club's users (and accuro) pass. */
      readonly club: boolean;
    };
