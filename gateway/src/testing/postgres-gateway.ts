// A test gateway on PostgreSQL (events, read models and idempotency keys), in a database of its
// own that goes when the gateway closes.
import { createTestDatabase } from './postgres-database.ts';
import { startTestGateway, type TestGateway, type TestGatewayOptions } from './test-gateway.ts';

export async function startPostgresTestGateway(
  options: Omit<TestGatewayOptions, 'env'> = {},
): Promise<TestGateway> {
  const database = await createTestDatabase('sofre_gw');
  const gateway = await startTestGateway({
    ...options,
    env: { STORE: 'postgres', DATABASE_URL: database.url },
  });
  return {
    ...gateway,
    async close() {
      await gateway.close();
      await database.drop();
    },
  };
}
