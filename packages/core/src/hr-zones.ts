// Heart-rate zones. percent = 100 x HR / max HR, unrounded. A sample is in zone i when percent >= start
// of zone i and < start of zone i + 1; the top zone has no upper bound; below the first start a sample
// is in no zone and earns neither points nor calories. Starts must rise strictly (the settings forms
// check it); the engine takes the highest zone whose start the percent reaches.

/** A club's or station's zones: percent of max HR where each zone starts, points per minute in it, colours. */
export interface TZoneSettings {
  starts: readonly number[];
  points: readonly number[];
  colors?: readonly string[];
}

/** The station account settings' zone fields (Stations tab), as the contract names them. */
export interface TStationZoneFields {
  zoneStarts: readonly number[];
  zonePoints: readonly number[];
  zoneColors: readonly string[];
}

/** The zones of a club that has not set its own: the same as a new station's (grey, blue, green, orange, red). */
export const DEFAULT_CLUB_ZONE_SETTINGS: TZoneSettings = {
  starts: [50, 60, 70, 80, 90],
  points: [0, 1, 2, 3, 4],
  colors: ['#9e9e9e', '#1e88e5', '#43a047', '#fb8c00', '#e53935'],
};

/** A station account's zone fields in the engine's shape. */
export function zoneSettingsFromStation(station: TStationZoneFields): TZoneSettings {
  return { starts: station.zoneStarts, points: station.zonePoints, colors: station.zoneColors };
}

/** Percent of max HR, unrounded. */
export function percentOfMax(hr: number, maxHr: number): number {
  return (100 * hr) / maxHr;
}

/** The zone (0 = first) a heart rate falls in, or -1 below the first start. */
export function zoneOf(hr: number, maxHr: number, starts: readonly number[]): number {
  const percent = percentOfMax(hr, maxHr);
  for (let zone = starts.length - 1; zone >= 0; zone--) {
    if (percent >= (starts[zone] as number)) return zone;
  }
  return -1;
}

/** A club's wording (the contract's `wording`). */
export type TZoneWording = 'standard' | 'alternative';

// SPEC.md section 9 names five standard labels and four alternative ones; the alternative wording calls
// both of the two lowest zones "reset" (warming up and recovering), then push, sweat and all-out.
/** The label key of each of the five zones in each wording (message keys for the screens, not English). */
export const ZONE_LABELS = {
  standard: ['easy', 'light', 'moderate', 'intense', 'vigorous'],
  alternative: ['reset', 'reset', 'push', 'sweat', 'all-out'],
} as const;
/** A zone's label key in either wording. */
export type TZoneLabel = (typeof ZONE_LABELS)[TZoneWording][number];

/** The label key of a zone (0 = first) in a club's wording; zones past the fifth take the top label. */
export function zoneLabel(zone: number, wording: TZoneWording): TZoneLabel {
  const labels = ZONE_LABELS[wording];
  return labels[Math.min(Math.max(zone, 0), labels.length - 1)] as TZoneLabel;
}
