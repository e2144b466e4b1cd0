import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The screens end to end in headless Chromium against the running platform (*.e2e.test.ts).
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineProject({
  test: {
    name: 'e2e',
    dir: repoRoot,
    include: ['web/e2e/src/**/*.e2e.test.ts'],
    globalSetup: ['./src/build-web.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // After every other project: timings such as "on the kitchen screen within a second" are
    // measured on a quiet machine, not beside a thousand unit tests.
    sequence: { groupOrder: 1 },
    fileParallelism: false,
    // A screen waits for a command, its read model and a refetch: allow a loaded CI machine time.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
