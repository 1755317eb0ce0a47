import { runForEachCompany } from './run-job';

/**
 * Nightly 02:00 Copenhagen (decisions.md "Backups and exports"). The backup zip's five CSV files
 * cover equipment, locations, users, tasks and notes, which arrive with issues #3-#5.
 */
export const handler = () => runForEachCompany('backup', async () => 0);
