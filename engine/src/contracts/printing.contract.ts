// /api-catalog/catalog/printers and /printerstations: printers and printer stations as the back
// office and the POS read them, and what their forms send (PUT carries the id in the body).
import { z } from 'zod';
import { PrintFailureReason, PrintSetupProblem } from '../printing/print-job.events.ts';
import { PrinterFields, PrinterStationFields, PrintTarget } from '../printing/printing.kinds.ts';

const RecordId = z.string().trim().min(1).max(100);

export const PrinterView = PrinterFields.extend({ id: z.string() });
export type PrinterView = z.infer<typeof PrinterView>;
export const CreatePrinterRequest = PrinterFields.extend({ id: RecordId.optional() });
export type CreatePrinterRequest = z.input<typeof CreatePrinterRequest>;
export const EditPrinterRequest = PrinterFields.extend({ id: RecordId });
export type EditPrinterRequest = z.input<typeof EditPrinterRequest>;

/** The stored station (its fields' schema drops repeated ids on the way in; answers are plain). */
export const PrinterStationView = z.object({
  id: z.string(),
  title: z.string(),
  target: PrintTarget,
  printerIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  copies: z.number().int(),
});
export type PrinterStationView = z.infer<typeof PrinterStationView>;
export const CreatePrinterStationRequest = PrinterStationFields.extend({ id: RecordId.optional() });
export type CreatePrinterStationRequest = z.input<typeof CreatePrinterStationRequest>;
export const EditPrinterStationRequest = PrinterStationFields.extend({ id: RecordId });
export type EditPrinterStationRequest = z.input<typeof EditPrinterStationRequest>;

/** POST /api-catalog/catalog/printers/{id}/test: a test page (the client's id: a repeat prints once). */
export const PrintTestPageRequest = z.object({ id: RecordId });
export type PrintTestPageRequest = z.input<typeof PrintTestPageRequest>;
export const PrintTestPageAnswer = z.object({
  jobId: z.string(),
  /** The log position of the job: the queue has it once the read models reach it. */
  position: z.string(),
  /** The sandbox printer's pages, where the test page shows (absent: a real printer). */
  sandboxPage: z.string().optional(),
});
export type PrintTestPageAnswer = z.infer<typeof PrintTestPageAnswer>;

/** POST /api/orders/{id}/receipt: print the customer's receipt (the client's id: a repeat prints once). */
export const PrintReceiptRequest = z.object({
  id: RecordId,
  /** One printer; the receipt stations' printers when absent. */
  printerId: RecordId.optional(),
});
export type PrintReceiptRequest = z.input<typeof PrintReceiptRequest>;

export const PrintReceiptAnswer = z.object({
  jobs: z.array(z.object({ jobId: z.string(), printerId: z.string() })),
  /** The log position of the last job: the queue has it once the read models reach it. */
  position: z.string(),
});
export type PrintReceiptAnswer = z.infer<typeof PrintReceiptAnswer>;

/**
 * A printer as its jobs tell it. FAILING: its last attempt failed; DOWN: failing for at least
 * `downAfterSeconds` (the back office warns); IDLE: nothing sent to it yet.
 */
export const PrinterHealthStatus = z.enum(['OK', 'FAILING', 'DOWN', 'IDLE']);
export type PrinterHealthStatus = z.infer<typeof PrinterHealthStatus>;

export const PrinterHealthView = z.object({
  printerId: z.string(),
  name: z.string(),
  ip: z.string(),
  port: z.number().int(),
  status: PrinterHealthStatus,
  lastSuccessAt: z.string().optional(),
  lastFailureAt: z.string().optional(),
  failingSince: z.string().optional(),
  lastError: z
    .object({
      reason: PrintFailureReason,
      message: z.string(),
      attempt: z.number().int(),
      retryAt: z.string().optional(),
    })
    .optional(),
  /** Jobs waiting for it. */
  queued: z.number().int().nonnegative(),
});
export type PrinterHealthView = z.infer<typeof PrinterHealthView>;

/** A ticket that had nowhere to print (lines no station cooks, a station without printers). */
export const PrintProblemView = z.object({
  jobId: z.string(),
  at: z.string(),
  reason: PrintSetupProblem,
  orderId: z.string(),
  number: z.number().int(),
  stationTitle: z.string().optional(),
  lines: z.array(z.string()),
});
export type PrintProblemView = z.infer<typeof PrintProblemView>;

/** GET /api/health/printers */
export const PrintersHealth = z.object({
  checkedAt: z.string(),
  downAfterSeconds: z.number().int(),
  printers: z.array(PrinterHealthView),
  problems: z.array(PrintProblemView),
});
export type PrintersHealth = z.infer<typeof PrintersHealth>;
