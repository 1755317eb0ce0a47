import type { EquipmentFields } from '../../../domain/equipment/decider';
import { displayName, type EquipmentInput } from '../../../domain/equipment/schemas';
import { locationDecider, type LocationState } from '../../../domain/location/decider';
import { DomainError } from '../../../domain/shared/errors';
import { prepare, type CompanyContext } from '../../store/command';
import type { Claim, NewCommit } from '../../store/commits';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { newId } from '../../store/ids';
import { locationNameClaim, locationNamed } from '../../queries/inventory';

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

/**
 * A new location named for the equipment, created with it and its name claimed; an existing
 * location needs nothing: the equipment's commit puts it into the location's tally and the
 * company's (decision 120), and the transaction requires the location unchanged since read.
 */
export async function newLocationFor(
  store: EventStore,
  target: Placement,
  ctx: CompanyContext,
): Promise<{ commits: NewCommit<unknown>[]; claims: Claim[] }> {
  if (!target.create) return { commits: [], claims: [] };
  const create = {
    type: 'CreateLocation' as const,
    locationId: target.locationId,
    companyId: ctx.companyId,
    name: target.create,
    now: ctx.now,
  };
  return {
    commits: [
      await prepare(store, locationDecider, { type: 'Location', id: target.locationId, fresh: true }, create, ctx),
    ],
    claims: [locationNameClaim(ctx.companyId, target.create, target.locationId)],
  };
}
