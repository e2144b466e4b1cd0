// One lint config for every workspace (STYLE.md §14).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { builtinModules } from 'node:module';

// What the engine's domain may not import: every Node module (bare or node:), the drivers, and
// the engine's own Node side by path (the store's adapters and factory, the worker runtime).
const nodeOnly = [
  'node:*',
  ...builtinModules.filter((name) => !name.startsWith('_')),
  'pg',
  'better-sqlite3',
  '@kurrent/*',
  '**/store/index.ts',
  '**/store/*.event-store.ts',
  '**/store/event-store.factory.ts',
  '**/runtime/**',
];

// The gateway runs every command through its one runner (gateway/src/commands/, ARCHITECTURE
// decision 11): nothing else calls the engine's handleCommand or writes a command's metadata.
const oneCommandRunner = {
  paths: [
    {
      name: '@sofre/engine',
      importNames: ['handleCommand', 'CommandMetadata'],
      message:
        'run commands through gateway/src/commands/ (runner.run, or runWorkflow for a workflow)',
    },
  ],
  // The runner keeps a route's idempotency too (runner.once, runner.createOnce, runWorkflow's key).
  patterns: [
    {
      group: ['**/http/idempotent.ts'],
      importNames: ['idempotent'],
      message: 'keep a key through the runner: runner.once, or runWorkflow with its key',
    },
    {
      group: ['**/http/create-once.ts'],
      importNames: ['createOnce'],
      message: 'create once through the runner: runner.createOnce',
    },
  ],
};
const handWrittenMetadata = {
  selector: "Property[key.name='metadata'] > ObjectExpression:has(Property[key.name='commandId'])",
  message: 'the command runner makes the metadata (gateway/src/commands/command-runner.ts)',
};
// A route runs its engine workflow through runWorkflow, which makes the metadata from the request;
// only callers with no request (a job, a reactor, the seed) ask the runner for it by name.
const metadataInRoute = {
  selector: "MemberExpression[property.name='metadataFor']",
  message:
    'run the workflow through runWorkflow (gateway/src/commands/run-workflow.ts): it makes the metadata',
};
const gatewayRoutes = [
  'gateway/src/**/*.route.ts',
  'gateway/src/**/*.routes.ts',
  'gateway/src/**/*.handler.ts',
  // The courier routes' shared half (request a provider, cancel a trip).
  'gateway/src/couriers/courier-trips.ts',
];
const gatewayTests = [
  'gateway/src/**/*.test.ts',
  'gateway/src/**/*.test-fixtures.ts',
  'gateway/src/**/*.fixtures.ts',
  // A suite is a test file run by two .test.ts files (embedded store and PostgreSQL).
  'gateway/src/**/*.suite.ts',
  'gateway/src/testing/**',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // k6 scripts run in k6's own runtime, not Node.
    files: ['load-tests/k6/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The domain runs in the browser too (the POS prices offline): no Node-only imports,
    // no clock, no randomness — time and ids come in with the command. The store and the
    // runtime (worker threads) are the engine's Node side.
    files: ['engine/src/**/*.ts'],
    ignores: [
      'engine/src/store/**',
      'engine/src/runtime/**',
      'engine/src/**/*.test.ts',
      'engine/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: nodeOnly.map((group) => ({
            group: [group],
            message: 'engine/ domain code must stay browser-safe',
          })),
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'time comes in with the command',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'time comes in with the command',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'ids come in with the command',
        },
      ],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/commands/**', ...gatewayTests],
    rules: {
      'no-restricted-imports': ['error', oneCommandRunner],
      'no-restricted-syntax': ['error', handWrittenMetadata],
    },
  },
  {
    files: gatewayRoutes,
    ignores: gatewayTests,
    rules: { 'no-restricted-syntax': ['error', handWrittenMetadata, metadataInRoute] },
  },
  {
    // http/ is plumbing: features import it, never the other way (a feature's errors reach the
    // error handler as mappings the app hands it). Shared: the platform's ports and the messages.
    files: ['gateway/src/http/**/*.ts'],
    ignores: gatewayTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...oneCommandRunner,
          patterns: [
            {
              group: ['../*', '!../platform', '!../platform/*', '!../messages.ts'],
              message: 'gateway/src/http/ is plumbing and imports no feature',
            },
          ],
        },
      ],
    },
  },
);
