import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { splitLargeCss, splitStyleSheet, topLevelRules } from './split-css.ts';

describe('splitStyleSheet', () => {
  it('cuts only where a top-level rule ends, never inside a block, a string or a comment', () => {
    const css =
      '.a{color:red}@media (width<=575px){.b{content:"}"}.c{margin:0}}/* } */.d{content:\'{\'}.e{x:1}';
    expect(topLevelRules(css)).toEqual([
      '.a{color:red}',
      '@media (width<=575px){.b{content:"}"}.c{margin:0}}',
      "/* } */.d{content:'{'}",
      '.e{x:1}',
    ]);
  });

  it('makes parts of about the size asked, which joined are the sheet', () => {
    const css = Array.from({ length: 100 }, (_, i) => `.rule-${i}{padding:${i}px}`).join('');
    const parts = splitStyleSheet(css, 200);
    expect(parts.join('')).toBe(css);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts.slice(0, -1)) {
      expect(part.length).toBeGreaterThanOrEqual(200);
      expect(part.length).toBeLessThan(230);
      expect(part.endsWith('}')).toBe(true);
    }
  });

  it('never cuts a rule, however long', () => {
    const long = `@media print{${'.x{y:z}'.repeat(50)}}`;
    expect(splitStyleSheet(`.a{b:c}${long}.d{e:f}`, 20)).toEqual([`.a{b:c}${long}`, '.d{e:f}']);
  });
});

function cssAsset(fileName: string, source: string): Rollup.OutputAsset {
  return { type: 'asset', fileName, source } as Rollup.OutputAsset;
}

function chunk(fileName: string, css: string[]): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

describe('splitLargeCss', () => {
  it("makes a large sheet's parts files of their own, named in order wherever the sheet was", () => {
    const big = Array.from({ length: 40 }, (_, i) => `.r${i}{margin:${i}px}`).join('');
    const bundle: Rollup.OutputBundle = {
      'assets/provider-X.css': cssAsset('assets/provider-X.css', big),
      'assets/small.css': cssAsset('assets/small.css', '.s{t:u}'),
      'assets/app.js': chunk('assets/app.js', [
        'assets/before.css',
        'assets/provider-X.css',
        'assets/small.css',
      ]),
      'assets/other.js': chunk('assets/other.js', ['assets/small.css']),
    };
    const emitted: Rollup.OutputAsset[] = [];
    const plugin = splitLargeCss(150);
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void).call(
      { emitFile: (file: Rollup.OutputAsset) => emitted.push(file) },
      {},
      bundle,
    );
    const names = ['assets/provider-X.css', ...emitted.map((file) => file.fileName)];
    expect(emitted.length).toBeGreaterThan(1);
    expect(names.slice(1, 3)).toEqual(['assets/provider-X-2.css', 'assets/provider-X-3.css']);
    const first = (bundle['assets/provider-X.css'] as Rollup.OutputAsset).source;
    expect([first, ...emitted.map((file) => file.source)].join('')).toBe(big);
    const app = bundle['assets/app.js'] as Rollup.OutputChunk;
    expect([...(app.viteMetadata?.importedCss ?? [])]).toEqual([
      'assets/before.css',
      ...names,
      'assets/small.css',
    ]);
    expect((bundle['assets/small.css'] as Rollup.OutputAsset).source).toBe('.s{t:u}');
    expect([...((bundle['assets/other.js'] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]).toEqual([
      'assets/small.css',
    ]);
  });
});
