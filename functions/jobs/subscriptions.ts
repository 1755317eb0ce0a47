import { companyDecider } from '../../domain/company/decider';
import { execute } from '../store/command';
import { companyJob } from './company-job';

/**
 * One company's subscription per message of the subscriptions queue; the dispatcher fills the
 * queue daily at 03:00 Copenhagen (decisions.md "Plans and limits"): a cancelled UNLIMITED
 * subscription past its end date goes back to FREE; an uncancelled one renews for 12 months.
 * Nothing due, no events: a second run the same day changes nothing.
 */
export const handler = companyJob('subscriptions', async (companyId, now) => {
  const commit = await execute(
    companyDecider,
    { type: 'Company', id: companyId },
    { type: 'SettleSubscription', now },
    { now, actor: null, companyId },
  );
  return commit.events.length ? 1 : 0;
});
