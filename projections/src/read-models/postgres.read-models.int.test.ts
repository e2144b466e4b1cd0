// Needs PostgreSQL (DATABASE_URL, default the local test server).
import { DATABASE_URL, uniqueSchema, usePostgres } from '../testing/postgres.fixtures.ts';
import { createPostgresReadModels } from './postgres.read-models.ts';
import { readModelsContract } from './read-models.contract.ts';

const schema = uniqueSchema('read_models_test');
usePostgres([schema]);

readModelsContract('postgres', () =>
  createPostgresReadModels({ connectionString: DATABASE_URL, schema, connectTimeoutMs: 5_000 }),
);
