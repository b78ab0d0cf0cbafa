/**
 * `npm run test:multi`: two instances of the real server on one PostgreSQL, behind nginx. Needs
 * scripts/postgres.sh (the npm script runs it), nginx on PATH and a built dist/.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'multi',
    include: ['tests/multi/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
