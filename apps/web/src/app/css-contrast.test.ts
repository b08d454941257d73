import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast.ts';

const SRC = path.resolve(import.meta.dirname, '..');
// Rules whose colour is an icon's, not text's (WCAG 1.4.11 asks 3:1 of those): the login page's
// show-password eye.
const ICONS = new Set(['.reveal']);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

/** A grey written as black at some opacity, as it shows on white. */
function onWhite(alpha: number): string {
  const channel = Math.round(255 * (1 - alpha))
    .toString(16)
    .padStart(2, '0');
  return `#${channel.repeat(3)}`;
}

describe("the app's own stylesheets", () => {
  it('write grey text dark enough to read on white (4.5:1)', () => {
    const pale: string[] = [];
    for (const file of cssFiles(SRC)) {
      for (const [, selector = '', body = ''] of readFileSync(file, 'utf8').matchAll(
        /([^{}]+)\{([^{}]*)\}/g,
      )) {
        const alpha = /(?:^|;)\s*color:\s*rgba\(0,\s*0,\s*0,\s*([\d.]+)\)/.exec(body)?.[1];
        if (alpha === undefined || ICONS.has(selector.trim())) continue;
        const ratio = contrastRatio(onWhite(Number(alpha)), '#ffffff');
        if (ratio < 4.5) pale.push(`${path.relative(SRC, file)} ${selector.trim()}: ${ratio.toFixed(2)}:1`);
      }
    }
    expect(pale).toEqual([]);
  });
});
