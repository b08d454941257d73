import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import { classesSummaryLocales } from '../classes-summary-locales.ts';
import { ClassesSummaryPage } from './classes-summary-page.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), classesSummaryLocales]);
});
beforeEach(() => {
  request.mockReset();
});
afterEach(cleanup);

function open(encryptionId: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ClassesSummaryPage encryptionId={encryptionId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const SUMMARY = {
  class: {
    id: 7,
    clubId: 1,
    locationId: 2,
    name: 'Spin Burn',
    timeZone: 'America/New_York',
    startsAt: '2026-03-02T03:30:00.000Z',
    endsAt: '2026-03-02T04:15:00.000Z',
    trainerName: 'Cole Coach',
    studioName: 'Studio A',
    locationName: 'Downtown',
    cancelled: false,
  },
  zoneLabels: ['easy', 'light', 'moderate', 'intense', 'vigorous'],
  zoneColors: ['#9e9e9e', '#1e88e5', '#43a047', '#fb8c00', '#e53935'],
  participants: [
    {
      userId: 1,
      name: 'Ana Chen',
      status: 'attended',
      workoutId: 3,
      durationSeconds: 2700,
      zoneSeconds: [600, 600, 300, 300, 0],
      calories: 1300,
      points: 40,
      avgHr: 130,
      maxHr: 170,
    },
    {
      userId: 2,
      name: 'Ben Diaz',
      status: 'absent',
      workoutId: null,
      durationSeconds: null,
      zoneSeconds: [],
      calories: null,
      points: null,
      avgHr: null,
      maxHr: null,
    },
  ],
  totals: {
    workouts: 1,
    absent: 1,
    zoneSeconds: [600, 600, 300, 300, 0],
    calories: 1300,
    points: 40,
    avgHr: 130,
    maxHr: 170,
  },
  averages: { zoneSeconds: [600, 600, 300, 300, 0], calories: 1300, points: 40 },
};

describe('ClassesSummaryPage', () => {
  // The first render loads antd's table cold: slow on a busy machine.
  it('reads the club and class from the link and shows the class where it was held', {
    timeout: 30_000,
  }, async () => {
    request.mockResolvedValue(SUMMARY);
    open(btoa('1-2-7'));
    expect(await screen.findByText('Spin Burn')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('/dashboard/clients/1/classes/7/summary', expect.anything());
    // 03:30 UTC is 22:30 of the day before in New York.
    expect(screen.getByText('03/01/2026')).toBeTruthy();
    expect(screen.getByText('22:30–23:15 (America/New_York)')).toBeTruthy();
    expect(screen.getByText('Attended')).toBeTruthy();
    expect(screen.getByText('Absent')).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByTestId('class-summary-totals').textContent).toContain('1,300');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    request.mockResolvedValue(SUMMARY);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    open(btoa('1-2-7'));
    fireEvent.click(await screen.findByTestId('copy-link'));
    expect((await screen.findByTestId('copy-link-failed')).textContent).toContain(
      'Copy link failed.Manual copy:',
    );
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe(window.location.href);
  });

  it.each(['', 'garbage!', btoa('x-2-7'), btoa('1-2')])(
    'says not found without asking the server for a link that names no class (%s)',
    (id) => {
      open(id);
      expect(screen.getByTestId('class-summary-not-found')).toBeTruthy();
      expect(request).not.toHaveBeenCalled();
    },
  );

  it('says not found when the server refuses or has no such class', async () => {
    request.mockRejectedValue(new ApiError({ code: 40300, status: 403, message: 'no' }));
    open(btoa('1-2-7'));
    expect(await screen.findByTestId('class-summary-not-found')).toBeTruthy();
  });
});
