import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addLocales, i18nReady } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { workoutsLocales } from '../locales.ts';
import { MemberWorkouts } from './member-workouts.tsx';

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

/** The club's brief names `timezone`; every workouts page is empty. */
function answer(timezone: string) {
  request.mockImplementation(async (path: string) =>
    path.endsWith('/brief') ? { clubId: 1, clubName: 'Sweat Lab', timezone } : EMPTY_PAGE,
  );
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
    answer('America/New_York');
    open('/?workouts.period=custom&workouts.from=2026-01-02&workouts.to=2026-01-09');
    await waitFor(() => expect(workoutRequests()).toHaveLength(1));
    expect(workoutRequests()[0]?.[1]).toMatchObject({
      body: { clubId: 1, memberId: 5, from: '2026-01-02T05:00:00.000Z', to: '2026-01-10T04:59:59.999Z' },
    });
    expect((await screen.findByTestId('workouts-range')).textContent).toContain(
      '(times in America/New_York)',
    );
    // The period is not a search: an empty page says so.
    expect(await screen.findByText('No workouts in this period')).toBeTruthy();
  });
});
