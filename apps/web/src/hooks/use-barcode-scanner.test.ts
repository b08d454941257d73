import { describe, expect, it } from 'vitest';
import { EMPTY_SCAN, scanKey, type TScanState } from './use-barcode-scanner.ts';

/** Feeds [key, timestamp] pairs and collects the scans produced. */
function feed(keys: [string, number][]): { scans: string[]; state: TScanState } {
  let state = EMPTY_SCAN;
  const scans: string[] = [];
  for (const [key, at] of keys) {
    const result = scanKey(state, key, at);
    state = result.state;
    if (result.scan) scans.push(result.scan);
  }
  return { scans, state };
}

const typed = (text: string, start: number, step: number): [string, number][] =>
  [...text].map((key, i) => [key, start + i * step]);

describe('scanKey', () => {
  it.each([
    ['fast keys then a fast Enter are one scan', [...typed('POD-001', 0, 20), ['Enter', 140]], ['POD-001']],
    ['keys 99 ms apart still count as fast', [...typed('ABC', 0, 99), ['Enter', 297]], ['ABC']],
    ['keys exactly 100 ms apart are typing, not a scan', [...typed('ABC', 0, 100), ['Enter', 300]], []],
    ['human typing then Enter is not a scan', [...typed('POD-001', 0, 250), ['Enter', 2000]], []],
    ['a slow Enter after a fast run is not a scan', [...typed('POD-001', 0, 10), ['Enter', 500]], []],
    ['a scan shorter than three characters is ignored', [...typed('AB', 0, 10), ['Enter', 20]], []],
    ['Enter on an empty buffer does nothing', [['Enter', 0]], []],
    [
      'a pause starts a new buffer: the slow prefix is dropped',
      [['x', 0], ...typed('POD-7', 500, 15), ['Enter', 575]],
      ['POD-7'],
    ],
    [
      'two scans in a row',
      [...typed('AAA1', 0, 10), ['Enter', 40], ...typed('BBB2', 1000, 10), ['Enter', 1040]],
      ['AAA1', 'BBB2'],
    ],
    [
      'Shift between characters is ignored',
      [
        ['A', 0],
        ['Shift', 5],
        ['B', 10],
        ['C', 20],
        ['Enter', 30],
      ],
      ['ABC'],
    ],
  ] as [string, [string, number][], string[]][])('%s', (_name, keys, expected) => {
    expect(feed(keys).scans).toEqual(expected);
  });

  it('resets the buffer after Enter', () => {
    expect(feed([...typed('ABC', 0, 10), ['Enter', 30]]).state).toEqual(EMPTY_SCAN);
  });

  it('honours a custom gap', () => {
    let state = EMPTY_SCAN;
    let scan: string | undefined;
    for (const [key, at] of [...typed('ABC', 0, 150), ['Enter', 450]] as [string, number][]) {
      ({ state, scan } = scanKey(state, key, at, { gapMs: 200 }));
    }
    expect(scan).toBe('ABC');
  });
});
