import { BatchWriteCommand, paginateScan, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EVENT_SOURCE } from '../../events/envelope';
import { dynamo } from '../../functions/lib/aws';
import { tableName } from '../../functions/lib/config';
import type { Commit } from '../../functions/lib/event-store';
import { inlineWrites } from '../../functions/lib/inline-projections';
import { countUpdate } from '../../functions/lib/target-counts';
import { commitToEnvelopes } from '../../functions/pipe/enrich';
import { rules, type FunctionName } from '../declaration';
import { invoke } from './functions';
import { matches } from './pattern';

async function* scan(table: string, filter?: { expression: string; values: Record<string, unknown> }) {
  const pages = paginateScan(
    { client: dynamo() },
    {
      TableName: table,
      FilterExpression: filter?.expression,
      ExpressionAttributeNames: filter ? { '#kind': 'kind' } : undefined,
      ExpressionAttributeValues: filter?.values,
      ConsistentRead: true,
    },
  );
  for await (const page of pages) yield (page.Items ?? []) as Record<string, unknown>[];
}

/**
 * Rebuilds every read model from the event store: empties the read-model table, then replays
 * each commit's events through the declared rules to their projections, as the bus would, after
 * writing the rows its inline projections wrote with it.
 */
export async function rebuildReadModels(): Promise<{ deleted: number; commits: number; deliveries: number }> {
  const readTable = tableName('readModels');
  let deleted = 0;
  for await (const items of scan(readTable)) {
    for (let i = 0; i < items.length; i += 25) {
      const chunk = items.slice(i, i + 25);
      await dynamo().send(
        new BatchWriteCommand({
          RequestItems: {
            [readTable]: chunk.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
          },
        }),
      );
      deleted += chunk.length;
    }
  }
  let commits = 0;
  let deliveries = 0;
  const all: Commit[] = [];
  for await (const items of scan(tableName('events'), {
    expression: '#kind = :commit',
    values: { ':commit': 'commit' },
  }))
    all.push(...(items as unknown as Commit[]));
  // Each stream's commits in order, so the inline projections see each commit with the state it
  // was decided on, as `append` did (docs/decision 058 "Inline projections (read your writes)").
  all.sort((a, b) => (a.pk < b.pk ? -1 : a.pk > b.pk ? 1 : a.sk - b.sk));
  const stateOf = new Map<string, unknown>();
  for (const commit of all) {
    commits++;
    const { rows, counts } = inlineWrites([{ commit, before: stateOf.get(commit.pk) ?? null }]);
    stateOf.set(commit.pk, commit.state);
    for (const row of rows) await dynamo().send(new PutCommand({ TableName: readTable, Item: row }));
    for (const change of counts) await dynamo().send(new UpdateCommand(countUpdate(change)));
    for (const envelope of commitToEnvelopes(commit)) {
      const event = {
        version: '0',
        id: `${envelope.commitId}-${envelope.streamVersion}`,
        'detail-type': envelope.type,
        source: EVENT_SOURCE,
        time: envelope.at,
        detail: envelope,
      };
      for (const rule of rules.filter((r) => matches(r.eventPattern, event))) {
        await invoke(rule.target as FunctionName, event);
        deliveries++;
      }
    }
  }
  return { deleted, commits, deliveries };
}
