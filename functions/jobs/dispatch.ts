import * as z from 'zod';
import { jobNames, queueUrl, type JobName } from '../platform/config';
import { allCompanyIds } from '../queries/memberships';
import { JOB_RUN_METRIC, metricStage, putMetrics } from '../platform/metrics';
import { sendAll } from '../platform/queues';
import type { CompanyMessage } from './message';
import { log } from '../platform/logger';

/** What the schedule passes (its target input): the job to fan out. */
const Input = z.object({ job: z.enum(jobNames) });

/**
 * The scheduled jobs' dispatcher (decision 007 "Scheduled jobs"): lists every company and puts
 * one message per company on the job's queue, where the job's worker takes them a batch at a
 * time. It does no company's work itself, so it stays quick however many companies there are.
 */
export async function handler(input: unknown): Promise<{ job: JobName; companies: number }> {
  const { job } = Input.parse(input);
  const companies = await allCompanyIds();
  await sendAll(
    queueUrl(job),
    companies.map((companyId) => JSON.stringify({ job, companyId } satisfies CompanyMessage)),
  );
  log.info('job dispatched', { job, companies: companies.length });
  // Only once every company is queued: a dispatch that failed half-way is an error (its alarm),
  // not a run, and a job without runs for a day is an alarm of its own (decision 145).
  putMetrics({ [JOB_RUN_METRIC]: 1 }, { Stage: metricStage(), Job: job });
  return { job, companies: companies.length };
}
