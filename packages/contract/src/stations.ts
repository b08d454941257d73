import { z } from 'zod';
import { zText } from './fields.ts';
import { MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/** Every staff role sees the station settings of a club's accounts (and the skins); managers change them. */
export const STATIONS_ACCESS = { read: STAFF_ROLES, manage: MANAGER_ROLES } as const satisfies TFeatureAccess;

/** Station display skins (GET /dashboard/apt-skins); `label` is a message key with en and es. */
export const APT_SKINS = [
  { id: 'classic', label: 'stations.skins.classic' },
  { id: 'dark', label: 'stations.skins.dark' },
  { id: 'high-contrast', label: 'stations.skins.highContrast' },
  { id: 'neon', label: 'stations.skins.neon' },
] as const;
export const SKIN_IDS = ['classic', 'dark', 'high-contrast', 'neon'] as const;
export type TSkinId = (typeof SKIN_IDS)[number];

export const ZSkin = z.object({ id: z.enum(SKIN_IDS), label: z.string() });
export type TSkin = z.infer<typeof ZSkin>;

export const ZONE_COUNT = 5;
export const ZONE_START_MIN = 30;
export const ZONE_START_MAX = 100;
export const ZONE_POINTS_MAX = 20;
export const CALORIE_INFLATE_MAX = 50;
export const COLOR_MODES = ['gradient', 'solid'] as const;

/** An account's heart-rate display settings (Stations tab). */
export const ZStationSettings = z.object({
  /** Percent of max HR where zones 1..5 start. */
  zoneStarts: z.array(z.number().int()),
  zonePoints: z.array(z.number().int()),
  zoneColors: z.array(z.string()),
  colorMode: z.enum(COLOR_MODES),
  gradientFrom: z.string(),
  gradientTo: z.string(),
  sixtyMinuteCutoff: z.boolean(),
  /** Percent added to computed calories. */
  calorieInflate: z.number().int(),
  skin: z.enum(SKIN_IDS),
});
export type TStationSettings = z.infer<typeof ZStationSettings>;

/** What an account shows until an admin changes it: grey, blue, green, orange, red. */
export const DEFAULT_STATION_SETTINGS: TStationSettings = {
  zoneStarts: [50, 60, 70, 80, 90],
  zonePoints: [0, 1, 2, 3, 4],
  zoneColors: ['#9e9e9e', '#1e88e5', '#43a047', '#fb8c00', '#e53935'],
  colorMode: 'gradient',
  gradientFrom: '#1e88e5',
  gradientTo: '#e53935',
  sixtyMinuteCutoff: false,
  calorieInflate: 0,
  skin: 'classic',
};

const ZHexColor = zText(7, 'stations.color')
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'stations.color' });
const zoneList = <T extends z.ZodType>(item: T, error: string) =>
  z.array(item, { error }).length(ZONE_COUNT, { error });

/** POST .../accounts/{accountId}/actions/change-settings: every field, validated as the form does. */
export const ZStationSettingsInput = z.object({
  zoneStarts: zoneList(
    z
      .number({ error: 'stations.zoneStart' })
      .int({ error: 'stations.zoneStart' })
      .min(ZONE_START_MIN, { error: 'stations.zoneStart' })
      .max(ZONE_START_MAX, { error: 'stations.zoneStart' }),
    'stations.zoneStart',
  ).refine((starts) => starts.every((s, i) => i === 0 || s > (starts[i - 1] ?? 0)), {
    error: 'stations.zoneStartsIncrease',
  }),
  zonePoints: zoneList(
    z
      .number({ error: 'stations.zonePoints' })
      .int({ error: 'stations.zonePoints' })
      .min(0, { error: 'stations.zonePoints' })
      .max(ZONE_POINTS_MAX, { error: 'stations.zonePoints' }),
    'stations.zonePoints',
  ),
  zoneColors: zoneList(ZHexColor, 'stations.color'),
  colorMode: z.enum(COLOR_MODES, { error: 'stations.colorMode' }),
  gradientFrom: ZHexColor,
  gradientTo: ZHexColor,
  sixtyMinuteCutoff: z.boolean({ error: 'validation.invalid' }),
  calorieInflate: z
    .number({ error: 'stations.calorieInflate' })
    .int({ error: 'stations.calorieInflate' })
    .min(0, { error: 'stations.calorieInflate' })
    .max(CALORIE_INFLATE_MAX, { error: 'stations.calorieInflate' }),
  skin: z.enum(SKIN_IDS, { error: 'stations.skin' }),
});
export type TStationSettingsInput = z.infer<typeof ZStationSettingsInput>;
