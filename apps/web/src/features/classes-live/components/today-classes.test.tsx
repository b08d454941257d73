import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import type { TTodayClass } from '../api/get-today-classes.ts';
import { classesLiveLocales } from '../locales.ts';
import { TodayClasses } from './today-classes.tsx';

beforeAll(() => addLocales([contractBundle(MESSAGES), classesLiveLocales]));
afterEach(cleanup);

const HOUR = 3_600_000;

/** A class of today, from `startsIn` hours from now, one hour long. */
function todayClass(id: number, startsIn: number, live: Partial<TTodayClass> = {}): TTodayClass {
  const startsAt = new Date(Date.now() + startsIn * HOUR);
  return {
    id,
    name: `Class ${id}`,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
    startTime: '07:00',
    endTime: '08:00',
    booked: 20,
    running: false,
    finished: false,
    ...live,
  } as TTodayClass;
}

const statusOf = (id: number) =>
  screen
    .getAllByTestId('live-class-row')
    .find((row) => row.dataset.classId === String(id))
    ?.querySelector('.ant-tag')?.textContent;

describe('TodayClasses', () => {
  it('tells a class whose hour passed without being started from one not started yet', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TodayClasses
          clubId={1}
          canControl={false}
          onWatch={() => undefined}
          classes={[
            todayClass(1, -3),
            todayClass(2, -0.5),
            todayClass(3, 2),
            todayClass(4, -0.5, { running: true }),
            todayClass(5, -3, { finished: true }),
          ]}
        />
      </QueryClientProvider>,
    );
    expect([1, 2, 3, 4, 5].map(statusOf)).toEqual([
      'Not started (time over)',
      'Not started yet',
      'Upcoming',
      'Running',
      'Finished',
    ]);
  });
});
