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
        // A long-lived vendor chunk for the React runtime; antd stays split by use (TOOLCHAIN.md, web build).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: Object.fromEntries(API_PATHS.map((path) => [`^${path}(/|\\?|$)`, { target: API }])) },
});
