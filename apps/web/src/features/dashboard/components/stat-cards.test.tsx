import type { TDashboardStats } from '@pulseboard/contract/dashboard';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '../../../lib/i18n.ts';
import { StatCards } from './stat-cards.tsx';

beforeAll(() => i18nReady);
afterEach(cleanup);

const stats = (scope: TDashboardStats['scope']): TDashboardStats => ({
  scope,
  from: '2026-11-20',
  to: '2026-11-26',
  timezone: 'UTC',
  activeMembers: 12,
  workouts: 30,
  classes: 4,
  avgHeartRate: 131,
  points: 900,
  calories: 12000,
  daily: [],
});

const titles = () => screen.getAllByText(/./, { selector: '.ant-statistic-title' }).map((e) => e.textContent);

describe('StatCards', () => {
  it("shows a club's figures, active members included", () => {
    render(<StatCards stats={stats('club')} loading={false} />);
    expect(titles()).toEqual([
      'Active members',
      'Workouts',
      'Classes',
      'Average heart rate',
      'Points',
      'Calories',
    ]);
  });

  it('shows a member only their own figures: no active members, and the classes they attended', () => {
    render(<StatCards stats={stats('personal')} loading={false} />);
    expect(titles()).toEqual(['Workouts', 'Classes attended', 'Average heart rate', 'Points', 'Calories']);
    expect(screen.queryByTestId('stat-activeMembers')).toBeNull();
  });

  it('shows a period without workouts as counts of 0 and an average of nothing as a dash, not 0 bpm', () => {
    render(
      <StatCards
        stats={{ ...stats('club'), workouts: 0, activeMembers: 0, avgHeartRate: null }}
        loading={false}
      />,
    );
    expect(screen.getByTestId('stat-workouts').textContent).toBe('Workouts0');
    expect(screen.getByTestId('stat-avgHeartRate').textContent).toBe('Average heart rate–');
  });

  it('shows a dash without a unit while there are no figures (a custom range without dates)', () => {
    render(<StatCards loading={false} />);
    expect(screen.getByTestId('stat-calories').textContent).toBe('Calories–');
  });

  it("shows a member their own cards before any figures, not the club's", () => {
    render(<StatCards loading={false} personal />);
    expect(titles()).toEqual(['Workouts', 'Classes attended', 'Average heart rate', 'Points', 'Calories']);
  });
});
