// A decider per aggregate (Emmett style): decide(command, state) -> events, evolve(state, event) -> state.
import type { Command, DomainEvent } from './messages.ts';

export interface Decider<State, Cmd extends Command, Event extends DomainEvent> {
  readonly initialState: () => State;
  /** Returns the events the command causes, or throws a DomainError when it is refused. */
  readonly decide: (command: Cmd, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
}

export const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
