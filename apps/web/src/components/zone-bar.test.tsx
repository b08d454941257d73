import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZoneBar, zoneShares } from './zone-bar.tsx';

afterEach(cleanup);

describe('zone bar', () => {
  it('shares the time in zones in percent', () => {
    expect(zoneShares([0, 60, 60, 120, 0])).toEqual([0, 25, 25, 50, 0]);
    expect(zoneShares([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('draws one part per zone with time, in the zone colour, and names every zone with its time', () => {
    render(
      <ZoneBar
        zones={[
          { label: 'easy', color: '#9e9e9e', seconds: 0 },
          { label: 'light', color: '#1e88e5', seconds: 90 },
          { label: 'moderate', color: '#43a047', seconds: 270 },
        ]}
      />,
    );
    const bar = screen.getByRole('img');
    expect(bar.getAttribute('aria-label')).toBe('easy 0:00:00, light 0:01:30, moderate 0:04:30');
    expect(screen.queryByTestId('zone-bar-part-1')).toBeNull();
    const light = screen.getByTestId('zone-bar-part-2');
    expect(light.style.width).toBe('25%');
    expect(light.style.background).toBe('rgb(30, 136, 229)');
    expect(screen.getByTestId('zone-bar-part-3').style.width).toBe('75%');
  });
});
