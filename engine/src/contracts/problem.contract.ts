// Every refusal the API gives is RFC 9457 problem details (application/problem+json) with a stable
// code and the Persian message the UI shows (ARCHITECTURE decision 9, spec §5 and §8).
import { z } from 'zod';

export const FieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  /** Stable machine code: INVALID_ORDER_STATE, VALIDATION_FAILED, … */
  code: z.string(),
  /** The Persian message to show as-is (the UI's toast reads data.message). */
  message: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(FieldErrorSchema).default([]),
  /** On a 409 for a thing changed meanwhile (an order two cashiers edit): the thing as it is now. */
  current: z.unknown().optional(),
});
export type Problem = z.infer<typeof Problem>;
