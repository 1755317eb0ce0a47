import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { tableName } from './config';
import type { RoleType } from '../../events/catalogue';

/** A row of the memberships read model: one person's role in one company. */
export interface MembershipRow {
  pk: string;
  sk: string;
  userId: string;
  companyId: string;
  role: RoleType;
  /** Version of the user stream the row reflects (the projection's guard). */
  version: number;
  removed?: boolean;
}

export const membershipKey = (userId: string, companyId: string) => ({ pk: `Memberships#${userId}`, sk: companyId });

export async function membershipsOf(userId: string): Promise<MembershipRow[]> {
  const rows: MembershipRow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('readModels'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': membershipKey(userId, '').pk },
        ExclusiveStartKey: start,
      }),
    );
    rows.push(...((page.Items ?? []) as MembershipRow[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows.filter((row) => !row.removed);
}

/** The row that lists a company in the directory of all companies. */
export const companyDirectoryKey = (companyId: string) => ({ pk: 'Companies', sk: companyId });

/** Every company's id (paged), for the scheduled jobs. */
export async function allCompanyIds(): Promise<string[]> {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('readModels'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'Companies' },
        ExclusiveStartKey: start,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => item.companyId as string));
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}
