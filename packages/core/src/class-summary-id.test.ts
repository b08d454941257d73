import { describe, expect, it } from 'vitest';
import { decodeClassSummaryId, encodeClassSummaryId } from './class-summary-id.ts';

describe('class summary link id', () => {
  it('is base64 of clubId-locationId-classId', () => {
    expect(encodeClassSummaryId({ clubId: 1, locationId: 2, classId: 345 })).toBe(btoa('1-2-345'));
    expect(atob(encodeClassSummaryId({ clubId: 7, locationId: null, classId: 9 }))).toBe('7--9');
  });

  it.each([
    [{ clubId: 1, locationId: 2, classId: 345 }],
    [{ clubId: 15, locationId: null, classId: 1 }],
    [{ clubId: 123456, locationId: 987654, classId: 2_000_000_000 }],
  ])('reads back what it wrote: %o', (ref) => {
    expect(decodeClassSummaryId(encodeClassSummaryId(ref))).toEqual(ref);
  });

  it.each([
    ['1-abc-5', { clubId: 1, locationId: null, classId: 5 }],
    ['1--5', { clubId: 1, locationId: null, classId: 5 }],
    [' 1 - 2 - 5 ', { clubId: 1, locationId: 2, classId: 5 }],
  ])('drops a non-numeric part and keeps the others in place: %s', (text, ref) => {
    expect(decodeClassSummaryId(btoa(text))).toEqual(ref);
  });

  it('reads URL-safe base64 and a missing padding', () => {
    expect(decodeClassSummaryId(btoa('1-2-34').replace(/=+$/, ''))).toEqual({
      clubId: 1,
      locationId: 2,
      classId: 34,
    });
    expect(decodeClassSummaryId(btoa('10-2-3>?').replace(/\+/g, '-').replace(/\//g, '_'))).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['%%%', 'not base64'],
    ['a', 'a broken base64 length'],
    [btoa('1-2'), 'two parts'],
    [btoa('1-2-3-4'), 'four parts'],
    [btoa('x-2-3'), 'no club'],
    [btoa('1-2-y'), 'no class'],
    [btoa('0-2-3'), 'club zero'],
    [btoa('1-2-3.5'), 'a fraction'],
    [btoa('1-2-99999999999999999'), 'too large'],
    [btoa('1-2--3'), 'a negative class'],
  ])('refuses %s (%s)', (id) => {
    expect(decodeClassSummaryId(id)).toBeNull();
  });
});
