import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Test files are found from the repository root, so `vitest run web` selects every web project.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineProject({
  test: {
    name: 'web-reports',
    dir: repoRoot,
    include: ['web/reports/src/**/*.test.ts'],
    environment: 'node',
  },
});
