import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityAction, ActivityEvent, ActivitySubjectType } from '../../domain/activity/activity';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';
import { streamKey } from '../store/commits';
import type { ItemKey, ItemLoader } from './items';

/**
 * The activity read model (decision 043 "Activity timeline"): one row per shown event in the
 * partition of its company and Copenhagen year, newest last by `sk` (the time, then the event's
 * stream and version, so equal times stay apart); completions again in a partition of their own,
 * so 'only task completions' pages as fast as everything. Whether a subject or person is gone is
 * one row per subject, guarded by its stream version.
 */
export const activityKey = (companyId: string, year: string, completionsOnly: boolean) =>
  `Activity${completionsOnly ? 'Completions' : ''}#${companyId}#${year}`;
export const activitySortKey = (at: string, streamType: string, streamId: string, streamVersion: number) =>
  `${at}#${streamType}#${streamId}#${String(streamVersion).padStart(10, '0')}`;
export const goneKey = (companyId: string, subjectType: 'TASK' | 'EQUIPMENT' | 'USER', id: string) => ({
  pk: `ActivityGone#${companyId}`,
  sk: `${subjectType}#${id}`,
});

export interface ActivityRow {
  pk: string;
  sk: string;
  version: number;
  id: string;
  datetime: string;
  action: ActivityAction;
  subjectType: ActivitySubjectType;
  subjectId: string;
  subject: string;
  personId: string | null;
  person: string;
}

/** One page holds this many entries: a day of a busy company, and at most 100 keys to check for deletion. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The cursor is the last row's sort key, base64url: opaque to clients, checked on the way back. */
export const encodeCursor = (sk: string) => Buffer.from(sk, 'utf8').toString('base64url');
export function decodeCursor(cursor: string, year: number): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  return sk.startsWith(`${year}-`) || sk.startsWith(`${year - 1}-12-31T2`) ? sk : null;
}

/** A page of a company's year, newest first, from `after` (a sort key) on. */
export async function activityPage(companyId: string, year: number, completionsOnly: boolean, after: string | null) {
  const pk = activityKey(companyId, String(year), completionsOnly);
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName('readModels'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: ACTIVITY_PAGE_SIZE,
      ExclusiveStartKey: after ? { pk, sk: after } : undefined,
    }),
  );
  const rows = (page.Items ?? []) as ActivityRow[];
  const last = page.LastEvaluatedKey?.sk as string | undefined;
  return { rows, next: last ? encodeCursor(last) : null };
}

const goneType = (type: ActivitySubjectType) =>
  type === 'RESPONSIBLE' ? 'TASK' : type === 'TASK' || type === 'EQUIPMENT' || type === 'USER' ? type : null;

/** Which of the subjects and people of these rows are gone now (one BatchGet of at most 100 keys). */
async function goneOf(companyId: string, rows: ActivityRow[]): Promise<Set<string>> {
  const keys = new Map<string, { pk: string; sk: string }>();
  for (const row of rows) {
    const type = goneType(row.subjectType);
    if (type) keys.set(`${type}#${row.subjectId}`, goneKey(companyId, type, row.subjectId));
    if (row.personId) keys.set(`USER#${row.personId}`, goneKey(companyId, 'USER', row.personId));
  }
  const gone = new Set<string>();
  let pending: Record<string, unknown>[] = [...keys.values()];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 5)));
    const answer = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [tableName('readModels')]: { Keys: pending, ConsistentRead: true } } }),
    );
    for (const item of answer.Responses?.[tableName('readModels')] ?? []) if (item.gone) gone.add(item.sk as string);
    pending = (answer.UnprocessedKeys?.[tableName('readModels')]?.Keys ?? []) as Record<string, unknown>[];
  }
  return gone;
}

/** `event` of api.md from rows, with who and what is gone since. */
export async function activityViews(companyId: string, rows: ActivityRow[]): Promise<ActivityEvent[]> {
  const gone = await goneOf(companyId, rows);
  return rows.map((row) => {
    const type = goneType(row.subjectType);
    return {
      id: row.id,
      datetime: row.datetime,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      subject: row.subject,
      subjectDeleted: type !== null && gone.has(`${type}#${row.subjectId}`),
      person: {
        id: row.personId,
        name: row.person,
        deleted: row.personId !== null && gone.has(`USER#${row.personId}`),
      },
    };
  });
}

/**
 * The company's first commit, its creation (`sk` 1 of its stream: commits start there): read by key,
 * so a route's `prefetch` puts it in the session's batch.
 */
export const companyCreationItem = (companyId: string): ItemKey => ({
  table: 'events',
  pk: streamKey('Company', companyId),
  sk: 1,
});

/** When the company was created (its first commit's time, by the app's clock then), or null. */
export async function companyCreatedAt(items: ItemLoader, companyId: string): Promise<string | null> {
  const at = (await items.load(companyCreationItem(companyId)))?.at;
  return typeof at === 'string' ? at : null;
}
