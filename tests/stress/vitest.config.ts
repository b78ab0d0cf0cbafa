/**
 * `npm run test:stress`: the kill, graceful-stop and load tests against the real server in a
 * child process. One file at a time: they measure, so they must not compete with each other.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'stress',
    include: ['tests/stress/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 150_000,
  },
});
