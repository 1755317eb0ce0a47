import { equipmentDecider, type EquipmentState } from '../../../domain/equipment/decider';
import type { EquipmentInput } from '../../../domain/equipment/schemas';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadOwned } from '../../queries/inventory';
import { versionAfter } from '../../store/versioned';
import { mergeEquipmentEdit } from './equipment-merge';
import { equipmentFields, newLocationFor, resolveLocation } from './placement';

/**
 * An edit of equipment; moved to another (or a new) location, it leaves the old one's tally and
 * joins the new one's in the same transaction (decision 120). With `version` it is merged
 * three-way first (decision 130), in each attempt.
 */
export async function updateEquipment(
  input: EquipmentInput & { id: string; version?: number },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ equipment: EquipmentState; version: number }> {
  const { id, version: read, ...data } = input;
  let equipment!: EquipmentState;
  let version!: number;
  await executeAll(
    store,
    async () => {
      const current = await loadOwned<EquipmentState>(store, 'Equipment', id, ctx.companyId);
      const { state } = current;
      [equipment, version] = [state, current.version];
      const resolved = await resolveLocation(store, data, ctx.companyId);
      const mine = equipmentFields(data, resolved.locationId);
      const merged =
        read === undefined
          ? { fields: mine, changed: true }
          : await mergeEquipmentEdit(store, { id, version: read, withName: !!data.name }, mine, current);
      if (!merged.changed) return [];
      const { fields } = merged;
      // A location the writer named is created only when the writer's location is the one kept.
      const target = fields.locationId === resolved.locationId ? resolved : { locationId: fields.locationId };
      const moving = target.locationId !== state.locationId && !state.archived;
      const placed = moving ? await newLocationFor(store, target, ctx) : { commits: [], claims: [] };
      const update = await prepare(
        store,
        equipmentDecider,
        { type: 'Equipment', id },
        { type: 'UpdateEquipment', fields },
        ctx,
      );
      if (update.events.length > 0) [equipment, version] = [update.state as EquipmentState, versionAfter(update)];
      return {
        commits: [update, ...placed.commits],
        claims: placed.claims,
      };
    },
    { retryTakenClaims: true },
  );
  return { equipment, version };
}
