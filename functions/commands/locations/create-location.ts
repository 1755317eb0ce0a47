import { locationDecider } from '../../../domain/location/decider';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { newId } from '../../store/ids';
import { locationNameClaim } from '../../queries/inventory';
import { nameTaken } from './location-names';

/**
 * A new location: it takes room in the plan (its company's tally, decision 120) and claims its
 * name in the company, in one transaction.
 */
export async function createLocation(
  input: { name: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ id: string }> {
  const { name } = input;
  const locationId = newId();
  await executeAll(store, async () => ({
    commits: [
      await prepare(
        store,
        locationDecider,
        { type: 'Location', id: locationId, fresh: true },
        { type: 'CreateLocation', locationId, companyId: ctx.companyId, name, now: ctx.now },
        ctx,
      ),
    ],
    claims: [locationNameClaim(ctx.companyId, name, locationId)],
  })).catch(nameTaken);
  return { id: locationId };
}
