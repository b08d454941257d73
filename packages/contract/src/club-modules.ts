import { z } from 'zod';
import { zIdParam } from './fields.ts';
import { OWNER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/** Every staff role sees a club's modules and data privacy settings; the club's owners change them. */
export const CLUB_MODULES_ACCESS = {
  read: STAFF_ROLES,
  manage: OWNER_ROLES,
} as const satisfies TFeatureAccess;

/** Feature switches per club (Module tab); the app hides what a club switched off. */
export const CLUB_MODULES = [
  'challenges',
  'leaderboard',
  'classes',
  'workoutOfTheDay',
  'rewards',
  'notifications',
  'reports',
  'marketing',
  'live',
] as const;
export type TClubModule = (typeof CLUB_MODULES)[number];
export const ZClubModules = z.object(
  Object.fromEntries(CLUB_MODULES.map((m) => [m, z.boolean()])) as Record<TClubModule, z.ZodBoolean>,
);
export type TClubModules = z.infer<typeof ZClubModules>;
export const DEFAULT_CLUB_MODULES: TClubModules = Object.fromEntries(
  CLUB_MODULES.map((m) => [m, true]),
) as TClubModules;

export const LEADERBOARD_NAME_DISPLAYS = ['fullName', 'firstNameInitial', 'nickname', 'initials'] as const;

/** Privacy settings (Data Privacy tab), read by leaderboards and public pages. */
export const ZClubPrivacy = z.object({
  hideFromPublicLeaderboards: z.boolean(),
  leaderboardNameDisplay: z.enum(LEADERBOARD_NAME_DISPLAYS, { error: 'validation.invalid' }),
  showAvatarsOnLeaderboards: z.boolean(),
});
export type TClubPrivacy = z.infer<typeof ZClubPrivacy>;
export const DEFAULT_CLUB_PRIVACY: TClubPrivacy = {
  hideFromPublicLeaderboards: false,
  leaderboardNameDisplay: 'firstNameInitial',
  showAvatarsOnLeaderboards: true,
};

export const ZMemberParams = z.object({
  id: zIdParam(),
  memberId: zIdParam(),
});

/** One member's personal data, as exported from the Data Privacy tab. */
export const ZMemberExport = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  workouts: z.array(z.record(z.string(), z.unknown())),
  podAssignments: z.array(z.record(z.string(), z.unknown())),
  bodyMetrics: z.array(z.record(z.string(), z.unknown())),
  bloodPressure: z.array(z.record(z.string(), z.unknown())),
});
