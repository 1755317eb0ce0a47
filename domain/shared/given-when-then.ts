import type { DomainEvent } from '../../events/catalogue';
import type { Decider } from './decider';
import { DomainError } from './errors';

/**
 * Given/when/then specs for deciders (Emmett's DeciderSpecification): given past events, when a
 * command is decided, then these events follow, or this domain error is thrown.
 */
export function spec<S, C>(decider: Decider<S, C>) {
  return {
    given(events: DomainEvent[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: DomainEvent[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: string) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
