// SPEC.md section 9: 1 kg = 2.2045 lb, 1 inch = 2.54 cm, shown with one decimal. The database keeps metric.

export const LB_PER_KG = 2.2045;
export const CM_PER_INCH = 2.54;

export type TUnitSystem = 'metric' | 'imperial';

/** Rounds to one decimal, the precision every converted value is shown with. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A weight stored in kg as the viewer's unit, one decimal. */
export function weightFromKg(kg: number, unit: TUnitSystem): number {
  return oneDecimal(unit === 'imperial' ? kg * LB_PER_KG : kg);
}

/**
 * Two decimals for a converted value kept in metric: 150 lb is stored as 68.04 kg, not 68.04264005443412,
 * and still shows as 150.0 lb (the rounding moves it by at most 0.011 lb, under half of the shown decimal).
 */
function twoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A weight typed in the viewer's unit as kg for storage. */
export function weightToKg(value: number, unit: TUnitSystem): number {
  return unit === 'imperial' ? twoDecimals(value / LB_PER_KG) : value;
}

/**
 * The kg to store for a weight shown in the viewer's unit: the stored kg while the field still shows it
 * (a form saved unchanged keeps 68.04 kg behind "68.0 kg"), else the shown value converted.
 */
export function shownWeightToKg(
  shown: number,
  unit: TUnitSystem,
  storedKg: number | null | undefined,
): number {
  return storedKg != null && weightFromKg(storedKg, unit) === shown ? storedKg : weightToKg(shown, unit);
}

/** A length stored in cm as the viewer's unit, one decimal. */
export function lengthFromCm(cm: number, unit: TUnitSystem): number {
  return oneDecimal(unit === 'imperial' ? cm / CM_PER_INCH : cm);
}

/** A length typed in the viewer's unit as cm for storage. */
export function lengthToCm(value: number, unit: TUnitSystem): number {
  return unit === 'imperial' ? twoDecimals(value * CM_PER_INCH) : value;
}

/** The label of a weight or length in a unit system. */
export function unitLabel(kind: 'weight' | 'length', unit: TUnitSystem): 'kg' | 'lb' | 'cm' | 'in' {
  if (kind === 'weight') return unit === 'imperial' ? 'lb' : 'kg';
  return unit === 'imperial' ? 'in' : 'cm';
}
