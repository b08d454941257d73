import type { TDashboardStats } from '@pulseboard/contract/dashboard';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import { i18nReady } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { prefetchFirstDashboardStats } from '../api/get-dashboard-stats.ts';
import { DashboardPage } from './dashboard-page.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

beforeAll(() => i18nReady);
afterEach(() => {
  cleanup();
  queryClient.clear();
  request.mockReset();
});

const STATS: TDashboardStats = {
  scope: 'club',
  from: '2026-11-20',
  to: '2026-11-26',
  timezone: 'UTC',
  activeMembers: 12,
  workouts: 3457,
  classes: 4,
  avgHeartRate: 131,
  points: 900,
  calories: 12000,
  daily: [],
};

const openDashboard = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <DashboardPage />
    </QueryClientProvider>,
  );

describe('DashboardPage', () => {
  it("opens with the figures its route's loader asked for, without asking again", async () => {
    request.mockResolvedValue(STATS);
    await prefetchFirstDashboardStats();
    expect(request).toHaveBeenCalledTimes(1);
    openDashboard();
    expect(await screen.findByText('3,457')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('/dashboard/stats');
    expect(request.mock.calls[0]?.[1]).toMatchObject({ query: { range: 'week' } });
  });

  it('keeps a refused early request to itself: the page asks again and shows the error there', async () => {
    const notify = vi.spyOn(await import('../../../lib/notify.ts'), 'notifyError');
    request.mockRejectedValueOnce(new ApiError({ code: 40101, status: 401, message: 'Session expired' }));
    await prefetchFirstDashboardStats();
    expect(notify).not.toHaveBeenCalled();
    request.mockResolvedValue(STATS);
    openDashboard();
    expect(await screen.findByText('3,457')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(2);
  });
});
