import { locationDecider, type LocationState } from '../../../domain/location/decider';
import { mergeOne, nouns } from '../../../domain/shared/versions';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadOwned, locationNameClaim, locationNameKey } from '../../queries/inventory';
import { stateAt, versionAfter } from '../../store/versioned';
import { nameTaken } from './location-names';

/**
 * A location renamed: the new name claimed and the old one released with it (unless only its case
 * changes). With `version`, merged three-way first (decision 130): renamed by someone else since,
 * to another name, it is a conflict.
 */
export async function renameLocation(
  input: { id: string; name: string; version?: number },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ location: LocationState; version: number }> {
  const { id, name, version: read } = input;
  let location!: LocationState;
  let version!: number;
  await executeAll(store, async () => {
    const current = await loadOwned<LocationState>(store, 'Location', id, ctx.companyId, (l) => l.deleted);
    const { state } = current;
    [location, version] = [state, current.version];
    if (read !== undefined) {
      const base = await stateAt<LocationState>(store, 'Location', id, read, nouns.location);
      const sides = { base: base.name, mine: name, theirs: state.name, version: current.version };
      if (!mergeOne('name', sides, nouns.location)) return [];
    }
    const sameKey = locationNameKey(ctx.companyId, state.name) === locationNameKey(ctx.companyId, name);
    const commit = await prepare(
      store,
      locationDecider,
      { type: 'Location', id },
      { type: 'RenameLocation', name },
      ctx,
    );
    if (commit.events.length > 0) [location, version] = [commit.state as LocationState, versionAfter(commit)];
    return {
      commits: [commit],
      claims: sameKey ? [] : [locationNameClaim(ctx.companyId, name, id)],
      releases: sameKey ? [] : [locationNameKey(ctx.companyId, state.name)],
    };
  }).catch(nameTaken);
  return { location, version };
}
