import type { TLeaderboard } from '@pulseboard/contract/leaderboards';
import { MESSAGES } from '@pulseboard/contract/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import { leaderboardsLocales } from '../locales.ts';
import { BoardTable } from './board-table.tsx';

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), leaderboardsLocales]);
});
afterEach(cleanup);

const row = (rank: number, memberId: number, name: string, score: number) => ({
  rank,
  memberId,
  name,
  avatar: null,
  score,
});

const board: TLeaderboard = {
  club: { clubId: 1, name: 'Pulse Downtown', logoUrl: '/public/logo' },
  locations: [],
  // Ana and Ben tie for first, so the next rank is 3; Dan and Eve tie for fourth.
  list: [
    row(1, 1, 'Ana R.', 1500),
    row(1, 2, 'Ben S.', 1500),
    row(3, 3, 'Cleo P.', 40),
    row(4, 4, 'Dan O.', 10),
    row(4, 5, 'Eve Z.', 10),
  ],
  totalRecords: 5,
  period: { from: '2025-11-01', to: '2025-11-30' },
  measure: 'points',
  timezone: 'UTC',
  me: row(3, 3, 'Cleo P.', 40),
  hidden: false,
};

const cells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );

describe('BoardTable', () => {
  it('shows tied members with the same rank and medal, and skips the ranks they share', () => {
    render(<BoardTable board={board} loading={false} pagination={false} />);
    expect(cells()).toEqual([
      ['1', 'AAna R.', '1,500'],
      ['1', 'BBen S.', '1,500'],
      ['3', 'CCleo P.You', '40'],
      ['4', 'DDan O.', '10'],
      ['4', 'EEve Z.', '10'],
    ]);
    const medals = screen.getAllByTestId('rank-badge').map((b) => b.dataset.medal ?? '');
    expect(medals).toEqual(['1', '1', '3', '', '']);
    expect(screen.getByRole('columnheader', { name: 'Points' })).toBeTruthy();
  });

  it('says so when nobody has a score', () => {
    render(<BoardTable board={{ ...board, list: [], totalRecords: 0, me: null }} loading={false} />);
    expect(screen.getByText('Nobody has a score in this period yet')).toBeTruthy();
  });
});
