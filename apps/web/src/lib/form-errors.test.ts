import { describe, expect, it } from 'vitest';
import { fieldPath } from './form-errors.ts';

describe('fieldPath', () => {
  it.each([
    ['email', ['email']],
    ['zoneSettings.starts', ['zoneSettings', 'starts']],
    ['rows.3.barcode', ['rows', 3, 'barcode']],
  ])('%s -> %j', (name, path) => {
    expect(fieldPath(name)).toEqual(path);
  });
});
