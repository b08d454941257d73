import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import { leaderboardsLocales } from '../locales.ts';
import { LeaderboardPublicPage } from './leaderboard-public-page.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), leaderboardsLocales]);
});
// A block body: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  request.mockReset();
});
afterEach(cleanup);

function open(clubId: number, token?: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/leaderboard-mobile-page']}>
        <LeaderboardPublicPage clubId={clubId} token={token} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LeaderboardPublicPage', () => {
  it('says the link does not work when the server refuses its token (replaced or switched off)', async () => {
    request.mockImplementation(async () => {
      throw new ApiError({ code: 40400, status: 404, message: 'refused' });
    });
    open(1, 'old-token');
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    expect(screen.getByText(/Ask the club for the new one/)).toBeTruthy();
    expect(request).toHaveBeenCalledWith('/public/leaderboard/1/old-token', expect.anything());
  });

  it('says so at once, without asking the server, when the address has no token or no club number', () => {
    open(1);
    expect(screen.getByText('This link does not work')).toBeTruthy();
    cleanup();
    open(Number('abc'), 'token');
    expect(screen.getByText('This link does not work')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the board of a good link', async () => {
    request.mockResolvedValue({
      club: { clubId: 1, name: 'Pulse Downtown', logoUrl: '/public/logo' },
      locations: [],
      list: [{ rank: 1, memberId: 9, name: 'Mia M.', avatar: null, score: 42 }],
      totalRecords: 1,
      period: { from: '2025-11-01', to: '2025-11-30' },
      measure: 'points',
      timezone: 'UTC',
      me: null,
      hidden: false,
    });
    open(1, 'good');
    expect(await screen.findByText('Mia M.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pulse Downtown' })).toBeTruthy();
  });
});
