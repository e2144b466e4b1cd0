// The customer's cart (carts.suite.ts) on the embedded store.
import { describe } from 'vitest';
import { startTestGateway } from '../testing/test-gateway.ts';
import { cartsSuite } from './carts.suite.ts';

describe('the cart as events, embedded store', () => cartsSuite(() => startTestGateway()));
