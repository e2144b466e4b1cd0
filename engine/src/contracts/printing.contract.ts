// /api-catalog/catalog/printers and /printerstations: printers and printer stations as the back
// office and the POS read them, and what their forms send (PUT carries the id in the body).
import { z } from 'zod';
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
