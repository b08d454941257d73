import type { TChallengeBoard, TChallengeBoardEntry } from '@pulseboard/contract/challenges';
import { MESSAGES } from '@pulseboard/contract/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import { challengesLocales } from '../locales.ts';
import { BoardHeader, BoardStandings } from './challenge-board.tsx';

beforeAll(() => addLocales([contractBundle(MESSAGES), challengesLocales]));
afterEach(cleanup);

const member = (key: string, rank: number, name: string, score: number, team?: [number, string, string]) => ({
  key,
  rank,
  memberId: Number(key.slice(1)),
  name,
  avatar: null,
  score,
  teamId: team?.[0] ?? null,
  teamName: team?.[1] ?? null,
  color: team?.[2] ?? null,
  memberCount: null,
  members: null,
});

const RED: [number, string, string] = [1, 'Red Rockets', '#f5222d'];
const BLUE: [number, string, string] = [2, 'Blue Bolts', '#1677ff'];

const base: Omit<TChallengeBoard, 'view' | 'list'> = {
  challengeId: 3,
  name: 'Spring Sweat',
  type: 'team',
  criterion: 'minutes',
  teamScoring: 'average',
  zones: [2, 3, 4],
  allowMobile: false,
  status: 'running',
  startTime: '2026-03-10T14:00:00.000Z',
  endTime: '2026-04-01T04:00:00.000Z',
  endedAt: null,
  timezone: 'America/New_York',
  pointsTarget: null,
};

// Teams tied on 42.5 minutes (average) share rank 1; the third is 3rd. Inside the red team two members tie.
const teamBoard: TChallengeBoard = {
  ...base,
  view: 'teams',
  list: [
    {
      ...member('t1', 1, 'Red Rockets', 42.5),
      memberId: null,
      teamId: 1,
      color: '#f5222d',
      memberCount: 2,
      members: [member('m1', 1, 'Ana Alba', 42.5, RED), member('m2', 1, 'Bea Blanco', 42.5, RED)],
    },
    {
      ...member('t2', 1, 'Blue Bolts', 42.5),
      memberId: null,
      teamId: 2,
      color: '#1677ff',
      memberCount: 1,
      members: [member('m3', 1, 'Cai Cruz', 42.5, BLUE)],
    },
    {
      ...member('t3', 3, 'Green Giants', 0),
      memberId: null,
      teamId: 3,
      color: '#52c41a',
      memberCount: 0,
      members: [],
    },
  ] as TChallengeBoardEntry[],
};

const ranksIn = (element: HTMLElement) =>
  within(element)
    .getAllByTestId('board-rank')
    .map((rank) => rank.textContent);

describe('challenge board', () => {
  it('shows teams with their members, ranks shared by ties and marked as such', () => {
    render(<BoardStandings board={teamBoard} />);
    const teams = screen.getAllByTestId('board-team');
    expect(teams.map((team) => team.getAttribute('aria-label'))).toEqual([
      'Red Rockets',
      'Blue Bolts',
      'Green Giants',
    ]);
    // The team first, then its members ranked within it.
    expect(ranksIn(teams[0] as HTMLElement)).toEqual(['1', '1', '1']);
    expect(within(teams[0] as HTMLElement).getByText('Ana Alba')).toBeTruthy();
    expect(within(teams[0] as HTMLElement).getByText('2 members')).toBeTruthy();
    expect(within(teams[0] as HTMLElement).getAllByText('tie')).toHaveLength(3);
    // Cai is alone in the blue team: a rank of one is no tie within it, but the team ties with red.
    expect(within(teams[1] as HTMLElement).getAllByText('tie')).toHaveLength(1);
    expect(ranksIn(teams[2] as HTMLElement)).toEqual(['3']);
    expect(within(teams[2] as HTMLElement).queryByText('tie')).toBeNull();
    expect(within(teams[0] as HTMLElement).getAllByText('42.5 min')).toHaveLength(3);
  });

  it('lists every participant with their team, and says when no one is on the board yet', () => {
    const members: TChallengeBoard = {
      ...teamBoard,
      criterion: 'workouts',
      view: 'members',
      list: [
        member('m1', 1, 'Ana Alba', 3, RED),
        member('m3', 2, 'Cai Cruz', 1, BLUE),
        member('m2', 2, 'Bea Blanco', 1, RED),
      ],
    };
    const { unmount } = render(<BoardStandings board={members} />);
    const rows = screen.getAllByTestId('board-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Ana AlbaRed Rockets3 workouts',
      '2tieCai CruzBlue Bolts1 workout',
      '2tieBea BlancoRed Rockets1 workout',
    ]);
    unmount();
    render(<BoardStandings board={{ ...members, list: [] }} />);
    expect(screen.getByText('No participants yet')).toBeTruthy();
  });

  it('explains the winning criterion, the team rule and the dates on the club’s clock', () => {
    render(<BoardHeader board={teamBoard} />);
    expect(screen.getByText('Winner: Most minutes in the included zones')).toBeTruthy();
    expect(screen.getByText(/A team scores the average of its members’ scores/)).toBeTruthy();
    expect(screen.getByText('03/10/2026 10:00 – 03/31/2026')).toBeTruthy();
    expect(screen.getByText('Times in America/New_York')).toBeTruthy();
    expect(screen.getByText(/Zones: Zone 3 · Moderate, Zone 4 · Intense, Zone 5 · Vigorous/)).toBeTruthy();
  });
});
