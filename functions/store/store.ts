import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tally } from '../../domain/shared/tallies';
import type { StreamType } from '../../events/envelope';
import { headItem, loadedOf, streamKey, tooLong, type Commit, type Head, type Loaded } from './commits';
import { dynamoEventStore, type EventStore } from './event-store';
import { inlineWrites } from './inline-projections';
import type { ItemLoader } from '../queries/items';

/**
 * The event store the functions use, composed (decision 153 "The event store knows nothing of
 * projections"): the DynamoDB store (`event-store.ts`) given the inline projections
 * (`inline-projections.ts`) as its port, so each append writes the read-model rows that mirror
 * its commits' streams in its own transaction (decision 058). The one module that knows both;
 * neither imports the other. Beside it, the reads a command makes of a store, each stream once per
 * attempt (decision 072).
 */

let defaultStore: EventStore | undefined;
/** The store the functions use: DynamoDB with the inline projections (the one place that names them). */
export function eventStore(): EventStore {
  defaultStore ??= dynamoEventStore(inlineWrites);
  return defaultStore;
}

/** A claim in the DynamoDB store (for reads outside commands: login, password reset). */
export const getClaim = <T>(pk: string) => eventStore().getClaim<T>(pk);

/** Every commit of a stream in the DynamoDB store, oldest first (for history and tests). */
export const readStream = (type: StreamType, id: string): Promise<Commit[]> => eventStore().readStream(type, id);

/**
 * The streams one attempt of a command has read (`withinAttempt`): a command that reads a stream to
 * check it (the responsible, the equipment) and again to decide on it (their commits) reads it
 * once, and decides on the state it checked. Each attempt starts empty, so a retried command reads
 * afresh; a read outside an attempt is never kept.
 */
const attemptReads = new AsyncLocalStorage<Map<EventStore, Map<string, Promise<unknown>>>>();

/** Runs one attempt of a command with its own reads (`loadStream` reads each stream once in it). */
export const withinAttempt = <T>(attempt: () => Promise<T>): Promise<T> => attemptReads.run(new Map(), attempt);

/** `read` once per command attempt and store under `key`; outside an attempt, every time. */
function onceInAttempt<T>(store: EventStore, key: string, read: () => Promise<T>): Promise<T> {
  const attempt = attemptReads.getStore();
  if (!attempt) return read();
  let reads = attempt.get(store);
  if (!reads) attempt.set(store, (reads = new Map()));
  let held = reads.get(key) as Promise<T> | undefined;
  if (!held) reads.set(key, (held = read()));
  return held;
}

/** The newest state of a stream, from one consistent read of its newest commit (once per command attempt). */
export const loadStream = <S>(
  type: StreamType,
  id: string,
  store: EventStore = eventStore(),
): Promise<Loaded<S> | null> => onceInAttempt(store, streamKey(type, id), () => store.load<S>(type, id));

/**
 * A stream's tally (decision 120), read consistently once per command attempt like `loadStream`: a
 * command that decides on it requires it unchanged with a `rev` guard.
 */
export const loadTally = (type: StreamType, id: string, store: EventStore = eventStore()): Promise<Tally> =>
  onceInAttempt(store, `tally\u0000${streamKey(type, id)}`, () => store.loadTally(type, id));

/**
 * A headed stream's newest state through a request's loader, so it is read in one batch with the
 * request's other items; a stream written before heads existed is read from its newest commit.
 */
export async function loadHead<S>(items: ItemLoader, type: StreamType, id: string): Promise<Loaded<S> | null> {
  if (tooLong(id)) return null;
  const head = (await items.load(headItem(type, id))) as Head<S> | undefined;
  return head ? loadedOf<S>(head, type) : loadStream<S>(type, id);
}
