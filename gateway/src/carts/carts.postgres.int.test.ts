// The customer's cart (carts.suite.ts) on PostgreSQL: events, read models and idempotency keys.
import { describe } from 'vitest';
import { startPostgresTestGateway } from '../testing/postgres-gateway.ts';
import { cartsSuite } from './carts.suite.ts';

describe('the cart as events, PostgreSQL', () => cartsSuite(startPostgresTestGateway));
