import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CompanyState } from '../../domain/company/decider';
import type { UserState } from '../../domain/user/decider';
import { dynamo } from './aws';
import { tableName } from './config';

/** `user` of api.md. */
export const userView = (user: UserState) => ({
  id: user.id,
  name: user.name,
  emailAddress: user.emailAddress,
  roles: user.roles,
});

export interface MonthStats {
  tasksCompleted: number;
  tasksDue: number;
  percentCompletedInTime?: number;
  changeOnMonth?: number;
}

/** The month's statistics row of a company (kept by the statistics projection), or zeros. */
export async function monthStats(companyId: string, month: string): Promise<MonthStats> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('readModels'), Key: { pk: `Stats#${companyId}`, sk: month } }),
  );
  if (!Item) return { tasksCompleted: 0, tasksDue: 0 };
  const { tasksCompleted, tasksDue, percentCompletedInTime, changeOnMonth } = Item as MonthStats;
  return { tasksCompleted, tasksDue, percentCompletedInTime, changeOnMonth };
}

/** `company` of api.md. */
export const companyView = (company: CompanyState, month: MonthStats) => ({
  id: company.id,
  name: company.name,
  vatNumber: company.vatNumber,
  address: company.address,
  city: company.city,
  mfa: company.mfa,
  subscription: company.subscription,
  subscriptionEndDate: company.subscriptionEndDate,
  subscriptionCancelled: company.subscriptionCancelled,
  onboarding: company.onboarding,
  stats: { month },
  counts: company.counts,
});
