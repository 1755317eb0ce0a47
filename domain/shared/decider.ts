import type { DomainEvent } from '../../events/catalogue';

/**
 * A decider (EventSourcing.NodeJS, samples/decider): pure `decide` and `evolve` over a state
 * that starts at `initialState`. Time and ids come in with the command.
 */
export interface Decider<State, Command> {
  decide(command: Command, state: State): DomainEvent[];
  evolve(state: State, event: DomainEvent): State;
  initialState(): State;
}

/** Folds events into a state (used by tests and by the command path to compute the new state). */
export const fold = <S, C>(decider: Decider<S, C>, events: DomainEvent[], from?: S): S =>
  events.reduce(decider.evolve, from ?? decider.initialState());
