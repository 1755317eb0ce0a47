import { locationDecider, type LocationState } from '../../../domain/location/decider';
import { setOf, tallyNames } from '../../../domain/shared/tallies';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadTally } from '../../store/store';
import { loadOwned, locationNameKey } from '../../queries/inventory';

/**
 * A location deleted: the decider refuses one with equipment or tasks, counted from its tally,
 * which the transaction requires unchanged (decision 120); its room in the plan and its name are
 * freed.
 */
export async function deleteLocation(input: { id: string }, ctx: CompanyContext, store: EventStore): Promise<void> {
  const { id } = input;
  const { state } = await loadOwned<LocationState>(store, 'Location', id, ctx.companyId, (l) => l.deleted);
  await executeAll(store, async () => {
    const tally = await loadTally('Location', id, store);
    const command = {
      type: 'DeleteLocation' as const,
      equipment: setOf(tally, tallyNames.equipmentIds).length,
      tasks: setOf(tally, tallyNames.taskIds).length,
    };
    return {
      commits: [await prepare(store, locationDecider, { type: 'Location', id }, command, ctx)],
      releases: [locationNameKey(ctx.companyId, state.name)],
      guards: [{ streamType: 'Location', streamId: id, rev: tally.rev }],
    };
  });
}
