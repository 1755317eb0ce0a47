import { locationDecider, type LocationState } from '../../../domain/location/decider';
import { executeAll, prepare, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { loadOwned, locationNameKey } from '../../lib/inventory';
import { removeFromPlan } from '../company/plan';

/** A location deleted (the decider refuses one with equipment or tasks): its room in the plan and its name freed. */
export async function deleteLocation(input: { id: string }, ctx: CompanyContext, store: EventStore): Promise<void> {
  const { id } = input;
  const { state } = await loadOwned<LocationState>(store, 'Location', id, ctx.companyId, (l) => l.deleted);
  await executeAll(store, async () => ({
    commits: [
      await prepare(store, locationDecider, { type: 'Location', id }, { type: 'DeleteLocation' }, ctx),
      await removeFromPlan(store, ctx, 'LOCATION', id),
    ],
    releases: [locationNameKey(ctx.companyId, state.name)],
  }));
}
