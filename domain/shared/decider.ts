import type { DomainEvent } from '../../events/catalogue';

/**
 * A decider (EventSourcing.NodeJS, samples/decider): pure `decide` and `evolve` over a state
 * that starts at `initialState`. Time and ids come in with the command. `Event` is the union of
 * its stream's events (`EventOf<(typeof taskEventTypes)[number]>`), and `eventTypes` the same list
 * at run time (docs/decisions/new-typed-deciders.md).
 */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> {
  /** The event types of the aggregate's stream: all `decide` emits, all `evolve` folds. */
  readonly eventTypes: readonly Event['type'][];
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/**
 * `evolve` for any event: one of another stream leaves the state alone (a test's history, a
 * delivered envelope), where `evolve` itself takes only its own stream's events.
 */
export const evolveAny = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, state: S, event: DomainEvent): S =>
  isOwn(decider, event) ? decider.evolve(state, event) : state;

const isOwn = <E extends DomainEvent>(decider: Decider<unknown, unknown, E>, event: DomainEvent): event is E =>
  (decider.eventTypes as readonly string[]).includes(event.type);

/** Folds events into a state (used by tests and by the command path to compute the new state). */
export const fold = <S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  events: readonly DomainEvent[],
  from?: S,
): S => events.reduce((state, event) => evolveAny(decider, state, event), from ?? decider.initialState());
