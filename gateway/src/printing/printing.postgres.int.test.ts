// Printing through the gateway on PostgreSQL: events, read models and keys (printing.suite.ts).
import { describe } from 'vitest';
import { startPostgresTestGateway } from '../testing/postgres-gateway.ts';
import { printingSuite } from './printing.suite.ts';

describe('printing, PostgreSQL', () => printingSuite(startPostgresTestGateway, 'postgres'));
