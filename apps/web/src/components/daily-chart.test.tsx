import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../lib/i18n.ts';
import { DailyChart } from './daily-chart.tsx';

const DATES = ['2026-11-01', '2026-11-02', '2026-11-03'];
const COLORS = ['#111111', '#222222'];

// jsdom lays nothing out: the chart draws once its box has a width, which a browser's resize observer
// reports after laying the page out (here at once).
beforeAll(async () => {
  await i18nReady;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly report: () => void;
      constructor(report: () => void) {
        this.report = report;
      }
      observe() {
        this.report();
      }
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterEach(cleanup);

const axisLabels = (chart: HTMLElement) =>
  [...chart.querySelectorAll('text[text-anchor="end"]')].map((label) => label.textContent);

/** The chart of a workouts bar and a calories line over DATES. */
function renderChart(workouts: number[], calories: number[]) {
  render(
    <DailyChart
      dates={DATES}
      series={[
        { name: 'Workouts', kind: 'bar', values: workouts },
        { name: 'Calories', kind: 'line', values: calories },
      ]}
      colors={COLORS}
    />,
  );
  return screen.getByTestId('daily-chart');
}

describe('DailyChart', () => {
  it('draws a bar per day and series and a line, with round axis figures', () => {
    const chart = renderChart([3, 0, 7], [1200, 0, 800]);
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(chart.querySelector('polyline')).not.toBeNull();
    expect(axisLabels(chart)).toEqual(['0', '2', '4', '6', '8']);
    expect(screen.queryByText('No activity in this period')).toBeNull();
    expect(screen.getByRole('img', { name: 'Workouts, Calories' })).toBeDefined();
  });

  it('says the period had no activity instead of drawing figures of zero on an axis up to 1', () => {
    const chart = renderChart([0, 0, 0], [0, 0, 0]);
    expect(screen.getByText('No activity in this period')).toBeDefined();
    // A screen reader hears it too: the picture's content is not read, its name is.
    expect(screen.getByRole('img', { name: 'Workouts, Calories, No activity in this period' })).toBeDefined();
    expect(chart.querySelectorAll('rect')).toHaveLength(0);
    expect(chart.querySelector('polyline')).toBeNull();
    expect(axisLabels(chart)).toEqual(['0']);
    // The days and the legend stay: the reader still sees which period and figures this is.
    expect(screen.getByText('11/01')).toBeDefined();
    expect(screen.getByText('Calories')).toBeDefined();
  });
});
