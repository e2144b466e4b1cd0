// What every back-office record route does (engine records/): run the kind's command for the
// request's vendor and actor, wait until the read model has it (read your writes), answer the
// record as the read side now holds it. Ids are made here unless the client sent its own, in which
// case a repeated create answers the first result (the command id comes from the record id).
import { randomUUID } from 'node:crypto';
import type { RecordCommand, RecordFields, RecordKind } from '@sofre/engine/records';
import type { RecordView } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { GatewayProblem, PathNotFound } from '../http/problem.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { CommandRunner } from '../commands/command-runner.ts';

export interface RecordDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
}

type FieldsOf<F extends RecordFields> = z.output<F>;

const run = <F extends RecordFields>(
  deps: RecordDeps,
  request: FastifyRequest,
  kind: RecordKind<F>,
  command: Omit<RecordCommand<FieldsOf<F>>, 'metadata'>,
  commandId?: string,
) => deps.runner.run(request, kind.aggregate, command, commandId ? { commandId } : {});

/** The record as the read side holds it, or 404 with the kind's code. */
export async function recordOr404<F extends RecordFields>(
  deps: Pick<RecordDeps, 'platform'>,
  request: FastifyRequest,
  kind: RecordKind<F>,
  id: string,
): Promise<RecordView<FieldsOf<F>>> {
  const vendorId = contextOf(request).vendor.id;
  const view = await deps.platform.readSide.record(vendorId, kind.kind, id);
  if (!view) throw new PathNotFound(kind.notFound);
  return view as RecordView<FieldsOf<F>>;
}

/** The vendor's records of the kind, oldest first. */
export async function recordsOf<F extends RecordFields>(
  deps: Pick<RecordDeps, 'platform'>,
  request: FastifyRequest,
  kind: RecordKind<F>,
): Promise<RecordView<FieldsOf<F>>[]> {
  const vendorId = contextOf(request).vendor.id;
  return (await deps.platform.readSide.records(vendorId, kind.kind)) as RecordView<FieldsOf<F>>[];
}

export async function createRecord<F extends RecordFields>(
  deps: RecordDeps,
  request: FastifyRequest,
  kind: RecordKind<F>,
  fields: FieldsOf<F>,
  clientId?: string,
): Promise<RecordView<FieldsOf<F>>> {
  const id = clientId ?? randomUUID();
  const commandId = clientId ? `create:${kind.kind}:${clientId}` : undefined;
  const command = { type: 'CreateRecord', data: { id, fields } } as const;
  const result = await run(deps, request, kind, command, commandId);
  // A repeat the idempotency keys did not catch (its answer was never stored): the stream still
  // knows what the id was created with, and another body is a reused id, not a silent no-op.
  const first = result.repeated ? (result.events[0]?.data as { fields?: unknown }) : undefined;
  if (first && JSON.stringify(first.fields) !== JSON.stringify(kind.fields.parse(fields)))
    throw new GatewayProblem(422, 'IDEMPOTENCY_KEY_REUSED');
  return recordOr404(deps, request, kind, id);
}

export async function changeRecord<F extends RecordFields>(
  deps: RecordDeps,
  request: FastifyRequest,
  kind: RecordKind<F>,
  id: string,
  fields: FieldsOf<F>,
): Promise<RecordView<FieldsOf<F>>> {
  await run(deps, request, kind, { type: 'ChangeRecord', data: { id, fields } });
  return recordOr404(deps, request, kind, id);
}

export async function patchRecord<F extends RecordFields>(
  deps: RecordDeps,
  request: FastifyRequest,
  kind: RecordKind<F>,
  id: string,
  changes: Partial<FieldsOf<F>>,
): Promise<RecordView<FieldsOf<F>>> {
  await run(deps, request, kind, { type: 'PatchRecord', data: { id, changes } });
  return recordOr404(deps, request, kind, id);
}

export async function removeRecord<F extends RecordFields>(
  deps: RecordDeps,
  request: FastifyRequest,
  kind: RecordKind<F>,
  id: string,
): Promise<void> {
  await run(deps, request, kind, { type: 'RemoveRecord', data: { id } });
}
