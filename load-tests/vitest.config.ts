import { defineProject } from 'vitest/config';

// The generator's smoke test; the benches themselves are scripts (npm run bench:*), never tests.
export default defineProject({
  test: {
    name: 'load-tests',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
