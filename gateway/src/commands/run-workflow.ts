// Running an engine workflow from a route (ARCHITECTURE decision 11): at most once per key the
// route names (the client's Idempotency-Key, the id it gave the new thing, or none), with the metadata the command
// runner makes from the request and the injected clock, new ids for the workflow's own steps, its
// failed compensations logged, and the answer held until the read models have what it wrote (read
// your writes). Routes say which workflow and what they answer; none builds metadata.
import { randomUUID } from 'node:crypto';
import type { CommandMetadata, Position } from '@sofre/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredResponse } from '../http/idempotency.store.ts';
import { idempotent } from '../http/idempotent.ts';
import { contextOf } from '../http/request-context.ts';
import type { CommandRunner, RunOptions } from './command-runner.ts';

export interface WorkflowRun {
  /** The request's: who, for which vendor, at the clock's now. */
  readonly metadata: CommandMetadata;
  readonly newId: () => string;
  /** A compensation that failed after a refusal: logged, the refusal still answers. */
  readonly onCompensationFailed: (what: string, error: unknown) => void;
  /**
   * The position to answer with (the read models' own when the workflow wrote nothing new),
   * once the read models in this process hold it.
   */
  readonly settled: (position: Position | undefined) => Promise<Position>;
}

export interface WorkflowOptions extends RunOptions {
  /** The idempotency key; none runs the workflow every time (the event store still repeats). */
  readonly key: string | undefined;
}

export function runWorkflow(
  runner: CommandRunner,
  request: FastifyRequest,
  reply: FastifyReply,
  { key, ...options }: WorkflowOptions,
  work: (run: WorkflowRun) => Promise<StoredResponse>,
) {
  const vendorId = contextOf(request).vendor.id;
  return idempotent(runner.platform.idempotency, request, reply, vendorId, key, () =>
    work(workflowRunFor(runner, request, options)),
  );
}

/**
 * The same run for a route whose answer is more than a status and a body (the payment callback's
 * redirect, with its location): the route sends that answer itself, so it is never kept under a
 * key — a replay could give back the body, never the headers.
 */
export function runWorkflowUnkept<T>(
  runner: CommandRunner,
  request: FastifyRequest,
  options: RunOptions,
  work: (run: WorkflowRun) => Promise<T>,
): Promise<T> {
  return work(workflowRunFor(runner, request, options));
}

function workflowRunFor(
  runner: CommandRunner,
  request: FastifyRequest,
  options: RunOptions,
): WorkflowRun {
  const { platform } = runner;
  return {
    metadata: runner.metadataFor(request, options),
    newId: randomUUID,
    onCompensationFailed: (what, err) => request.log.error({ err }, what),
    settled: (position) => runner.waitFor(position ?? platform.readSide.position()),
  };
}
