import { describe, expect, it } from 'vitest';
import { shownUnit, toShown, toStored } from './metric-units.ts';

describe('a metric as the viewer reads and types it', () => {
  it.each([
    ['kg', 80, 'metric', 'kg', 80],
    ['kg', 80, 'imperial', 'lb', 176.4],
    ['cm', 81, 'imperial', 'in', 31.9],
    ['cm', 81, 'metric', 'cm', 81],
    ['%', 21.54, 'imperial', '%', 21.5],
    ['kcal', 1650, 'imperial', 'kcal', 1650],
  ] as const)('%s %d for a %s viewer is %s %d', (unit, stored, system, label, shown) => {
    expect(shownUnit(unit, system)).toBe(label);
    expect(toShown(unit, stored, system)).toBe(shown);
  });

  it('sends what an imperial viewer typed in the stored unit', () => {
    expect(toStored('kg', 176.4, 'imperial')).toBeCloseTo(80.02, 2);
    expect(toStored('cm', 10, 'imperial')).toBeCloseTo(25.4, 5);
    expect(toStored('%', 20, 'imperial')).toBe(20);
    expect(toStored('kg', 80, 'metric')).toBe(80);
  });
});
