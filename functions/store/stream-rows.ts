import { parseEvent, type DomainEvent } from '../../events/catalogue';
import type { Envelope, StreamType } from '../../events/envelope';
import { stateVersionOf, upcastState } from '../../domain/shared/stored-state';

/** A read-model row that mirrors one aggregate's state, at the stream version it reflects. */
export interface StreamRow<S> {
  pk: string;
  sk: string;
  version: number;
  state: S;
  /** The shape `state` was stored in (`domain/shared/stored-state.ts`); absent before versions. */
  stateVersion?: number;
}

/** A projection whose row mirrors one stream: the row holds the stream's state (`streamRow`). */
export interface StreamRowProjection {
  streamType: StreamType;
  /** Where the stream's row lives; null for events this projection ignores. */
  keyOf(envelope: Envelope, event: DomainEvent): { pk: string; sk: string } | null;
}

/** A read-model row's state with the stream version it reflects (a read's `version`, decision 130), or null. */
export const rowOf = <S>(row: Record<string, unknown> | undefined): { state: S; version: number } | null => {
  const stream = row as StreamRow<S> | undefined;
  return stream?.state ? { state: stream.state, version: stream.version } : null;
};

/** Pure: the row that mirrors a stream at a version, its state in the current shape. */
export const streamRow = <S>(
  projection: StreamRowProjection,
  key: { pk: string; sk: string },
  version: number,
  state: S,
): StreamRow<S> => ({ ...key, version, state, stateVersion: stateVersionOf(projection.streamType) });

/**
 * Pure: the row a commit leaves its stream's projection with, written in the commit's own
 * transaction (docs/decision 058 "Inline projections"): the commit holds the state after its
 * events, so the row is that state at the commit's version. The key comes from the commit's events
 * (a creation names the company; later events find it on the commit).
 */
export function commitRow(
  projection: StreamRowProjection,
  commit: { version: number; state: unknown; stateVersion?: number },
  envelopes: Envelope[],
): StreamRow<unknown> | null {
  let key: { pk: string; sk: string } | null = null;
  for (const envelope of envelopes) {
    if (envelope.streamType !== projection.streamType) return null;
    key = projection.keyOf(envelope, parseEvent(envelope)) ?? key;
  }
  const state = upcastState<unknown>(projection.streamType, commit.state, commit.stateVersion);
  return key && state ? streamRow(projection, key, commit.version, state) : null;
}
