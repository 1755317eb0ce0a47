import type { DomainEvent } from '../../events/catalogue';
import { fold, type Decider } from './decider';
import { DomainError } from './errors';

/**
 * Given/when/then specs for deciders (Emmett's DeciderSpecification): given past events, when a
 * command is decided, then these events follow, or this domain error is thrown.
 */
export function spec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: DomainEvent[]) {
      const state = fold(decider, events);
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
