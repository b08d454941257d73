import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './compress-assets.ts';

const API = 'http://127.0.0.1:3000';
// Only API paths: /dashboard is also a client route and /user-register a page, hence the anchored patterns.
const API_PATHS = [
  '/dashboard/login',
  '/dashboard/profile',
  '/dashboard/register',
  '/dashboard/forgot-password',
  '/dashboard/reset-password',
  '/user',
  '/api',
  '/healthz',
  '/readyz',
];

export default defineConfig({
  plugins: [react(), compressAssets()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // A long-lived vendor chunk for the React runtime; antd stays split by use (TOOLCHAIN.md, web build).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            // What the entry imports statically (router, i18n, guards, http) in one chunk beside it: every
            // page loads all of it anyway, and split into the pieces the lazy pages share it took ten
            // requests more on a cold /login (24 instead of 14), each costing the main thread on a slow phone.
            { name: 'boot', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: Object.fromEntries(API_PATHS.map((path) => [`^${path}(/|\\?|$)`, { target: API }])) },
});
