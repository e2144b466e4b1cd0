import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'projections',
    include: ['src/**/*.test.ts'],
    // The programs the script tests run, compiled once (testing/compiled-programs.ts).
    globalSetup: ['src/testing/compiled-programs.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
