// The platform's health (ARCHITECTURE decision 12): GET /health/live, GET /health/ready and the
// report GET /api/health with how far each read model is behind the event log.
import { z } from 'zod';

/** GET /health/live: the process answers. */
export const Liveness = z.object({ status: z.literal('up') });
export type Liveness = z.infer<typeof Liveness>;

/** GET /health/ready (200): the event store and the read models answer. */
export const Readiness = z.object({ status: z.literal('ready') });
export type Readiness = z.infer<typeof Readiness>;

export const ProjectionLag = z.object({
  /** A read model, or 'read-models' for all of them together (the slowest one counts). */
  projection: z.string(),
  /** Its checkpoint in the log ('' before its first event). */
  position: z.string(),
  /** Events in the log after the checkpoint: how many it has still to fold. */
  lagEvents: z.number().int().min(0),
  /** More events wait than were counted (the count stops at a bound): lagEvents is a minimum. */
  lagEventsCapped: z.boolean(),
  /** How long ago the oldest event it has not folded happened; 0 when caught up. */
  lagSeconds: z.number().min(0),
});
export type ProjectionLag = z.infer<typeof ProjectionLag>;

export const HealthReport = z.object({
  /** What GET /health/ready answers. */
  ready: z.boolean(),
  /** What is wrong, for an operator (English, no vendor data): stores not answering, stale read models. */
  problems: z.array(z.string()),
  checkedAt: z.iso.datetime(),
  eventStore: z.object({ kind: z.string(), answers: z.boolean() }),
  readModels: z.object({ answers: z.boolean() }),
  /** A read model further behind than this is listed in `problems` (not a readiness matter). */
  staleAfterSeconds: z.number(),
  projections: z.array(ProjectionLag),
});
export type HealthReport = z.infer<typeof HealthReport>;
