import { defineProject } from 'vitest/config';
import { antdThemeDefine } from './antd-theme-map.ts';

export default defineProject({
  define: antdThemeDefine(),
  test: {
    name: '@pulseboard/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test-support/dom-shims.ts'],
    // Vitest's default, a worker fewer than the cores, is one worker on a 2-core machine: the web files
    // took 132 s one after another, 94 s two at a time (2026-12-01). Set per project: a root maxWorkers
    // does not reach the projects.
    maxWorkers: 2,
  },
});
