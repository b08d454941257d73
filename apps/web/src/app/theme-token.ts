import { readableOnWhite } from '../lib/contrast.ts';

/** A preset colour's text shade, under both of antd's names for it. */
function darker(preset: 'green' | 'orange' | 'gold', shade: string) {
  return { [`${preset}7`]: shade, [`${preset}-7`]: shade } as Record<
    `${typeof preset}7` | `${typeof preset}-7`,
    string
  >;
}

/**
 * antd's design token for a theme colour. Links follow it; any theme colour is darkened where needed to
 * reach 4.5:1 against white (links on the page, white text on primary buttons), and so are antd's grey
 * text, its red (Delete buttons, form errors) and the text of status and preset-colour tags (WCAG AA).
 * `reducedMotion` turns antd's motion off. Kept apart from provider.tsx (no styles, no React) so that
 * the build computes the default theme's colours from it too (apps/web/antd-theme-map.ts).
 */
export function appToken(themeColor: string, reducedMotion = false) {
  const readable = readableOnWhite(themeColor);
  return {
    motion: !reducedMotion,
    colorPrimary: readable,
    colorLink: readable,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    // A tag of a preset colour writes in its palette's 7th shade on its 1st: too pale for green (3.4:1),
    // orange (3.3:1) and gold (2.8:1), so those read one or two shades darker. antd names each shade
    // twice (green7 and green-7) and both become the one CSS variable --ant-green-7: the second name
    // is the one written last, so both are set.
    ...darker('green', '#237804'),
    ...darker('orange', '#ad4e00'),
    ...darker('gold', '#874d00'),
  };
}
