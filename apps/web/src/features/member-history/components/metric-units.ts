import { METRICS, type TMetricName, type TMetricUnit } from '@pulseboard/contract/member-history';
import {
  lengthFromCm,
  lengthToCm,
  oneDecimal,
  type TUnitSystem,
  unitLabel,
  weightFromKg,
  weightToKg,
} from '@pulseboard/core/units';

/** What a value of this stored unit is shown in for a viewer's unit system (the API always speaks metric). */
export function shownUnit(unit: TMetricUnit, system: TUnitSystem): string {
  if (unit === 'kg') return unitLabel('weight', system);
  if (unit === 'cm') return unitLabel('length', system);
  return unit;
}

/** A stored value as the viewer reads it, one decimal. */
export function toShown(unit: TMetricUnit, value: number, system: TUnitSystem): number {
  if (unit === 'kg') return weightFromKg(value, system);
  if (unit === 'cm') return lengthFromCm(value, system);
  return oneDecimal(value);
}

/** A value the viewer typed, in the stored unit the API takes. */
export function toStored(unit: TMetricUnit, value: number, system: TUnitSystem): number {
  if (unit === 'kg') return weightToKg(value, system);
  if (unit === 'cm') return lengthToCm(value, system);
  return value;
}

export const metricUnit = (name: TMetricName): TMetricUnit => METRICS[name].unit;
