import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAssetFiles } from './asset-files.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pulseboard-assets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the build files kept in memory', () => {
  it('reads a file and its compressed copies once, then answers from memory', () => {
    writeFileSync(path.join(dir, 'app-1.js'), 'first');
    writeFileSync(path.join(dir, 'app-1.js.br'), 'br copy');
    const assetFile = loadAssetFiles(dir);
    const first = assetFile('app-1.js');
    expect(first?.type).toBe('text/javascript; charset=utf-8');
    expect(first?.copies.identity.body.toString()).toBe('first');
    expect(first?.copies.br?.body.toString()).toBe('br copy');
    expect(first?.copies.gzip).toBeUndefined();
    // A hashed name never changes its content: the disk is not read again.
    rmSync(path.join(dir, 'app-1.js'));
    expect(assetFile('app-1.js')).toBe(first);
  });

  it('finds a file written after start (a new build) and nothing that is not a file of the folder', () => {
    const assetFile = loadAssetFiles(dir);
    expect(assetFile('late-2.css')).toBeUndefined();
    writeFileSync(path.join(dir, 'late-2.css'), 'a{}');
    expect(assetFile('late-2.css')?.type).toBe('text/css; charset=utf-8');
    writeFileSync(path.join(dir, '..', 'outside.js'), 'secret');
    for (const name of ['../outside.js', '..', '.', '', 'a/b.js', '.hidden'])
      expect(assetFile(name), name).toBeUndefined();
  });

  it('keeps no more than its limit, and still answers past it', () => {
    writeFileSync(path.join(dir, 'a.js'), 'x'.repeat(60));
    writeFileSync(path.join(dir, 'b.js'), 'y'.repeat(60));
    const assetFile = loadAssetFiles(dir, 100);
    const a = assetFile('a.js');
    const b = assetFile('b.js');
    expect(assetFile('a.js')).toBe(a);
    // Not kept: read again, so a new object each time.
    expect(assetFile('b.js')).not.toBe(b);
    expect(assetFile('b.js')?.copies.identity.body.toString()).toBe('y'.repeat(60));
  });
});
