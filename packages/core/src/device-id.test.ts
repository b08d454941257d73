import { describe, expect, it } from 'vitest';
import { formatDeviceId, MAX_DEVICE_ID, parseDeviceId } from './device-id.ts';

describe('parseDeviceId', () => {
  it.each([
    ['12345', 12345],
    ['0x3039', 12345],
    ['0X3039', 12345],
    ['  0x3039 ', 12345],
    ['0', 0],
    ['0x0', 0],
    ['007', 7],
    ['9007199254740991', MAX_DEVICE_ID],
    ['0x1FFFFFFFFFFFFF', MAX_DEVICE_ID],
    ['9007199254740992', null],
    ['0x20000000000000', null],
    ['', null],
    ['0x', null],
    ['12a', null],
    ['-5', null],
    ['1.5', null],
    ['0xZZ', null],
    ['1e5', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseDeviceId(text)).toBe(expected);
  });
});

describe('formatDeviceId', () => {
  it('shows decimal and hex', () => {
    expect(formatDeviceId(12345)).toBe('12345 (0x3039)');
  });
});
