import { PutCommand, ScanCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod';
import { activityEventTypes } from '../../domain/activity/activity';
import { statisticsEventTypes } from '../../domain/task/statistics';
import type { EventType } from '../../events/catalogue';
import { EVENT_SOURCE, envelopeSchema, type Envelope, type StreamType } from '../../events/envelope';
import { batchWriteAll, dynamo } from '../platform/aws';
import { commitToEnvelopes } from '../store/commits';
import { tableName } from '../platform/config';
import { readStream } from '../store/store';
import { inlineWrites } from '../store/inline-projections';
import { countUpdate } from '../queries/target-counts';
import { planTallies, tallyAction } from '../store/tally-items';
import { handler as activity } from '../projections/activity';
import { handler as statistics } from '../projections/statistics';
import { log } from '../platform/logger';

type Projection = (event: EventBridgeEvent<string, Envelope>) => Promise<void>;

/**
 * The projections a replay delivers to, named as the declaration names their functions, each with
 * the events its bus rule routes to it (`test/infra/replay.cases.ts` checks both lists are the
 * declaration's). The replay runs their handlers in this function, as the bus would invoke them.
 * The rows written with each commit have no bus projection (decision 121 "The bus delivers only to
 * projections that combine streams"): `reset` writes them, as `append` did.
 */
export const replayTargets = {
  projectionStatistics: { types: statisticsEventTypes, handler: statistics },
  projectionActivity: { types: activityEventTypes, handler: activity },
} satisfies Record<string, { types: readonly EventType[]; handler: Projection }>;

export type ReplayTarget = keyof typeof replayTargets;
const targetNames = Object.keys(replayTargets) as [ReplayTarget, ...ReplayTarget[]];

const Key = z.object({ pk: z.string(), sk: z.union([z.string(), z.number()]) });

/** What `aws lambda invoke` passes (and what an answer's `next` is). */
const Input = z
  .object({
    /**
     * Empty the whole read-model table first, then write every stream's inline rows and counters
     * and deliver every event to every projection: a rebuild. Only without `projections` and
     * `companies` (counters are added, so they are only right from an empty table).
     */
    reset: z.boolean().default(false),
    /** The bus projections to deliver to (all of `replayTargets` when absent). */
    projections: z.array(z.enum(targetNames)).min(1).optional(),
    /** Only the streams whose first commit belongs to one of these companies (all when absent). */
    companies: z.array(z.string().min(1)).min(1).max(50).optional(),
    /** Streams per invocation at most (besides the time limit). */
    maxStreams: z.number().int().positive().optional(),
    /** Where the previous invocation stopped; given by its answer's `next`. */
    cursor: z.object({ phase: z.enum(['empty', 'tallies', 'replay']), after: Key.optional() }).optional(),
  })
  .strict()
  .refine((input) => !input.reset || (!input.projections && !input.companies), {
    message: 'reset empties every read model: it takes neither projections nor companies',
  });
export type RebuildInput = z.input<typeof Input>;

export interface RebuildAnswer {
  /** Read-model rows deleted (reset only). */
  deleted: number;
  /** Streams and commits replayed by this invocation. */
  streams: number;
  commits: number;
  /** Events delivered to a projection. */
  deliveries: number;
  /** The payload of the next invocation, when this one stopped before the end. */
  next?: RebuildInput;
}

/** An invocation stops starting new work when less than this is left of its timeout. */
export const SAFETY_MS = 60_000;

type Item = Record<string, unknown>;

/** A stream's type and id from its key (`<Stream>#<id>`). */
function streamOf(pk: string): [StreamType, string] {
  const at = pk.indexOf('#');
  return [envelopeSchema.shape.streamType.parse(pk.slice(0, at)), pk.slice(at + 1)];
}

/**
 * Replays the event store into the read models (decision 095 "Replay on AWS: a rebuild function
 * with a cursor"). The event store is scanned for each stream's first commit (sk 1); each such
 * stream is read in order and its events are delivered to the chosen projections, as the bus would
 * (every projection write is guarded by the version it reflects, so a repeat changes nothing). With
 * `reset` the read-model table and the event store's tallies (decision 120) are emptied first and
 * each commit's inline rows, counters and tally changes are written too, as `append` wrote them;
 * without it, the rows written with each commit are left as they are (decision 121). An
 * invocation that nears its timeout answers with `next`, the payload that continues where it stopped.
 */
export async function handler(input: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) {
  const request = Input.parse(input ?? {});
  const { reset, projections, companies, maxStreams } = request;
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  const answer: RebuildAnswer = { deleted: 0, streams: 0, commits: 0, deliveries: 0 };
  const stopAt = (cursor: NonNullable<RebuildInput['cursor']>): RebuildAnswer => {
    log.info('read models replay paused', { ...answer, cursor });
    return { ...answer, next: { ...request, cursor } };
  };
  let cursor = request.cursor ?? { phase: reset ? ('empty' as const) : ('replay' as const) };

  if (cursor.phase === 'empty') {
    const readTable = tableName('readModels');
    let after: Item | undefined = cursor.after;
    do {
      if (timeLeft() < SAFETY_MS) return stopAt({ phase: 'empty', after: after as z.infer<typeof Key> });
      const page = await dynamo().send(
        new ScanCommand({
          TableName: readTable,
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: after,
          ConsistentRead: true,
        }),
      );
      const keys = page.Items ?? [];
      await batchWriteAll(
        readTable,
        keys.map((Key) => ({ DeleteRequest: { Key } })),
      );
      answer.deleted += keys.length;
      after = page.LastEvaluatedKey;
    } while (after);
    cursor = { phase: 'tallies' };
  }

  // The tallies (decision 120) are the event store's own derived items: a reset counts them again from the commits.
  if (cursor.phase === 'tallies') {
    const table = tableName('events');
    let after: Item | undefined = cursor.after;
    do {
      if (timeLeft() < SAFETY_MS) return stopAt({ phase: 'tallies', after: after as z.infer<typeof Key> });
      const page = await dynamo().send(
        new ScanCommand({
          TableName: table,
          FilterExpression: '#kind = :tally',
          ProjectionExpression: 'pk, sk',
          ExpressionAttributeNames: { '#kind': 'kind' },
          ExpressionAttributeValues: { ':tally': 'tally' },
          ExclusiveStartKey: after,
          ConsistentRead: true,
        }),
      );
      const keys = page.Items ?? [];
      await batchWriteAll(
        table,
        keys.map((Key) => ({ DeleteRequest: { Key } })),
      );
      after = page.LastEvaluatedKey;
    } while (after);
    cursor = { phase: 'replay' };
  }

  const targets = (projections ?? targetNames).map((name) => replayTargets[name]);
  const values: Item = { ':commit': 'commit', ':first': 1 };
  companies?.forEach((company, i) => (values[`:c${i}`] = company));
  const companyFilter = companies ? ` AND companyId IN (${companies.map((_, i) => `:c${i}`).join(', ')})` : '';
  let after: Item | undefined = cursor.after;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: tableName('events'),
        FilterExpression: `#kind = :commit AND sk = :first${companyFilter}`,
        ProjectionExpression: 'pk, sk',
        ExpressionAttributeNames: { '#kind': 'kind' },
        ExpressionAttributeValues: values,
        ExclusiveStartKey: after,
        ConsistentRead: true,
      }),
    );
    for (const first of page.Items ?? []) {
      if (timeLeft() < SAFETY_MS || answer.streams === maxStreams)
        return stopAt({ phase: 'replay', after: after as z.infer<typeof Key> | undefined });
      let before: unknown = null;
      for (const commit of await readStream(...streamOf(first.pk as string))) {
        if (reset) {
          // Each commit with the state it was decided on, as `append` did (decision 058).
          const { rows, counts } = inlineWrites([{ commit, before }]);
          for (const row of rows)
            await dynamo().send(new PutCommand({ TableName: tableName('readModels'), Item: row }));
          for (const change of counts) await dynamo().send(new UpdateCommand(countUpdate(change)));
          const { tallies } = planTallies([{ ...commit, before, after: commit.state }], []);
          for (const op of tallies) {
            const { Update } = tallyAction(tableName('events'), op) as { Update: UpdateCommandInput };
            await dynamo().send(new UpdateCommand(Update));
          }
        }
        before = commit.state;
        for (const envelope of commitToEnvelopes(commit)) {
          const event = {
            version: '0',
            id: `${envelope.commitId}-${envelope.streamVersion}`,
            'detail-type': envelope.type,
            source: EVENT_SOURCE,
            time: envelope.at,
            detail: envelope,
          } as EventBridgeEvent<string, Envelope>;
          for (const target of targets) {
            if (!(target.types as readonly string[]).includes(envelope.type)) continue;
            await target.handler(event);
            answer.deliveries++;
          }
        }
        answer.commits++;
      }
      answer.streams++;
      after = { pk: first.pk, sk: first.sk };
    }
    after = page.LastEvaluatedKey;
  } while (after);
  log.info('read models replayed', { ...answer, reset, projections, companies });
  return answer;
}
