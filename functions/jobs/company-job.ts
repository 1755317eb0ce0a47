import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { clock } from '../platform/clock';
import { withCorrelationId } from '../platform/correlation';
import type { JobName } from '../platform/config';
import { JOB_FAILURE_METRIC, metricStage, putMetrics } from '../platform/metrics';
import { CompanyMessage } from './message';
import { log } from '../platform/logger';

/** What one company's run did: how many items the job acted on (e-mails, backups, subscriptions). */
export interface CompanyResult {
  companyId: string;
  processed: number;
}

/** A company (or an unreadable message) the worker could not do this time, and why. */
export interface CompanyFailure {
  messageId: string;
  /** Absent when the message was not a readable company message. */
  companyId?: string;
  error: string;
}

/**
 * The worker's answer. Lambda reads `batchItemFailures` (ReportBatchItemFailures): only those
 * messages return to the queue. `results` and `failed` are for the local runtime, which adds
 * them up for `POST /dev/schedule/{name}`.
 */
export interface CompanyJobResponse extends SQSBatchResponse {
  results: CompanyResult[];
  failed: CompanyFailure[];
}

type Parsed = { ok: true; companyId: string } | { ok: false; reason: string };

function parse(record: SQSRecord, job: JobName): Parsed {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
  const message = CompanyMessage.safeParse(body);
  if (!message.success)
    return { ok: false, reason: `not a company message: ${message.error.issues.map((i) => i.message).join('; ')}` };
  if (message.data.job !== job) return { ok: false, reason: `a message for the ${message.data.job} job` };
  return { ok: true, companyId: message.data.companyId };
}

/**
 * A job's worker: an SQS handler that runs `work` for each company of the batch, one after the
 * other, and reports the companies that failed (or whose message was unreadable) as batch item
 * failures. Those go back to the queue, and after the queue's maxReceiveCount to its
 * dead-letter queue; the other companies of the batch are done and gone.
 */
export function companyJob(job: JobName, work: (companyId: string, now: Date) => Promise<number>) {
  return async (event: SQSEvent): Promise<CompanyJobResponse> => {
    const batchItemFailures: SQSBatchItemFailure[] = [];
    const results: CompanyResult[] = [];
    const failed: CompanyFailure[] = [];
    for (const record of event.Records ?? []) {
      const { messageId } = record;
      const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
      const parsed = parse(record, job);
      if (!parsed.ok) {
        log.error('malformed job message', { job, messageId, receiveCount, error: parsed.reason });
        batchItemFailures.push({ itemIdentifier: messageId });
        failed.push({ messageId, error: parsed.reason });
        continue;
      }
      const { companyId } = parsed;
      try {
        // The company's commits and mails carry the message's id as their correlation id.
        const processed = await withCorrelationId(messageId, () => work(companyId, clock.now()));
        results.push({ companyId, processed });
        log.info('company done', { job, companyId, processed });
      } catch (error) {
        log.error('company failed', { job, companyId, messageId, receiveCount, error: String(error) });
        batchItemFailures.push({ itemIdentifier: messageId });
        failed.push({ messageId, companyId, error: String(error) });
      }
    }
    // The metric the job's alarm watches (decision 081): one record per batch that had failures.
    if (failed.length > 0) putMetrics({ [JOB_FAILURE_METRIC]: failed.length }, { Stage: metricStage(), Job: job });
    return { batchItemFailures, results, failed };
  };
}
