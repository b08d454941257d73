import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@pulseboard/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test-support/dom-shims.ts'],
  },
});
