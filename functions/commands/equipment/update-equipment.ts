import { equipmentDecider, type EquipmentState } from '../../../domain/equipment/decider';
import type { EquipmentInput } from '../../../domain/equipment/schemas';

import { executeAll, prepare, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { loadOwned } from '../../lib/inventory';
import { equipmentFields, newLocationFor, resolveLocation } from './placement';

/** An edit of equipment; moved to another (or a new) location, it leaves the old one's tally and joins the new one's in the same transaction (decision 120). */
export async function updateEquipment(
  input: EquipmentInput & { id: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ equipment: EquipmentState }> {
  const { id, ...data } = input;
  let equipment!: EquipmentState;
  await executeAll(
    store,
    async () => {
      const { state } = await loadOwned<EquipmentState>(store, 'Equipment', id, ctx.companyId);
      const target = await resolveLocation(store, data, ctx.companyId);
      const moving = target.locationId !== state.locationId && !state.archived;
      const placed = moving ? await newLocationFor(store, target, ctx) : { commits: [], claims: [] };
      const update = await prepare(
        store,
        equipmentDecider,
        { type: 'Equipment', id },
        { type: 'UpdateEquipment', fields: equipmentFields(data, target.locationId) },
        ctx,
      );
      equipment = update.state as EquipmentState;
      return {
        commits: [update, ...placed.commits],
        claims: placed.claims,
      };
    },
    { retryTakenClaims: true },
  );
  return { equipment };
}
