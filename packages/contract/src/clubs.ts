import { z } from 'zod';

/** What the shell needs of the signed-in user's club (GET /dashboard/clients/{id}/brief). */
export const ZClubBrief = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  subdomain: z.string().nullable(),
  themeColor: z.string().nullable(),
  logoUrl: z.string(),
  timezone: z.string(),
  /** Clubs 15 and 56 (and any club so configured) use their own words (SPEC.md section 6). */
  wording: z.enum(['standard', 'alternative']),
});
export type TClubBrief = z.infer<typeof ZClubBrief>;

/** GET /public/branding?subdomain=: the sidebar logo and colour before sign-in. */
export const ZBranding = z.object({
  clubName: z.string().nullable(),
  logoUrl: z.string(),
  themeColor: z.string().nullable(),
});
export type TBranding = z.infer<typeof ZBranding>;
