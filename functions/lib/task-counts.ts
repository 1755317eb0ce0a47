import { getRow } from './read-store';

/**
 * How many tasks a person is responsible for in a company: a counter row kept by the task
 * projections (tasks issue); none means none.
 */
export async function taskCountOf(companyId: string, userId: string): Promise<number> {
  const row = await getRow<{ count?: number }>({ pk: `TaskCounts#${companyId}`, sk: userId });
  return row?.count ?? 0;
}
