import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { parseEvent, type DomainEvent } from '../../events/catalogue';
import type { Envelope, StreamType } from '../../events/envelope';
import { evolveAny, type Decider } from '../../domain/shared/decider';
import { stateVersionOf, upcastState } from '../../domain/shared/stored-state';
import { dynamo } from './aws';
import { tableName } from './config';
import { loadStream } from './event-store';
import { getRow, putIfNewer } from './read-store';

/** A read-model row that mirrors one aggregate's state, at the stream version it reflects. */
export interface StreamRow<S> {
  pk: string;
  sk: string;
  version: number;
  state: S;
  /** The shape `state` was stored in (`domain/shared/stored-state.ts`); absent before versions. */
  stateVersion?: number;
}

export interface StreamRowProjection<S> {
  streamType: StreamType;
  decider: Decider<S | null, unknown>;
  /** Where the stream's row lives; null for events this projection ignores. */
  keyOf(envelope: Envelope, event: DomainEvent): { pk: string; sk: string } | null;
}

/** A read-model row's state with the stream version it reflects (a read's `version`, decision 130), or null. */
export const rowOf = <S>(row: Record<string, unknown> | undefined): { state: S; version: number } | null => {
  const stream = row as StreamRow<S> | undefined;
  return stream?.state ? { state: stream.state, version: stream.version } : null;
};

/** Pure: the row that mirrors a stream at a version (the one shape both paths write), its state in the current shape. */
export const streamRow = <S>(
  projection: StreamRowProjection<S>,
  key: { pk: string; sk: string },
  version: number,
  state: S,
): StreamRow<S> => ({ ...key, version, state, stateVersion: stateVersionOf(projection.streamType) });

/**
 * Pure: the row a commit leaves its stream's projection with, written in the commit's own
 * transaction (docs/decision 058 "Inline projections"): the commit holds the state after its
 * events, as the re-read below does. The key is the one the bus path finds for the same events.
 */
export function commitRow<S>(
  projection: StreamRowProjection<S>,
  commit: { version: number; state: unknown; stateVersion?: number },
  envelopes: Envelope[],
): StreamRow<S> | null {
  let key: { pk: string; sk: string } | null = null;
  for (const envelope of envelopes) {
    if (envelope.streamType !== projection.streamType) return null;
    key = projection.keyOf(envelope, parseEvent(envelope)) ?? key;
  }
  const state = upcastState<S | null>(projection.streamType, commit.state, commit.stateVersion);
  return key && state ? streamRow(projection, key, commit.version, state) : null;
}

/** Pure: the row after one event, when it directly follows the row's version; null on a gap. */
export function nextRow<S>(
  projection: StreamRowProjection<S>,
  row: StreamRow<S> | null,
  envelope: Envelope,
  event: DomainEvent,
  key: { pk: string; sk: string },
): StreamRow<S> | null {
  const from = row?.version ?? 0;
  if (envelope.streamVersion !== from + 1) return null;
  const before = row
    ? upcastState<S>(projection.streamType, row.state, row.stateVersion)
    : projection.decider.initialState();
  const state = evolveAny(projection.decider, before, event);
  return state ? streamRow(projection, key, envelope.streamVersion, state) : null;
}

/**
 * Applies one delivered event (at least once, in any order): an old or repeated event is
 * skipped; the next one is folded in with a write conditional on the version it follows; a gap
 * (or a lost race) re-reads the stream's newest commit, which holds the state (architecture.md
 * "Read models"). Says which it did, so a projection with more rows per stream can catch up too.
 */
export async function applyToRow<S>(
  projection: StreamRowProjection<S>,
  envelope: Envelope,
): Promise<'ignored' | 'applied' | 'reloaded'> {
  if (envelope.streamType !== projection.streamType) return 'ignored';
  const event = parseEvent(envelope);
  const key = projection.keyOf(envelope, event);
  if (!key) return 'ignored';
  const row = await getRow<StreamRow<S>>(key);
  if (row && row.version >= envelope.streamVersion) return 'ignored';
  const next = nextRow(projection, row, envelope, event, key);
  if (next) {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName('readModels'),
          Item: next,
          ConditionExpression: row ? 'version = :from' : 'attribute_not_exists(pk)',
          ExpressionAttributeValues: row ? { ':from': row.version } : undefined,
        }),
      );
      return 'applied';
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  const newest = await loadStream<S>(projection.streamType, envelope.streamId);
  if (newest)
    await putIfNewer(
      streamRow(projection, key, newest.version, newest.state) as unknown as Parameters<typeof putIfNewer>[0],
    );
  return 'reloaded';
}
