import { sendReminders } from '../lib/reminders/run';
import { companyJob } from './company-job';

/**
 * Reminders for one company per message of the reminders queue (decisions.md "Reminders"); the
 * dispatcher fills the queue daily at 06:00 Copenhagen.
 */
export const handler = companyJob('reminders', sendReminders);
