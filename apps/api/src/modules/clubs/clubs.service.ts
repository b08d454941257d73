import { readFileSync } from 'node:fs';
import {
  DEFAULT_CLUB_MODULES,
  DEFAULT_CLUB_PRIVACY,
  type TClubModules,
  type TClubPrivacy,
} from '@pulseboard/contract/club-modules';
import type { TBranding, TClubBrief } from '@pulseboard/contract/clubs';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { fileUrl, findFile } from '../files/files.repository.ts';
import { findClubBrief, findClubBySubdomain } from './clubs.repository.ts';

const PRODUCT_LOGO = readFileSync(new URL('./product-logo.svg', import.meta.url));
export const PRODUCT_LOGO_URL = '/public/logo';

const logoUrlOf = (logoFileId: string | null) => (logoFileId ? fileUrl(logoFileId) : PRODUCT_LOGO_URL);

export async function getClubBrief(deps: TDeps, clubId: number): Promise<TClubBrief> {
  const club = await findClubBrief(deps.db, clubId);
  if (!club) throw new AppError('NOT_FOUND');
  return {
    clubId: club.id,
    clubName: club.name,
    subdomain: club.subdomain,
    themeColor: club.themeColor,
    logoUrl: logoUrlOf(club.logoFileId),
    timezone: club.timezone,
    wording: club.wording,
    modules: clubModulesOf(club.modules),
    privacy: clubPrivacyOf(club.privacy),
  };
}

/** Stored switches over the defaults: a module added later is on until a club turns it off. */
export const clubModulesOf = (stored: Record<string, boolean>): TClubModules => ({
  ...DEFAULT_CLUB_MODULES,
  ...stored,
});
export const clubPrivacyOf = (stored: Record<string, string | boolean>): TClubPrivacy =>
  ({ ...DEFAULT_CLUB_PRIVACY, ...stored }) as TClubPrivacy;

/** Branding before sign-in, by the subdomain the app is opened on; the product's own when none matches. */
export async function getBranding(deps: TDeps, subdomain: string | undefined): Promise<TBranding> {
  const club = subdomain ? await findClubBySubdomain(deps.db, subdomain.toLowerCase()) : undefined;
  if (!club) return { clubName: null, logoUrl: PRODUCT_LOGO_URL, themeColor: null };
  return { clubName: club.name, logoUrl: logoUrlOf(club.logoFileId), themeColor: club.themeColor };
}

/** The logo image for a subdomain, falling back to the product logo. */
export async function getLogo(
  deps: TDeps,
  subdomain: string | undefined,
): Promise<{ mimeType: string; content: Buffer }> {
  const club = subdomain ? await findClubBySubdomain(deps.db, subdomain.toLowerCase()) : undefined;
  const file = club?.logoFileId ? await findFile(deps.db, club.logoFileId) : undefined;
  return file ?? { mimeType: 'image/svg+xml', content: PRODUCT_LOGO };
}
