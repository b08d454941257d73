import { describe, expect, it } from 'vitest';
import { periodText } from './challenge-text.ts';

describe('periodText', () => {
  const madrid = { endedAt: null, timezone: 'Europe/Madrid' };

  it('gives the start with its time and the last day of the period, on the club’s clock', () => {
    // 09:00 in Madrid on 1 March; the period ends at midnight starting 1 April, so its last day is 31 March.
    expect(
      periodText({ ...madrid, startTime: '2026-03-01T08:00:00.000Z', endTime: '2026-03-31T22:00:00.000Z' }),
    ).toBe('03/01/2026 09:00 – 03/31/2026');
  });

  it('gives a start at the beginning of a day as its date alone, like the end', () => {
    expect(
      periodText({ ...madrid, startTime: '2026-11-13T23:00:00.000Z', endTime: '2026-12-11T23:00:00.000Z' }),
    ).toBe('11/14/2026 – 12/11/2026');
  });

  it('ends on the day a challenge was ended early', () => {
    expect(
      periodText({
        ...madrid,
        startTime: '2026-11-13T23:00:00.000Z',
        endTime: '2026-12-11T23:00:00.000Z',
        endedAt: '2026-11-20T10:00:00.000Z',
      }),
    ).toBe('11/14/2026 – 11/20/2026');
  });
});
