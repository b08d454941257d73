import { INTEGRATIONS, type TClub, type TClubInput } from '@pulseboard/contract/clubs';
import { BROWSER_ZONE } from '../../../lib/time-zone.ts';

export const CLUB_FLAGS = [
  'hasPrivateApp',
  'hasPrivatePt',
  'inbodyEnabled',
  'bodyCompositionEnabled',
  'instagramEnabled',
  'appleHub',
  'appleWatch',
] as const;

export const DEFAULT_ZONES = { starts: [50, 60, 70, 80, 90], points: [0, 1, 2, 3, 4] };

/** The form's values: the API's input plus a switch for the optional zone settings. */
export type TClubFormValues = Omit<TClubInput, 'zoneSettings' | 'integrations'> & {
  integrations: Record<(typeof INTEGRATIONS)[number], boolean>;
  zonesCustom: boolean;
  zoneSettings: { starts: number[]; points: number[] };
};

/** Form values for a new club (no club) or an existing one. */
export function toFormValues(club?: TClub): TClubFormValues {
  return {
    clubName: club?.clubName ?? '',
    clubCode: club?.clubCode ?? '',
    subdomain: club?.subdomain ?? '',
    clubDescription: club?.clubDescription ?? '',
    themeColor: club?.themeColor ?? null,
    registrationLink: club?.registrationLink ?? '',
    timezone: club?.timezone ?? BROWSER_ZONE,
    wording: club?.wording ?? 'standard',
    settingsRaw: club?.settingsRaw ?? '{}',
    ...Object.fromEntries(CLUB_FLAGS.map((flag) => [flag, club?.[flag] ?? false])),
    integrations: Object.fromEntries(
      INTEGRATIONS.map((p) => [p, club?.integrations[p] ?? false]),
    ) as TClubFormValues['integrations'],
    zonesCustom: Boolean(club?.zoneSettings),
    zoneSettings: club?.zoneSettings ?? DEFAULT_ZONES,
  } as TClubFormValues;
}

/** What PUT/POST /dashboard/clients expects; the server trims, checks and normalises again. */
export function toClubInput(values: TClubFormValues): TClubInput {
  const { zonesCustom, zoneSettings, ...rest } = values;
  return {
    ...rest,
    clubDescription: rest.clubDescription || null,
    registrationLink: rest.registrationLink || null,
    subdomain: rest.subdomain || null,
    themeColor: rest.themeColor || null,
    settingsRaw: rest.settingsRaw ?? '{}',
    zoneSettings: zonesCustom ? zoneSettings : null,
  };
}

let zones: string[] | undefined;
/** Every IANA time zone the browser knows, UTC included. */
export function timezones(): string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
  return zones;
}
