/**
 * Custom CloudWatch metrics as Embedded Metric Format lines (decision 081 "Alarms"): CloudWatch
 * Logs turns a line like this into a metric, without a PutMetricData call or permission. The line
 * is written to stdout itself, not through `console.log`: with the Lambda JSON log format the
 * runtime wraps console output in its own JSON record, and CloudWatch extracts no metric from
 * that; a raw stdout line that is JSON is kept as it is.
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

/** One EMF record: `values` are the metrics (unit Count), `dimensions` their one dimension set. */
export function emfLine(values: Record<string, number>, dimensions: Record<string, string>, at = Date.now()): string {
  return JSON.stringify({
    _aws: {
      Timestamp: at,
      CloudWatchMetrics: [
        {
          Namespace: METRIC_NAMESPACE,
          Dimensions: [Object.keys(dimensions)],
          Metrics: Object.keys(values).map((Name) => ({ Name, Unit: 'Count' })),
        },
      ],
    },
    ...dimensions,
    ...values,
  });
}

/** Writes one EMF record to stdout (its own line). */
export function putMetrics(values: Record<string, number>, dimensions: Record<string, string>): void {
  process.stdout.write(`${emfLine(values, dimensions)}\n`);
}
