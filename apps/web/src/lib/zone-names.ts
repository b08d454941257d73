import { ZONE_LABELS } from '@pulseboard/core/hr-zones';
import type { TFunction } from 'i18next';

const KNOWN = new Set<string>([...ZONE_LABELS.standard, ...ZONE_LABELS.alternative]);
type TLabel = (typeof ZONE_LABELS)[keyof typeof ZONE_LABELS][number];

/** A zone's name: its label in the club's wording (`easy` ... `all-out`), else "Zone n" (1 = first). */
export function zoneName(t: TFunction, label: string | undefined, index: number): string {
  return label && KNOWN.has(label)
    ? t(`workouts.zone.${label as TLabel}`)
    : t('myWorkouts.zoneN', { n: index + 1 });
}
