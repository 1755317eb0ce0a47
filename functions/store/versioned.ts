import { baseOf, type Noun } from '../../domain/shared/versions';
import type { StreamType } from '../../events/envelope';
import type { NewCommit } from './commits';
import type { EventStore } from './event-store';

/**
 * What commands need for versioned edits (decision 130 "Versioned edits merge three-way"): the
 * thing at the version the writer read, and the version a write leaves.
 */

/** The state at `version`, from the commit that ended there; a version the thing never had is a Danish 400. */
export const stateAt = async <S>(store: EventStore, type: StreamType, id: string, version: number, noun: Noun) =>
  baseOf(await store.loadAt<S>(type, id, version), noun);

/** The stream version after a commit: what an edit answers as `version`. */
export const versionAfter = (commit: Pick<NewCommit<unknown>, 'expectedVersion' | 'events'>) =>
  commit.expectedVersion + commit.events.length;
