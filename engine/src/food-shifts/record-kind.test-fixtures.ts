// Drives a record kind's decider the way handleCommand does (fold the history, decide), so a
// kind's rules are tested without a store: given records, when a write, then events or a refusal.
import { fold } from '../shared/decider.ts';
import { DomainError, type FieldError } from '../shared/domain-error.ts';
import type { RecordFields, RecordKind } from '../records/index.ts';
import type { z } from 'zod';

const metadata = {
  commandId: 'test-command',
  vendorId: 'vendor-test',
  actor: { userId: 'test-owner', kind: 'STAFF' as const },
  now: '2025-06-01T08:00:00.000Z',
};

export function recordsOf<F extends RecordFields>(kind: RecordKind<F>) {
  type Input = z.input<F>;
  const history = (records: Record<string, Input>) =>
    Object.entries(records).map(([id, fields]) =>
      kind.events.created({ id, fields: kind.fields.parse(fields) as z.output<F> }),
    );
  const stateOf = (records: Record<string, Input>) => fold(kind.decider, history(records));
  return {
    /** The events of creating `id` with `fields` among `records`. */
    create: (records: Record<string, Input>, id: string, fields: Input) =>
      kind.decider.decide(
        { type: 'CreateRecord', data: { id, fields: fields as z.output<F> }, metadata },
        stateOf(records),
      ),
    change: (records: Record<string, Input>, id: string, fields: Input) =>
      kind.decider.decide(
        { type: 'ChangeRecord', data: { id, fields: fields as z.output<F> }, metadata },
        stateOf(records),
      ),
    remove: (records: Record<string, Input>, id: string) =>
      kind.decider.decide({ type: 'RemoveRecord', data: { id }, metadata }, stateOf(records)),
  };
}

/** The refusal `write` throws: its code and field errors. */
export function refusalOf(write: () => unknown): { code: string; errors: FieldError[] } {
  try {
    write();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, errors: [...error.errors] };
    throw error;
  }
  throw new Error('expected a refusal, got events');
}
