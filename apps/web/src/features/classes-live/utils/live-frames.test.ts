import type { TLiveTile } from '@pulseboard/contract/classes-live';
import { describe, expect, it } from 'vitest';
import { parseLiveMessage, sortTiles, textOn } from './live-frames.ts';

const info = {
  id: 7,
  name: 'Spin',
  startsAt: '2026-11-26T10:00:00.000Z',
  endsAt: '2026-11-26T11:00:00.000Z',
  startedAt: '2026-11-26T10:01:00.000Z',
  stoppedAt: null,
};
const tile = (userId: number, name: string): TLiveTile => ({
  userId,
  name,
  hr: 120,
  percentMax: 65,
  zone: 1,
  color: '#52c41a',
  points: 3,
  calories: 40,
  dropped: false,
  lastSampleAt: null,
});

describe('parseLiveMessage', () => {
  it('reads a tiles frame', () => {
    const frame = { type: 'tiles', state: { class: info, at: info.startedAt, tiles: [tile(1, 'Ana')] } };
    expect(parseLiveMessage(JSON.stringify(frame))).toEqual(frame);
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown type', '{"type":"hello"}'],
    ['a frame without tiles', JSON.stringify({ type: 'tiles', state: { class: info, at: 'x' } })],
  ])('ignores %s', (_, data) => {
    expect(parseLiveMessage(data)).toBeUndefined();
  });
});

describe('sortTiles', () => {
  it('orders by name, ignoring case and accents, then by id, and leaves its input alone', () => {
    const tiles = [tile(3, 'bea'), tile(2, 'Álvaro'), tile(1, 'Bea'), tile(4, 'Carl 10'), tile(5, 'Carl 9')];
    expect(sortTiles(tiles).map((t) => t.userId)).toEqual([2, 1, 3, 5, 4]);
    expect(tiles[0]?.userId).toBe(3);
  });
});

describe('textOn', () => {
  it.each([
    ['#ffd666', '#000000'],
    ['#52c41a', '#000000'],
    ['#0050b3', '#ffffff'],
    ['#a8071a', '#ffffff'],
  ])('%s gets %s text', (background, text) => {
    expect(textOn(background)).toBe(text);
  });
});
