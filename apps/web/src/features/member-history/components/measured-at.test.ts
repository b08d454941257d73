import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { measuredAtInstant, shortDayIn, wallNow } from './measured-at.ts';

// 23:30 on 1 March in UTC is already 08:30 on 2 March in Tokyo (UTC+9, no summer time).
const instant = '2026-03-01T23:30:00.000Z';

describe('a measurement’s time on the club’s clock', () => {
  it('defaults to the club’s clock now, not the browser’s', () => {
    expect(wallNow('Asia/Tokyo', new Date(instant)).format('YYYY-MM-DD HH:mm')).toBe('2026-03-02 08:30');
    expect(wallNow('America/New_York', new Date(instant)).format('YYYY-MM-DD HH:mm')).toBe(
      '2026-03-01 18:30',
    );
  });

  it('sends the instant the picked wall time stands for in the club’s zone', () => {
    expect(measuredAtInstant(dayjs('2026-03-02T08:30'), 'Asia/Tokyo')).toBe(instant);
    expect(measuredAtInstant(dayjs('2026-03-01T18:30'), 'America/New_York')).toBe(instant);
  });

  it('reads back what was picked', () => {
    const picked = dayjs('2026-07-14T06:05');
    for (const zone of ['Europe/Madrid', 'America/Los_Angeles', 'Australia/Adelaide']) {
      expect(wallNow(zone, new Date(measuredAtInstant(picked, zone))).format('YYYY-MM-DDTHH:mm')).toBe(
        '2026-07-14T06:05',
      );
    }
  });

  it('labels a chart’s day on the club’s clock', () => {
    expect(shortDayIn(Date.parse(instant), 'Asia/Tokyo')).toBe('03/02');
    expect(shortDayIn(Date.parse(instant), 'America/New_York')).toBe('03/01');
  });
});
