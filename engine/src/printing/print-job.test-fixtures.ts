// A print job's commands and events for the decider tests: one kitchen ticket for the hot kitchen.
import type { CommandMetadata } from '../shared/messages.ts';
import type { KitchenTicketDocument } from './print-document.ts';
import {
  printJobCommandSchemas,
  type PrintJobCommandOf,
  type PrintJobCommandType,
} from './print-job.commands.ts';
import { PrintAttemptStarted, PrintRequested } from './print-job.events.ts';
import type { z } from 'zod';

export const jobId = 'job-1';
export const T0 = '2025-03-21T08:30:00.000Z';
export const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

export const ticket: KitchenTicketDocument = {
  kind: 'KITCHEN_TICKET',
  ticket: 'NEW',
  orderId: 'o-1',
  number: 12,
  source: 'SALON',
  deliveryType: 'SERVE',
  tableNumber: '5',
  submittedAt: T0,
  at: T0,
  stationTitle: 'آشپزخانه گرم',
  lines: [{ menuItemId: 'kebab', title: 'کباب کوبیده', count: 2, toppings: [] }],
};

export function printCommand<T extends PrintJobCommandType>(
  type: T,
  data: z.input<(typeof printJobCommandSchemas)[T]>,
  now = T0,
): PrintJobCommandOf<T> {
  const metadata: CommandMetadata = {
    commandId: `${type}-${now}`,
    vendorId: 'vendor-1',
    actor: { userId: 'print-worker', kind: 'SYSTEM' },
    now,
  };
  return { type, data: printJobCommandSchemas[type].parse(data), metadata } as PrintJobCommandOf<T>;
}

export const requested = PrintRequested({
  jobId,
  printerId: 'printer-kitchen',
  stationId: 'station-hot-kitchen',
  copies: 1,
  document: ticket,
});

export const started = (attempt: number, leaseUntil = at(60), worker = 'gateway-a') =>
  PrintAttemptStarted({ jobId, attempt, worker, leaseUntil });
