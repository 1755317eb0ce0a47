import type { EquipmentState } from '../../domain/equipment/decider';
import type { LocationState } from '../../domain/location/decider';
import type { StreamType } from '../../events/envelope';
import { equipmentRowKey, locationRowKey } from './inline-rows';
import type { ItemKey, ItemLoader } from './items';
import { statesOf } from './read-store';
import { countsKey, type CountChange } from './target-counts';

/**
 * The names of a company's equipment and locations, as the lists that point at them show them (the
 * task list, the overview), kept per container and checked against a version read with the
 * caller's session (decision 070 "Names checked against a version"): a counter the commits that
 * change a name, an identification number, a place or a deletion raise in their own transaction.
 * A list reads the names again only when the version has moved, and never shows them older than it.
 */
const EQUIPMENT_FIELDS = ['id', 'name', 'externalId', 'locationId', 'archived'] as const;
const LOCATION_FIELDS = ['id', 'name', 'deleted'] as const;
export type EquipmentName = Pick<EquipmentState, (typeof EQUIPMENT_FIELDS)[number]>;
export type LocationName = Pick<LocationState, (typeof LOCATION_FIELDS)[number]>;
export interface InventoryNames {
  equipment: EquipmentName[];
  locations: LocationName[];
}

const VERSION = { kind: 'NAMES', id: 'version' };
export const namesVersionItem = (companyId: string): ItemKey => ({
  table: 'readModels',
  ...countsKey(companyId, VERSION),
});

/** Pure: whether a commit of an equipment or a location changes what the lists show of it. */
function namesChanged(streamType: StreamType, before: unknown, after: unknown): boolean {
  const fields: readonly string[] | null =
    streamType === 'Equipment' ? EQUIPMENT_FIELDS : streamType === 'Location' ? LOCATION_FIELDS : null;
  if (!fields || !after) return false;
  const was = (before ?? {}) as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  return !before || fields.some((field) => was[field] !== is[field]);
}

/**
 * Pure: the version changes of a transaction's commits: per company, one step for each commit that
 * changes its names (a rebuild replays the commits one by one and reaches the same version).
 */
export function namesVersionChanges(
  changes: { streamType: StreamType; before: unknown; after: unknown }[],
): CountChange[] {
  const steps = new Map<string, number>();
  for (const { streamType, before, after } of changes) {
    if (!namesChanged(streamType, before, after)) continue;
    const { companyId } = after as { companyId: string };
    steps.set(companyId, (steps.get(companyId) ?? 0) + 1);
  }
  return [...steps].map(([companyId, n]) => ({ ...countsKey(companyId, VERSION), add: { namesVersion: n } }));
}

const namesVersion = async (items: ItemLoader, companyId: string) =>
  Number((await items.load(namesVersionItem(companyId)))?.namesVersion ?? 0);

/** Per company: the names and the version they were read at. Bounded: the least recently used go first. */
const held = new Map<string, { version: number; names: Promise<InventoryNames> }>();
const MAX_COMPANIES = 500;

/**
 * The names this container holds for the company, only if they are of the version the request
 * read (its route's prefetch put the version in the session's batch); never read for the caller.
 * A single task's read takes its equipment's and location's names from them when a list has read
 * them here, and reads the rows by key otherwise.
 */
export async function heldNames(items: ItemLoader, companyId: string): Promise<InventoryNames | undefined> {
  const found = held.get(companyId);
  if (!found || found.version !== (await namesVersion(items, companyId))) return undefined;
  return found.names.catch(() => undefined);
}

const readNames = async (companyId: string): Promise<InventoryNames> => {
  const [equipment, locations] = await Promise.all([
    statesOf<EquipmentName>(equipmentRowKey(companyId, '').pk, EQUIPMENT_FIELDS),
    statesOf<LocationName>(locationRowKey(companyId, '').pk, LOCATION_FIELDS),
  ]);
  return { equipment, locations };
};

/**
 * The company's equipment and location names: the version through the request's loader (the
 * route's prefetch puts it in the session's batch), then the held names when they are of that
 * version, else two Queries. Read after the version, the names are never older than it.
 */
export async function inventoryNames(items: ItemLoader, companyId: string): Promise<InventoryNames> {
  const version = await namesVersion(items, companyId);
  const found = held.get(companyId);
  held.delete(companyId);
  if (found && found.version === version) {
    held.set(companyId, found);
    return found.names;
  }
  const names = readNames(companyId);
  held.set(companyId, { version, names });
  if (held.size > MAX_COMPANIES) held.delete(held.keys().next().value!);
  names.catch(() => held.get(companyId)?.names === names && held.delete(companyId));
  return names;
}
