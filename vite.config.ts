import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // No preload helper: on a page the server rendered, the app's code downloads after the
    // first paint and the largest image (main.tsx), not before them; and the helper's link
    // insertions on every lazy import cost more main-thread time than they saved.
    modulePreload: false,
    chunkSizeWarningLimit: 2000,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
