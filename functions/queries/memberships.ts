import { queryAll } from '../platform/aws';
import { tableName } from '../platform/config';
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
/** The row that lists a person among a company's members. */
export const memberKey = (companyId: string, userId: string) => ({ pk: `Members#${companyId}`, sk: userId });

export async function membersOf(companyId: string): Promise<MembershipRow[]> {
  const rows = await queryAll<MembershipRow>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': memberKey(companyId, '').pk },
  });
  return rows.filter((row) => !row.removed);
}

export async function membershipsOf(userId: string): Promise<MembershipRow[]> {
  const rows = await queryAll<MembershipRow>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': membershipKey(userId, '').pk },
  });
  return rows.filter((row) => !row.removed);
}

/** The row that lists a company in the directory of all companies. */
export const companyDirectoryKey = (companyId: string) => ({ pk: 'Companies', sk: companyId });

/** Every company's id (paged), for the scheduled jobs. */
export async function allCompanyIds(): Promise<string[]> {
  const rows = await queryAll<{ companyId: string }>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': companyDirectoryKey('').pk },
  });
  return rows.map((row) => row.companyId);
}
