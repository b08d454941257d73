import type { TClubBrief } from '@pulseboard/contract/clubs';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import { addLocales, i18nReady } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { workoutsLocales } from '../locales.ts';
import { MaxHrHistory } from './max-hr-history.tsx';
import { MemberWorkouts } from './member-workouts.tsx';

// Dates on the club's calendar: a member's workouts period and the max HR raises.
const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

beforeAll(async () => {
  await i18nReady;
  addLocales([workoutsLocales]);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  request.mockReset();
});

const EMPTY_PAGE = { list: [], totalRecords: 0, totalIsLowerBound: false };

function answer(brief: Partial<TClubBrief> | Error) {
  request.mockImplementation(async (path: string) => {
    if (path.endsWith('/brief')) {
      if (brief instanceof Error) throw brief;
      return { clubId: 1, clubName: 'Sweat Lab', timezone: 'America/New_York', ...brief };
    }
    return EMPTY_PAGE;
  });
}

const open = (url: string) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <MemberWorkouts clubId={1} memberId={5} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const workoutRequests = () =>
  request.mock.calls.filter(([path]) => String(path).startsWith('/dashboard/workouts'));

describe('a member’s workouts', () => {
  it("asks for the period's days on the club's clock and says which zone it is", async () => {
    answer({ timezone: 'America/New_York' });
    open('/?workouts.period=custom&workouts.from=2026-01-02&workouts.to=2026-01-09');
    await waitFor(() => expect(workoutRequests()).toHaveLength(1));
    expect(workoutRequests()[0]?.[1]).toMatchObject({
      body: { clubId: 1, memberId: 5, from: '2026-01-02T05:00:00.000Z', to: '2026-01-10T04:59:59.999Z' },
    });
    expect((await screen.findByTestId('workouts-range')).textContent).toContain(
      '(times in America/New_York)',
    );
  });

  it("falls back to the browser's clock when the club cannot be read", async () => {
    // Refused (a 4xx is not retried): the list still opens.
    answer(new ApiError({ code: 40300, status: 403, message: 'Forbidden' }));
    open('/?workouts.period=custom&workouts.from=2026-01-02&workouts.to=2026-01-09');
    await waitFor(() => expect(workoutRequests()).toHaveLength(1));
    const from = new Date(2026, 0, 2).toISOString();
    expect(workoutRequests()[0]?.[1]).toMatchObject({ body: { from } });
  });
});

describe('the max HR history', () => {
  it("dates a raise on the club's calendar", async () => {
    request.mockImplementation(async (path: string) =>
      path.endsWith('/brief')
        ? { clubId: 1, timezone: 'America/New_York' }
        : // 2 March 03:00 UTC is still 1 March in New York.
          {
            list: [
              {
                fromHr: 180,
                toHr: 186,
                automatic: true,
                workoutId: 7,
                createdAt: '2026-03-02T03:00:00.000Z',
              },
            ],
          },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MaxHrHistory clubId={1} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId('max-hr-history');
    expect(await screen.findByText(/03\/01\/2026 ·/)).toBeTruthy();
    expect(card.textContent).not.toContain('03/02/2026');
  });
});
