import { z } from 'zod';
import { ZClubModules, ZClubPrivacy } from './club-modules.ts';
import { zText } from './fields.ts';
import { WORDINGS } from './wording.ts';

export { CLUBS_ACCESS } from './clubs-access.ts';

/** What the shell needs of the signed-in user's club (GET /dashboard/clients/{id}/brief). */
export const ZClubBrief = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  subdomain: z.string().nullable(),
  themeColor: z.string().nullable(),
  logoUrl: z.string(),
  timezone: z.string(),
  /** Clubs 15 and 56 (and any club so configured) use their own words (SPEC.md section 6). */
  wording: z.enum(WORDINGS),
  /** Feature switches and privacy settings the rest of the app follows. */
  modules: ZClubModules,
  privacy: ZClubPrivacy,
});
export type TClubBrief = z.infer<typeof ZClubBrief>;

/** GET /public/branding?subdomain=: the sidebar logo and colour before sign-in. */
export const ZBranding = z.object({
  clubName: z.string().nullable(),
  logoUrl: z.string(),
  themeColor: z.string().nullable(),
});
export type TBranding = z.infer<typeof ZBranding>;

export const INTEGRATIONS = ['abc', 'hapana', 'glofox', 'wellnessLiving', 'mindbody', 'momence'] as const;
export const ZIntegrationFlags = z.object(
  Object.fromEntries(INTEGRATIONS.map((p) => [p, z.boolean()])) as Record<
    (typeof INTEGRATIONS)[number],
    z.ZodBoolean
  >,
);

const ZHexColor = zText(7, 'validation.color').regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.color' });
// Each zone's own message, so the form and the API say the same thing about one wrong number.
const zoneNumber = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

export const ZZoneSettings = z.object({
  starts: z.array(zoneNumber(30, 100, 'validation.zoneStarts')).length(5, { error: 'validation.zoneStarts' }),
  points: z.array(zoneNumber(0, 20, 'validation.zonePoints')).length(5, { error: 'validation.zonePoints' }),
});

/** One club as the Information tab shows it. Monthly counts are computed, never typed in. */
export const ZClub = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  clubCode: z.string(),
  clubLogo: z.string().nullable(),
  clubDescription: z.string().nullable(),
  themeColor: z.string().nullable(),
  registrationLink: z.string().nullable(),
  subdomain: z.string().nullable(),
  timezone: z.string(),
  wording: z.enum(WORDINGS),
  /** The settings text as typed, its parsed value ({} when it does not parse) and whether it parsed. */
  settingsRaw: z.string(),
  settings: z.record(z.string(), z.unknown()),
  settingsValid: z.boolean(),
  hasPrivateApp: z.boolean(),
  hasPrivatePt: z.boolean(),
  inbodyEnabled: z.boolean(),
  bodyCompositionEnabled: z.boolean(),
  instagramEnabled: z.boolean(),
  appleHub: z.boolean(),
  appleWatch: z.boolean(),
  integrations: ZIntegrationFlags,
  zoneSettings: ZZoneSettings.nullable(),
  /** Feature switches (Module tab); the club details page hides switched-off modules' tabs. */
  modules: ZClubModules,
  memberCount: z.number().int(),
  locationCount: z.number().int(),
  monthlySessions: z.number().int(),
  monthlyWorkouts: z.number().int(),
  monthlyEmails: z.number().int(),
  starred: z.boolean(),
  createdAt: z.string(),
});
export type TClub = z.infer<typeof ZClub>;

export const ZClubListItem = ZClub.pick({
  clubId: true,
  clubName: true,
  clubCode: true,
  clubLogo: true,
  subdomain: true,
  themeColor: true,
  memberCount: true,
  locationCount: true,
  starred: true,
  createdAt: true,
});
export type TClubListItem = z.infer<typeof ZClubListItem>;
export const CLUB_SORT_FIELDS = ['clubName', 'clubCode', 'memberCount', 'createdAt'] as const;

const optionalText = (max: number, error = 'validation.invalid') =>
  zText(max, error)
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** One form for create and edit (PUT /dashboard/clients, POST /dashboard/clients/{id}). */
export const ZClubInput = z.object({
  clubName: zText(100, 'validation.clubName').trim().min(2, { error: 'validation.clubName' }),
  clubCode: zText(32, 'validation.clubCode')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, { error: 'validation.clubCode' }),
  clubDescription: optionalText(2000),
  themeColor: ZHexColor.nullable().optional(),
  registrationLink: zText(2000, 'validation.link')
    .trim()
    .regex(/^(https?|ftp):\/\/\S+$/i, { error: 'validation.link' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  subdomain: zText(63, 'validation.subdomain')
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { error: 'validation.subdomain' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  timezone: zText(64, 'validation.timezone').trim().min(1, { error: 'validation.timezone' }).default('UTC'),
  wording: z.enum(WORDINGS).default('standard'),
  settingsRaw: zText(20_000).default('{}'),
  hasPrivateApp: z.boolean().default(false),
  hasPrivatePt: z.boolean().default(false),
  inbodyEnabled: z.boolean().default(false),
  bodyCompositionEnabled: z.boolean().default(false),
  instagramEnabled: z.boolean().default(false),
  appleHub: z.boolean().default(false),
  appleWatch: z.boolean().default(false),
  integrations: ZIntegrationFlags.partial().default({}),
  zoneSettings: ZZoneSettings.nullable().optional(),
});
export type TClubInput = z.infer<typeof ZClubInput>;

export const ZClubSearchBody = z.object({ keyword: zText(100).trim().default('') });
export const ZClubOption = z.object({ clubId: z.number().int(), clubName: z.string(), clubCode: z.string() });
export const CLUB_LOGO_MAX_BYTES = 2 * 1024 * 1024;
