import { theme } from 'antd';

type TMapToken = ReturnType<typeof theme.defaultAlgorithm>;
type TSeedToken = Parameters<typeof theme.defaultAlgorithm>[0];

/** Written by the build (apps/web/antd-theme-map.ts): the default theme's seed, as JSON, and its colours. */
declare const __ANTD_DEFAULT_MAP__: { seed: string; map: TMapToken };
// Read once: the build writes the object in place of each mention of the name.
const PREBUILT = __ANTD_DEFAULT_MAP__;

/**
 * antd's default algorithm (a theme's seed colours to its palettes and shades), answered from the build
 * for the app's default theme: computing it took about a third of the first render's longest task on
 * a cold dashboard (some 20 ms here, 80 on Lighthouse's simulated phone). Any other seed (a club's own
 * colour, reduced motion) is computed as antd would.
 */
export function prebuiltAlgorithm(seed: TSeedToken): TMapToken {
  if (JSON.stringify(seed) === PREBUILT.seed) return { ...PREBUILT.map };
  return theme.defaultAlgorithm(seed);
}
