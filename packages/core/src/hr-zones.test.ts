import { DEFAULT_STATION_SETTINGS } from '@pulseboard/contract/stations';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_ZONE_SETTINGS, zoneLabel, zoneOf, zoneSettingsFromStation } from './hr-zones.ts';

const starts = DEFAULT_CLUB_ZONE_SETTINGS.starts; // 50, 60, 70, 80, 90

describe('zoneOf (starts 50/60/70/80/90)', () => {
  it.each([
    // max 200: 100 x HR / 200
    [99, 200, -1], // 49.5% below the first start: no zone
    [100, 200, 0], // 50% exactly: zone 1 starts here
    [119, 200, 0], // 59.5% < 60
    [120, 200, 1], // 60%
    [179, 200, 3], // 89.5%
    [180, 200, 4], // 90%
    [250, 200, 4], // 125%: the top zone has no upper bound
    // max 190: 13300 / 190 = 70 exactly -> zone 3; 13200 / 190 = 69.47 -> zone 2
    [133, 190, 2],
    [132, 190, 1],
    // max 187: 50% is 93.5 bpm, unrounded: 93 -> 49.73% none, 94 -> 50.27% zone 1
    [93, 187, -1],
    [94, 187, 0],
  ])('HR %i of max %i -> zone index %i', (hr, max, zone) => {
    expect(zoneOf(hr, max, starts)).toBe(zone);
  });

  it('takes other starts, and any number of zones', () => {
    // 55% of 200 = 110; 85% = 170
    expect(zoneOf(109, 200, [55, 85])).toBe(-1);
    expect(zoneOf(110, 200, [55, 85])).toBe(0);
    expect(zoneOf(170, 200, [55, 85])).toBe(1);
  });
});

describe('zone settings and labels', () => {
  it('gives a club without zones the same as a new station (core cannot import the contract, so a test ties them)', () => {
    expect(zoneSettingsFromStation(DEFAULT_STATION_SETTINGS)).toEqual(DEFAULT_CLUB_ZONE_SETTINGS);
  });

  it('reads a station account in the engine shape', () => {
    expect(
      zoneSettingsFromStation({
        zoneStarts: [45, 55, 65, 75, 85],
        zonePoints: [1, 2, 3, 4, 5],
        zoneColors: ['#000000'],
      }),
    ).toEqual({ starts: [45, 55, 65, 75, 85], points: [1, 2, 3, 4, 5], colors: ['#000000'] });
  });

  it.each([
    [0, 'easy', 'reset'],
    [1, 'light', 'reset'],
    [2, 'moderate', 'push'],
    [3, 'intense', 'sweat'],
    [4, 'vigorous', 'all-out'],
  ])('zone %i is %s, or %s in the alternative wording', (zone, standard, alternative) => {
    expect(zoneLabel(zone, 'standard')).toBe(standard);
    expect(zoneLabel(zone, 'alternative')).toBe(alternative);
  });
});
