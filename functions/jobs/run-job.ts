import { clock } from '../lib/clock';
import { allCompanyIds } from '../lib/memberships';

export interface JobResult {
  job: string;
  companies: number;
  /** Items the job acted on (e-mails sent, backups written, subscriptions ended). */
  processed: number;
  failures: number;
}

/**
 * Runs a scheduled job over every company, one at a time; one company's failure is logged and
 * does not stop the others. The per-company work returns how many items it acted on.
 */
export async function runForEachCompany(job: string, work: (companyId: string, now: Date) => Promise<number>): Promise<JobResult> {
  const now = clock.now();
  const result: JobResult = { job, companies: 0, processed: 0, failures: 0 };
  for (const companyId of await allCompanyIds()) {
    result.companies++;
    try {
      result.processed += await work(companyId, now);
    } catch (error) {
      result.failures++;
      console.error(JSON.stringify({ level: 'error', job, companyId, error: String(error) }));
    }
  }
  console.log(JSON.stringify({ level: 'info', ...result }));
  return result;
}
