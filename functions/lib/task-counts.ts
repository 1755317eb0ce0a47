import { getRow } from './read-store';

/**
 * How many tasks a person is responsible for in a company: a counter row kept by the task
 * projections (tasks issue); none means none.
 */
export async function taskCountOf(companyId: string, userId: string): Promise<number> {
  const row = await getRow<{ count?: number }>({ pk: `TaskCounts#${companyId}`, sk: userId });
  return row?.count ?? 0;
}

/**
 * Open tasks per location and per equipment. Tasks arrive with the tasks issue; until a company
 * has any, every count is 0.
 */
export async function taskCountsByLocation(_companyId: string): Promise<Map<string, number>> {
  return new Map();
}

export async function taskCountsByEquipment(_companyId: string): Promise<Map<string, number>> {
  return new Map();
}
