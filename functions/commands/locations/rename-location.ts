import { locationDecider, type LocationState } from '../../../domain/location/decider';
import { execute, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { loadOwned, locationNameClaim, locationNameKey } from '../../lib/inventory';
import { nameTaken } from './location-names';

/** A location renamed: the new name claimed and the old one released with it (unless only its case changes). */
export async function renameLocation(
  input: { id: string; name: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ location: LocationState }> {
  const { id, name } = input;
  const { state } = await loadOwned<LocationState>(store, 'Location', id, ctx.companyId, (l) => l.deleted);
  const sameKey = locationNameKey(ctx.companyId, state.name) === locationNameKey(ctx.companyId, name);
  const commit = await execute(locationDecider, { type: 'Location', id }, { type: 'RenameLocation', name }, ctx, {
    store,
    claims: sameKey ? [] : [locationNameClaim(ctx.companyId, name, id)],
    releases: sameKey ? [] : [locationNameKey(ctx.companyId, state.name)],
  }).catch(nameTaken);
  return { location: commit.state ?? state };
}
