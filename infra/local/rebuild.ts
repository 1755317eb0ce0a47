import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { EVENT_SOURCE } from '../../events/envelope';
import { dynamo } from '../../functions/lib/aws';
import { tableName } from '../../functions/lib/config';
import type { Commit } from '../../functions/lib/event-store';
import { commitToEnvelopes } from '../../functions/pipe/enrich';
import { rules, type FunctionName } from '../declaration';
import { invoke } from './functions';
import { matches } from './pattern';

async function* scan(table: string, filter?: { expression: string; values: Record<string, unknown> }) {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: table,
        ExclusiveStartKey: start,
        FilterExpression: filter?.expression,
        ExpressionAttributeNames: filter ? { '#kind': 'kind' } : undefined,
        ExpressionAttributeValues: filter?.values,
        ConsistentRead: true,
      }),
    );
    yield (page.Items ?? []) as Record<string, unknown>[];
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * Rebuilds every read model from the event store: empties the read-model table, then replays
 * each commit's events through the declared rules to their projections, as the bus would.
 */
export async function rebuildReadModels(): Promise<{ deleted: number; commits: number; deliveries: number }> {
  const readTable = tableName('readModels');
  let deleted = 0;
  for await (const items of scan(readTable)) {
    for (let i = 0; i < items.length; i += 25) {
      const chunk = items.slice(i, i + 25);
      await dynamo().send(new BatchWriteCommand({ RequestItems: { [readTable]: chunk.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })) } }));
      deleted += chunk.length;
    }
  }
  let commits = 0;
  let deliveries = 0;
  for await (const items of scan(tableName('events'), { expression: '#kind = :commit', values: { ':commit': 'commit' } })) {
    for (const commit of items as unknown as Commit[]) {
      commits++;
      for (const envelope of commitToEnvelopes(commit)) {
        const event = { version: '0', id: `${envelope.commitId}-${envelope.streamVersion}`, 'detail-type': envelope.type, source: EVENT_SOURCE, time: envelope.at, detail: envelope };
        for (const rule of rules.filter((r) => matches(r.eventPattern, event))) {
          await invoke(rule.target as FunctionName, event);
          deliveries++;
        }
      }
    }
  }
  return { deleted, commits, deliveries };
}
