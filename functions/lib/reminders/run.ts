/**
 * The reminders job's work for one company (decisions.md "Reminders"): records the time facts of
 * its tasks, then e-mails each person what is new. Filled in by the reminders change.
 */
export async function sendReminders(_companyId: string, _now: Date): Promise<number> {
  return 0;
}
