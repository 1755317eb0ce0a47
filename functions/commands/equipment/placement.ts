import type { EquipmentFields } from '../../../domain/equipment/decider';
import { displayName, type EquipmentInput } from '../../../domain/equipment/schemas';
import { locationDecider, type LocationState } from '../../../domain/location/decider';
import { DomainError } from '../../../domain/shared/errors';
import { prepare, type CompanyContext } from '../../lib/command';
import { loadStream, type Claim, type EventStore, type NewCommit } from '../../lib/event-store';
import { newId } from '../../lib/ids';
import { locationNameClaim, locationNamed } from '../../lib/inventory';
import { addToPlan } from '../company/plan';

const unknownLocation = () =>
  new DomainError('invalid', 'LOCATION_NOT_FOUND', 'Lokationen findes ikke.', {
    locationName: 'Lokationen findes ikke. Vælg en anden eller skriv et nyt navn.',
  });

/** Where equipment goes: an existing location of the company, or one named, found or new. */
export interface Placement {
  locationId: string;
  /** The name of a location to create there. */
  create?: string;
}

/** Where the equipment goes: an existing location of the company, or a new one by name (matched case-insensitively first). */
export async function resolveLocation(store: EventStore, input: EquipmentInput, companyId: string): Promise<Placement> {
  if (input.locationId) {
    const location = await loadStream<LocationState>('Location', input.locationId, store);
    if (!location || location.state.companyId !== companyId || location.state.deleted) throw unknownLocation();
    return { locationId: input.locationId };
  }
  const name = input.locationName!;
  // The name claim, read consistently: a location created a moment ago is found, and case is ignored.
  const existing = await locationNamed(store, companyId, name);
  return existing ? { locationId: existing.id } : { locationId: newId(), create: name };
}

export const equipmentFields = (input: EquipmentInput, locationId: string): EquipmentFields => ({
  name: displayName(input),
  make: input.make,
  model: input.model,
  externalId: input.equipmentId,
  category: input.category,
  locationId,
});

/** The location's side of placing equipment there; a new location also takes room in the plan. */
export async function placeAt(
  store: EventStore,
  target: Placement,
  equipmentId: string,
  ctx: CompanyContext,
  inventory: { kind: 'EQUIPMENT' | 'LOCATION'; itemId: string }[],
): Promise<{ commits: NewCommit<unknown>[]; claims: Claim[] }> {
  const commands = [
    ...(target.create
      ? [
          {
            type: 'CreateLocation' as const,
            locationId: target.locationId,
            companyId: ctx.companyId,
            name: target.create,
            now: ctx.now,
          },
        ]
      : []),
    { type: 'PlaceEquipment' as const, equipmentId },
  ];
  const items = [...inventory, ...(target.create ? [{ kind: 'LOCATION' as const, itemId: target.locationId }] : [])];
  const commits: NewCommit<unknown>[] = [
    await prepare(store, locationDecider, { type: 'Location', id: target.locationId }, commands, ctx),
  ];
  if (items.length > 0) commits.push(await addToPlan(store, ctx, items));
  return { commits, claims: target.create ? [locationNameClaim(ctx.companyId, target.create, target.locationId)] : [] };
}

/** The location's side of equipment leaving it (moved elsewhere, or archived). */
export const leaveLocation = (store: EventStore, equipmentId: string, locationId: string, ctx: CompanyContext) =>
  prepare(store, locationDecider, { type: 'Location', id: locationId }, { type: 'RemoveEquipment', equipmentId }, ctx);
