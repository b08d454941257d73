import { DEFAULT_THEME_COLOR } from '@pulseboard/contract/limits';
import { cleanup, render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider, appTheme } from './provider.tsx';
import { prebuiltAlgorithm } from './theme-algorithm.ts';
import { appToken } from './theme-token.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A file of its own: antd keeps the colours it derived for the rest of the page's life, so a page that
// already drew the default theme would never ask again.
describe("the default theme's colours from the build", () => {
  it('draws a page in the default theme without deriving its colours', () => {
    const derive = vi.spyOn(theme, 'defaultAlgorithm');
    render(
      <AntdProvider>
        <Button type="primary">Add</Button>
      </AntdProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(derive).not.toHaveBeenCalled();
    // A theme colour of the club's own is derived as antd would.
    theme.getDesignToken(appTheme('#00c2a8'));
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it("gives what antd's own algorithm gives, for the default theme and any other", () => {
    for (const [color, reducedMotion] of [
      [DEFAULT_THEME_COLOR, false],
      [DEFAULT_THEME_COLOR, true],
      ['#ffd400', false],
    ] as const) {
      const seed = { ...theme.defaultSeed, ...appToken(color, reducedMotion) };
      expect(prebuiltAlgorithm(seed), color).toEqual(theme.defaultAlgorithm(seed));
    }
  });
});
