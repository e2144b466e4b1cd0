// Printing through the gateway on the embedded store (printing.suite.ts).
import { describe } from 'vitest';
import { startTestGateway } from '../testing/test-gateway.ts';
import { printingSuite } from './printing.suite.ts';

describe('printing, embedded', () => printingSuite(startTestGateway, 'embedded'));
