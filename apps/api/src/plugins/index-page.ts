import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { TFirstPageFiles } from './first-page.ts';
import { acceptedEncoding, type TEncoding, type TTaggedCopy, taggedCopy } from './tagged-copy.ts';

/** index.html as one page is sent: its bytes in one encoding and their tag. */
export type TIndexPage = TTaggedCopy;

export type TIndexPageFor = (
  pathname: string,
  cookieHeader: string | undefined,
  acceptEncoding: string | undefined,
) => TIndexPage | undefined;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's own files as preload links: scripts as module preloads, style sheets as style preloads
 * (Vite's loader attaches them as style sheets when the page's module loads; a style sheet link here
 * would hold the first paint until antd's style sheet arrived). `crossorigin` as the build's links have
 * it: a preload is used only by a request of the same mode.
 */
export function preloadTags(files: string[]): string {
  return files
    .map((file) => {
      const href = escapeAttribute(file);
      return file.endsWith('.css')
        ? `<link rel="preload" as="style" href="${href}" crossorigin>`
        : `<link rel="modulepreload" href="${href}" crossorigin>`;
    })
    .join('');
}

function encode(html: string, encoding: TEncoding): TIndexPage {
  const raw = Buffer.from(html);
  const body =
    encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw;
  return taggedCopy(body, encoding);
}

/**
 * index.html for a page, naming in its head the scripts and style sheets that page's first view loads
 * (first-page.ts). The browser's preload scanner fetches them as soon as the head arrives, as it does
 * the entry's; and the app's loader (Vite's preload helper, which adds a link per module a lazy page
 * needs) finds them already in the page. Named only in a `Link` header, they were fetched as early, but
 * the loader then appended some 50 links from script once the app ran, a main-thread task of about 40
 * ms on this machine, four times that on Lighthouse's simulated phone.
 *
 * Each page's copy is built once per encoding and kept until a new build replaces index.html; there
 * are as many as the route table has routes.
 */
export function loadIndexPage(distDir: string, filesFor: TFirstPageFiles): TIndexPageFor {
  const file = path.join(distDir, 'index.html');
  // Pages by their route's list of files (one array while its build lasts; none for a page without),
  // then by encoding.
  type TPages = Map<string[] | undefined, Partial<Record<TEncoding, TIndexPage>>>;
  let loaded: { changed: number; html: string; pages: TPages } | undefined;
  return (pathname, cookieHeader, acceptEncoding) => {
    const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (changed === undefined) return undefined;
    if (loaded?.changed !== changed) loaded = { changed, html: readFileSync(file, 'utf8'), pages: new Map() };
    const encoding = acceptedEncoding(acceptEncoding);
    const files = filesFor(pathname, cookieHeader);
    let copies = loaded.pages.get(files);
    if (!copies) {
      copies = {};
      loaded.pages.set(files, copies);
    }
    let page = copies[encoding];
    if (!page) {
      const tags = preloadTags(files ?? []);
      const at = loaded.html.indexOf('</head>');
      const html = at < 0 ? loaded.html : `${loaded.html.slice(0, at)}${tags}${loaded.html.slice(at)}`;
      page = encode(html, encoding);
      copies[encoding] = page;
    }
    return page;
  };
}
