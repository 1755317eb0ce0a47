import { runForEachCompany } from './run-job';

/**
 * Daily 03:00 Copenhagen (decisions.md "Plans and limits"). Upgrades and cancellations arrive
 * with the accounts issue (#3); until then every company is on FREE and none can expire.
 */
export const handler = () => runForEachCompany('subscriptions', async () => 0);
