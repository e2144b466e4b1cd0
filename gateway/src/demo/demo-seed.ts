// How the demo is seeded: through the one command runner, as the API's commands go, each command
// with a fixed id (`demo:<vendor>:<step>`), so a second start repeats nothing. The seed remembers
// the last position any step reached: the caller waits for the read models once, at the end.
import type {
  Actor,
  Aggregate,
  Command,
  CommandResult,
  DomainEvent,
  EventStore,
  Position,
} from '@sofre/engine';
import { commandRunner, laterOf, type RunnerMetadata } from '../commands/command-runner.ts';

export interface DemoSeed {
  readonly store: EventStore;
  readonly vendorId: string;
  /**
   * Runs the step's command once (its id is fixed by the step's name), on the vendor's stream or,
   * named, another's (the platform's directory).
   */
  run<State, Cmd extends Command, Event extends DomainEvent>(
    aggregate: Aggregate<State, Cmd, Event>,
    command: Omit<Cmd, 'metadata'>,
    step: string,
    streamVendorId?: string,
  ): Promise<CommandResult<State, Event>>;
  /** The metadata of a step an engine workflow runs (placing an order). */
  metadata(step: string): RunnerMetadata;
  /** The last position any step reached ('' before the first). */
  position(): Position;
}

export const demoSeedActor: Actor = { userId: 'demo-seed', kind: 'SYSTEM' };

export function demoSeed(
  store: EventStore,
  vendorId: string,
  actor: Actor = demoSeedActor,
  clock: () => Date = () => new Date(),
): DemoSeed {
  // Nothing to wait for while seeding: the store alone.
  const runner = commandRunner({ store }, clock);
  const caller = { vendorId, actor };
  const idOf = (step: string) => ({ commandId: `demo:${vendorId}:${step}` });
  let last: Position = '';
  return {
    store,
    vendorId,
    async run(aggregate, command, step, streamVendorId) {
      const options = { ...idOf(step), ...(streamVendorId ? { vendorId: streamVendorId } : {}) };
      const result = await runner.run(caller, aggregate, command, options);
      last = laterOf(last, result.position);
      return result;
    },
    metadata: (step) => runner.metadataFor(caller, idOf(step)),
    position: () => last,
  };
}
