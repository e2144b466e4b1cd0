// Paying online (online-payment.suite.ts) on the embedded store.
import { describe } from 'vitest';
import { startTestGateway } from '../testing/test-gateway.ts';
import { onlinePaymentSuite } from './online-payment.suite.ts';

describe('online payment, embedded store', () => onlinePaymentSuite(() => startTestGateway()));
