import { equipmentDecider } from '../../../domain/equipment/decider';
import type { EquipmentInput } from '../../../domain/equipment/schemas';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { newId } from '../../store/ids';
import { equipmentFields, newLocationFor, resolveLocation } from './placement';

/**
 * New equipment at a location of the company, or at a new one named (created with it and its name
 * claimed); both take room in the plan's tally, in one transaction (decision 120). A name claimed
 * meanwhile by another writer's new location is built again, and the equipment goes there.
 */
export async function createEquipment(
  input: EquipmentInput,
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ equipmentId: string }> {
  const equipmentId = newId();
  await executeAll(
    store,
    async () => {
      const target = await resolveLocation(store, input, ctx.companyId);
      const placed = await newLocationFor(store, target, ctx);
      return {
        commits: [
          await prepare(
            store,
            equipmentDecider,
            { type: 'Equipment', id: equipmentId, fresh: true },
            {
              type: 'CreateEquipment',
              equipmentId,
              companyId: ctx.companyId,
              fields: equipmentFields(input, target.locationId),
              now: ctx.now,
            },
            ctx,
          ),
          ...placed.commits,
        ],
        claims: placed.claims,
      };
    },
    { retryTakenClaims: true },
  );
  return { equipmentId };
}
