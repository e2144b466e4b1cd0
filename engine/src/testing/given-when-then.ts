// Given / when / then for deciders (STYLE §6): given past events, when a command, then new events or a refusal.
import { expect } from 'vitest';
import { fold, type Decider } from '../shared/decider.ts';
import { DomainError, type ErrorCode } from '../shared/domain-error.ts';
import type { Command, DomainEvent } from '../shared/messages.ts';

export function specFor<State, Cmd extends Command, Event extends DomainEvent>(
  decider: Decider<State, Cmd, Event>,
) {
  return (history: readonly Event[]) => ({
    when: (command: Cmd) => {
      const run = () => decider.decide(command, fold(decider, history));
      return {
        then: (expected: readonly Event[]) => expect(run()).toEqual(expected),
        thenRefuses: (code: ErrorCode) => {
          let error: unknown;
          try {
            run();
          } catch (e) {
            error = e;
          }
          expect(error, `expected refusal ${code}`).toBeInstanceOf(DomainError);
          expect((error as DomainError).code).toBe(code);
        },
        events: run,
      };
    },
  });
}
