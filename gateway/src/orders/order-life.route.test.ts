// The order's whole life (order-life.suite.ts) on the embedded store.
import { describe } from 'vitest';
import { startTestGateway } from '../testing/test-gateway.ts';
import { orderLifeSuite } from './order-life.suite.ts';

describe('an order’s life, embedded store', () => orderLifeSuite(() => startTestGateway()));
