import { paginateQuery, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import {
  activityOf,
  faultReportSubject,
  isCompletion,
  noteSubject,
  type ActivityDraft,
} from '../../domain/activity/activity';
import { copenhagenDate } from '../../domain/task/recurrence';
import { parseEvent } from '../../events/catalogue';
import type { Envelope, StreamType } from '../../events/envelope';
import { activityKey, activitySortKey, goneKey, type ActivityRow } from '../queries/activity';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';
import { streamKey, type Commit } from '../store/commits';
import { putIfNewer, type VersionedRow } from '../queries/read-store';
import { projection } from './projection';

/** The state of a stream right after the commit that holds `version` (one read of the store). */
async function stateAt(type: StreamType, id: string, version: number): Promise<Record<string, unknown> | null> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName('events'),
      KeyConditionExpression: 'pk = :pk AND sk <= :v',
      ExpressionAttributeValues: { ':pk': streamKey(type, id), ':v': version },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return ((Items?.[0] as Commit | undefined)?.state as Record<string, unknown>) ?? null;
}

/** The name a stream's state gives its subject. */
function nameOf(type: StreamType, state: Record<string, unknown> | null): string {
  if (!state) return '';
  if (type === 'Task') return String(state.title ?? '');
  if (type === 'Note') return noteSubject(String(state.content ?? ''));
  if (type === 'FaultReport')
    return faultReportSubject({ number: Number(state.number ?? 0), itemName: String(state.itemName ?? '') });
  return String(state.name ?? '');
}

/**
 * A person's name as it was at `at`: the newest of their commits up to then, else their first.
 * Read newest first with only `at` and the name, page by page until one is found: a person's
 * stream holds a commit per task they are given, so reading it whole per entry would grow with it.
 */
async function personNameAt(userId: string, at: string): Promise<string> {
  const query = (before: boolean): QueryCommandInput => ({
    TableName: tableName('events'),
    KeyConditionExpression: 'pk = :pk AND sk >= :first',
    ...(before ? { FilterExpression: '#at <= :at' } : { Limit: 1 }),
    ProjectionExpression: '#at, #state.#name',
    ExpressionAttributeNames: { '#at': 'at', '#state': 'state', '#name': 'name' },
    ExpressionAttributeValues: { ':pk': streamKey('User', userId), ':first': 1, ...(before ? { ':at': at } : {}) },
    ScanIndexForward: !before,
    ConsistentRead: true,
  });
  for await (const { Items } of paginateQuery({ client: dynamo() }, query(true))) {
    if (Items?.length) return nameOf('User', (Items[0].state as Record<string, unknown>) ?? null);
  }
  const { Items } = await dynamo().send(new QueryCommand(query(false)));
  return nameOf('User', (Items?.[0]?.state as Record<string, unknown>) ?? null);
}

/**
 * Pure: the rows of one shown event, its names filled in. Every field comes from the event or the
 * store (never from the read model), so a repeat or a late delivery writes the same rows.
 */
export function activityRows(
  envelope: Envelope,
  companyId: string,
  draft: ActivityDraft & { subject: string; person: string },
): VersionedRow[] {
  const year = copenhagenDate(envelope.at).slice(0, 4);
  const row = (completionsOnly: boolean): ActivityRow => ({
    pk: activityKey(companyId, year, completionsOnly),
    sk: activitySortKey(envelope.at, envelope.streamType, envelope.streamId, envelope.streamVersion),
    version: envelope.streamVersion,
    id: `${envelope.streamType}-${envelope.streamId}-${envelope.streamVersion}`,
    datetime: envelope.at,
    ...draft,
  });
  const rows: VersionedRow[] = [row(false) as unknown as VersionedRow];
  if (isCompletion(draft.action)) rows.push(row(true) as unknown as VersionedRow);
  // Gone or back: the newest of the subject's own stream versions wins (a person may rejoin).
  const goneType =
    draft.subjectType === 'TASK' || draft.subjectType === 'EQUIPMENT' || draft.subjectType === 'USER'
      ? draft.subjectType
      : null;
  const marks =
    draft.action === 'DELETED' ||
    (draft.subjectType === 'USER' && (draft.action === 'JOINED' || draft.action === 'CREATED'));
  if (goneType && marks)
    rows.push({
      ...goneKey(companyId, goneType, draft.subjectId),
      version: envelope.streamVersion,
      gone: draft.action === 'DELETED',
    });
  return rows;
}

export async function projectActivity(envelope: Envelope): Promise<void> {
  const event = parseEvent(envelope);
  const draft = activityOf(event, envelope.actor);
  const data = event.data as { companyId?: string };
  const companyId = data.companyId ?? envelope.companyId;
  if (!draft || !companyId) return;
  const subject =
    draft.subject ??
    nameOf(envelope.streamType, await stateAt(envelope.streamType, envelope.streamId, envelope.streamVersion));
  const person = draft.person ?? (draft.personId ? await personNameAt(draft.personId, envelope.at) : '');
  for (const row of activityRows(envelope, companyId, { ...draft, subject, person })) await putIfNewer(row);
}

/** The activity timeline of each company and year (spec 001 §2 "Activity"). */
export const handler = projection('activity', async (event: EventBridgeEvent<string, Envelope>): Promise<void> => {
  await projectActivity(event.detail);
});
