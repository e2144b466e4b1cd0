// Paying online (online-payment.suite.ts) on PostgreSQL: events, read models and keys.
import { describe } from 'vitest';
import { startPostgresTestGateway } from '../testing/postgres-gateway.ts';
import { onlinePaymentSuite } from './online-payment.suite.ts';

describe('online payment, PostgreSQL', () => onlinePaymentSuite(startPostgresTestGateway));
