import { runForEachCompany } from './run-job';

/**
 * Daily 06:00 Copenhagen (decisions.md "Reminders"). Tasks, and so the reminders about them,
 * arrive with the tasks issue (#5); until a company has tasks there is nothing to remind of.
 */
export const handler = () => runForEachCompany('reminders', async () => 0);
