import { DEFAULT_THEME_COLOR } from '@pulseboard/contract/limits';
import { theme } from 'antd';
import { appToken } from './src/app/theme-token.ts';

/**
 * The build's `define` of `__ANTD_DEFAULT_MAP__` (src/app/theme-algorithm.ts): the seed antd derives a
 * page's colours from under the default settings (antd's own seed, then the app's token, as antd merges
 * them), as JSON, and what antd's default algorithm makes of it. Computed here, from the antd the app is
 * built with, so it cannot go stale.
 */
export function antdThemeDefine(): Record<string, string> {
  const seed = { ...theme.defaultSeed, ...appToken(DEFAULT_THEME_COLOR) };
  return {
    __ANTD_DEFAULT_MAP__: JSON.stringify({ seed: JSON.stringify(seed), map: theme.defaultAlgorithm(seed) }),
  };
}
