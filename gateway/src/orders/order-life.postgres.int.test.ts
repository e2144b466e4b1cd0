// The order's whole life (order-life.suite.ts) on PostgreSQL: events, read models and keys.
import { describe } from 'vitest';
import { startPostgresTestGateway } from '../testing/postgres-gateway.ts';
import { orderLifeSuite } from './order-life.suite.ts';

describe('an order’s life, PostgreSQL', () => orderLifeSuite(startPostgresTestGateway));
