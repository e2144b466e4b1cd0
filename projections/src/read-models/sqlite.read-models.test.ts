import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { readModelsContract } from './read-models.contract.ts';
import { createSqliteReadModels } from './sqlite.read-models.ts';

const dir = mkdtempSync(join(tmpdir(), 'sofre-read-models-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

readModelsContract('sqlite (memory)', async () => createSqliteReadModels({ path: ':memory:' }));
readModelsContract('sqlite (file, WAL)', async () =>
  createSqliteReadModels({ path: join(dir, 'read-models.sqlite') }),
);
