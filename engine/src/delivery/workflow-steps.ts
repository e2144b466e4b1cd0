// What every delivery workflow step shares: the request's metadata, each step under its own
// command id caused by the request's (a repeated request repeats the steps, appending nothing).
import type { CommandMetadata } from '../shared/messages.ts';

export interface WorkflowInputs {
  /** The request's metadata: vendor, acting user, the instant (time comes in, engine/ has none). */
  readonly metadata: CommandMetadata;
}

export const stepMetadata = (request: CommandMetadata, commandId: string): CommandMetadata => ({
  ...request,
  commandId,
  correlationId: request.correlationId ?? request.commandId,
  causationId: request.commandId,
});

export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
