import { defineConfig } from 'vitest/config';

// On CI a JSON report is written too, so .ci/run can print "N passed, N failed".
const reporters = process.env.CI
  ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
  : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    projects: [
      'engine',
      'projections',
      'gateway',
      'web/shared',
      'web/pos',
      'web/kds',
      'web/reports',
      'web/site',
      'web/e2e',
      'load-tests',
    ],
  },
});
