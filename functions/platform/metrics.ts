import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * Custom CloudWatch metrics (decision 081 "Alarms"), written by Powertools Metrics (decision 154
 * "Libraries where they serve"): one Embedded Metric Format line on stdout, which CloudWatch Logs
 * turns into a metric, without a PutMetricData call or permission. Powertools writes through a
 * console of its own on stdout, not the global `console`, which Lambda's JSON log format would wrap
 * in a record of its own that CloudWatch extracts no metric from.
 */

/** The namespace of Servicebogen's own metrics; the stack's alarms read them from here. */
export const METRIC_NAMESPACE = 'Servicebogen';

/** Companies a job's worker could not do in one attempt; dimensions `Stage` and `Job`. */
export const JOB_FAILURE_METRIC = 'CompanyFailures';

/**
 * E-mails the mail sender could not send in one attempt (SES refused or throttled, a store
 * outage): retried, then dead-lettered; dimensions `Stage` and `Purpose` (decision 155 "Every
 * e-mail through the outbox": the reminders' failures counted like every other e-mail's).
 */
export const MAIL_FAILURE_METRIC = 'MailFailures';

/**
 * Runs of a scheduled job: the dispatcher puts 1 each time it has queued a job's companies;
 * dimensions `Stage` and `Job`. Its absence is an alarm (decision 145 "Silence alarms").
 */
export const JOB_RUN_METRIC = 'JobRuns';

/** The `Stage` dimension of the job metrics: the deployed stage, `local` in the local runtime and tests. */
export const metricStage = (): string => process.env.STAGE ?? 'local';

const metrics = new Metrics({ namespace: METRIC_NAMESPACE });
// Powertools gives every metric a `service` dimension by default; the alarms read `Stage` and `Job` alone.
metrics.clearDefaultDimensions();

/** Writes one EMF record now: `values` are the metrics (unit Count), `dimensions` their one dimension set. */
export function putMetrics(values: Record<string, number>, dimensions: Record<string, string>): void {
  metrics.addDimensions(dimensions);
  for (const [name, value] of Object.entries(values)) metrics.addMetric(name, MetricUnit.Count, value);
  metrics.publishStoredMetrics();
}
