import { equipmentOf } from './inventory';
import { isOpen, tasksOf } from './tasks';

/**
 * Task counts joined when read from the task list read model (docs/decisions.md "Lists mirror
 * aggregates"): open tasks only, i.e. not completed single tasks. A person's count is kept in
 * their own stream instead (`openTasksIn`), as deleting them is decided on it.
 */

const countBy = <T>(items: T[], key: (item: T) => string | null) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

/** Tasks at a location: placed there directly or on equipment placed there. */
export async function taskCountsByLocation(companyId: string): Promise<Map<string, number>> {
  const [tasks, equipment] = await Promise.all([tasksOf(companyId), equipmentOf(companyId)]);
  const locationOf = new Map(equipment.map((e) => [e.id, e.locationId]));
  return countBy(tasks.filter(isOpen), (t) => (t.target.kind === 'LOCATION' ? t.target.id : (locationOf.get(t.target.id) ?? null)));
}

export async function taskCountsByEquipment(companyId: string): Promise<Map<string, number>> {
  return countBy((await tasksOf(companyId)).filter(isOpen), (t) => (t.target.kind === 'EQUIPMENT' ? t.target.id : null));
}
