import { sendReminders } from '../use-cases/reminders/run';
import { companyJob } from './company-job';

/**
 * Reminders for one company per message of the reminders queue (decision 023 "Reminders"); the
 * dispatcher fills the queue daily at 06:00 Copenhagen.
 */
export const handler = companyJob('reminders', sendReminders);
