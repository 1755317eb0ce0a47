import { companyDecider } from '../../domain/company/decider';
import { execute } from '../lib/command';
import { runForEachCompany } from './run-job';

/**
 * Daily 03:00 Copenhagen (decisions.md "Plans and limits"): a cancelled UNLIMITED subscription
 * past its end date goes back to FREE; an uncancelled one renews for 12 months.
 */
export const handler = () =>
  runForEachCompany('subscriptions', async (companyId, now) => {
    const commit = await execute(companyDecider, { type: 'Company', id: companyId }, { type: 'SettleSubscription', now }, { now, actor: null, companyId });
    return commit.events.length ? 1 : 0;
  });
