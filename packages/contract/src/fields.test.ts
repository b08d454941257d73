import { describe, expect, it } from 'vitest';
import { isCleanText, MAX_ID, zId, zIdParam, zPageNumber, zText } from './fields.ts';

describe('isCleanText', () => {
  it.each([
    ['plain text', true],
    ['tab\tline\nreturn\r', true],
    ['emoji 😀 and ñ', true],
    ['', true],
    ['a\u0000b', false],
    ['bell\u0007', false],
    ['escape\u001b[31m', false],
    ['delete\u007f', false],
    ['lone high \ud800', false],
    ['\ud800 lone high first', false],
    ['lone low \udc00', false],
    ['reversed pair \udc00\ud800', false],
  ])('%j -> %s', (text, clean) => {
    expect(isCleanText(text)).toBe(clean);
  });
});

describe('zText', () => {
  const name = zText(5, 'validation.firstName', 'validation.nickName');
  it('takes clean text up to its bound and names the problem otherwise', () => {
    expect(name.safeParse('Ana').success).toBe(true);
    expect(name.safeParse('Anabel').error?.issues[0]?.message).toBe('validation.nickName');
    expect(name.safeParse(12).error?.issues[0]?.message).toBe('validation.firstName');
    expect(name.safeParse('a\u0000').error?.issues[0]?.message).toBe('validation.text');
    expect(name.safeParse('\ud800').error?.issues[0]?.message).toBe('validation.text');
  });

  it('says a value is too long, not only that it is wrong, when the field has no message of its own', () => {
    expect(zText(5).safeParse('Anabel').error?.issues[0]?.message).toBe('validation.tooLong');
    expect(zText(5).safeParse(12).error?.issues[0]?.message).toBe('validation.invalid');
    expect(zText(5, 'validation.firstName').safeParse('Anabel').error?.issues[0]?.message).toBe(
      'validation.firstName',
    );
  });
});

describe('ids', () => {
  it.each([
    [1, true],
    [MAX_ID, true],
    [MAX_ID + 1, false],
    [2 ** 53, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1', false],
  ])('zId(%j) -> %s', (value, ok) => {
    expect(zId().safeParse(value).success).toBe(ok);
  });

  it.each([
    ['1', true],
    ['2147483647', true],
    ['2147483648', false],
    ['99999999999999999999', false],
    ['', false],
    ['abc', false],
    ['\u0000', false],
    ['0x1', false],
    ['1e0', false],
    ['01', false],
    ['1 ', false],
    [' 1', false],
    ['+1', false],
    ['1.0', false],
    [7, true],
  ])('zIdParam(%j) -> %s', (value, ok) => {
    expect(zIdParam().safeParse(value).success).toBe(ok);
  });

  it('bounds page numbers the same way', () => {
    expect(zPageNumber().safeParse('2147483647').success).toBe(true);
    expect(zPageNumber().safeParse('2147483648').success).toBe(false);
    expect(zPageNumber().safeParse('0').success).toBe(false);
    expect(zPageNumber().safeParse('0x2').success).toBe(false);
    expect(zPageNumber().parse('12')).toBe(12);
  });
});
