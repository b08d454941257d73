import type { Plugin, Rollup } from 'vite';

/** A style sheet larger than this is cut into parts of about this size (UTF-16 characters, ~bytes). */
export const CSS_PART_SIZE = 192 * 1024;

/**
 * Cuts a style sheet into parts of about `size` characters, in order, each ending where a top-level rule
 * or statement ends (never inside a block, string or comment), so the parts, applied one after the
 * other, are the sheet. A rule longer than `size` makes a part of its own.
 */
export function splitStyleSheet(css: string, size = CSS_PART_SIZE): string[] {
  if (size < 1) throw new Error(`a style sheet's parts need a size of at least 1, not ${size}`);
  const parts: string[] = [];
  let start = 0;
  let depth = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    if (depth === 0 && !quote && (char === '}' || char === ';') && i + 1 - start >= size) {
      parts.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < css.length) parts.push(css.slice(start));
  return parts;
}

/** A style sheet's top-level rules and statements, in order (an at-rule's block whole). */
export const topLevelRules = (css: string): string[] => splitStyleSheet(css, 1);

/** `assets/provider-X.css`, part 2: `assets/provider-X-2.css`. */
const partName = (fileName: string, part: number) => fileName.replace(/\.css$/, `-${part}.css`);

/**
 * Cuts each large style sheet of the build (antd's, some 960 KB) into parts of CSS_PART_SIZE, each a
 * file of its own, named everywhere the sheet is: in its chunks' style lists (`importedCss`), from which
 * Vite's preload helper loads them in order and first-page-preload.ts names them in a page's head. A
 * browser parses a style sheet in one task: antd's whole took 15-50 ms here, a long task on
 * Lighthouse's simulated phone (4 times as long) in the middle of a cold dashboard's start-up; parts
 * are parsed each in its own task (main.tsx applies the first page's one task at a time). Runs before
 * the plugins that read those lists.
 */
export function splitLargeCss(size = CSS_PART_SIZE): Plugin {
  return {
    name: 'pulseboard:split-large-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      const split = new Map<string, string[]>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        if (css.length <= size * 1.5) continue;
        // Parts of even size: as few as `size` allows, and no small last one.
        const even = Math.ceil(css.length / Math.ceil(css.length / size));
        const [first = '', ...rest] = splitStyleSheet(css, even);
        asset.source = first;
        const names = [asset.fileName];
        rest.forEach((source, index) => {
          const fileName = partName(asset.fileName, index + 2);
          this.emitFile({ type: 'asset', fileName, source });
          names.push(fileName);
        });
        split.set(asset.fileName, names);
      }
      if (!split.size) return;
      for (const chunk of Object.values(bundle)) {
        const css = (chunk as Rollup.OutputChunk).viteMetadata?.importedCss;
        if (chunk.type !== 'chunk' || !css || ![...css].some((file) => split.has(file))) continue;
        const names = [...css].flatMap((file) => split.get(file) ?? [file]);
        css.clear();
        for (const name of names) css.add(name);
      }
    },
  };
}
