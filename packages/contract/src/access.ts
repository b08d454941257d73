// Roles and who may use what, without zod: the web's route table and guards load this on every page,
// the login page included. roles.ts adds the schema.

/** Roles in order of seniority, most senior first (SPEC.md section 6). */
export const ROLES = ['accuro', 'club', 'locationAdmin', 'coach', 'trainerLeader', 'member'] as const;
export type TRole = (typeof ROLES)[number];

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

/** Every signed-in role: declare it on a route any signed-in caller may use (roles are never omitted). */
export const ANY_ROLE = ROLES;

/** The provider's own staff: platform-wide areas such as the club directory and the FAQ editor. */
export const PLATFORM_ROLES = ['accuro'] as const satisfies readonly TRole[];

/** The role is one of `roles` (which may be a narrow list such as OWNER_ROLES); false when signed out. */
export function hasRole(role: TRole | undefined, roles: readonly TRole[]): boolean {
  return role !== undefined && roles.includes(role);
}

/**
 * Who may use a feature: `read` opens its tab and read routes, `manage` its buttons and write routes.
 * A feature with another area of its own (a platform-wide search, say) names it as a further key.
 * Each feature declares one in its contract file; the API routes and the web both read it.
 */
export type TFeatureAccess = {
  readonly read: readonly TRole[];
  readonly manage: readonly TRole[];
  readonly [area: string]: readonly TRole[];
};

/** Who may call a route: nobody signed in (`public`), or the listed roles (ANY_ROLE for every one). */
export type TRouteAccess =
  | { readonly public: true }
  | {
      readonly public?: false;
      readonly roles: readonly TRole[];
      /** The route has an `id` path parameter naming a club; only that club's users (and accuro) pass. */
      readonly club: boolean;
    };
