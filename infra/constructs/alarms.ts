import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  JOB_FAILURE_METRIC,
  JOB_RUN_METRIC,
  MAIL_FAILURE_METRIC,
  METRIC_NAMESPACE,
} from '../../functions/platform/metrics';
import type { StageConfig } from '../stages';
import { acknowledge } from './nag';

/** What a function serves: its errors share an alarm with the others of its concern (decision 145). */
export type Concern = 'api' | 'events' | 'jobs';

/** How an alarm's description names a concern's functions. */
const concernTitles: Record<Concern, string> = {
  api: 'API functions',
  events: 'event functions (pipe enrichment, projections)',
  jobs: 'job and mail functions',
};

export interface AlarmsProps {
  readonly stage: StageConfig;
  /** Every function of the stack by declared name, with its concern: errors and throttles of each. */
  readonly functions: Record<string, { readonly fn: IFunction; readonly concern: Concern }>;
  /**
   * The functions with reserved concurrency (the jobs, decision 083): they throttle by design when
   * they are busy, so their throttles have an alarm of their own; the rest share one region-wide alarm.
   */
  readonly reserved: readonly string[];
  /** Every dead-letter queue by a readable name: any message in one is an alarm. */
  readonly deadLetterQueues: Record<string, IQueue>;
  /** The event store's pipe (its `Ref` is its name, the metrics' `PipeName`). */
  readonly pipe: CfnPipe;
  readonly api: IHttpApi;
  readonly tables: Record<string, ITable>;
  /**
   * The scheduled jobs: their workers put `CompanyFailures` and the dispatcher `JobRuns`
   * (functions/platform/metrics.ts).
   */
  readonly jobs: readonly string[];
  /**
   * Every purpose of an e-mail: the mail sender puts `MailFailures` per purpose (decision 155
   * "Every e-mail through the outbox": a reminder that cannot be sent is alarmed like any e-mail).
   */
  readonly mailPurposes: readonly string[];
}

/**
 * Thresholds of the alarms (decision 081 "Alarms"). SES puts an account under review at a 5 %
 * bounce or 0.1 % complaint rate; the alarms fire at 80 % of that, while there is time to act.
 */
export const alarmThresholds = {
  apiServerErrorsPer5Min: 5,
  apiLatencyP95Ms: 2000,
  sesBounceRate: 0.04,
  sesComplaintRate: 0.0008,
} as const;

/**
 * The most metrics one metric-math alarm may reference: a hard CloudWatch limit ("Alarms based on
 * metric math expressions can reference a maximum of 10 metrics", decision 145).
 */
export const MAX_ALARM_METRICS = 10;

/**
 * A scheduled job that has not run for this long is an alarm: the jobs run daily, so a day and
 * two hours leaves room for a late or retried run (decision 145 "Silence alarms").
 */
export const JOB_SILENCE_HOURS = 26;

/** CloudWatch's longest alarm description. */
const MAX_DESCRIPTION = 1024;

/** `items` in as few chunks of at most `size` as possible, the chunks as even as possible. */
export function evenChunks<T>(items: readonly T[], size: number): T[][] {
  if (items.length === 0) return [];
  const count = Math.ceil(items.length / size);
  const base = Math.floor(items.length / count);
  const larger = items.length % count;
  const chunks: T[][] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const length = base + (i < larger ? 1 : 0);
    chunks.push(items.slice(at, at + length));
    at += length;
  }
  return chunks;
}

/**
 * The stage's alarm topic, with its one e-mail subscription (`stage.alarmEmail`), and a
 * CloudWatch alarm on everything that means something went wrong and nobody would otherwise
 * know: a message in any dead-letter queue, any function's errors or throttles, the pipe's
 * failed executions, the API's 5xx answers and p95 latency, DynamoDB throttling, SES reputation,
 * companies a job could not do, e-mails the mail sender could not send, and a job that has not
 * run for a day. Every alarm notifies the
 * topic when it fires and when it is OK again; missing data (nothing happened) is not a breach,
 * except for the job-silence alarms, where nothing happening is the breach.
 *
 * Alarms are one per concern, not one per resource (decision 145): a metric-math alarm adds up
 * to 10 metrics of the same kind (every function's errors of the API, every dead-letter queue,
 * ...) and fires when any of them reaches the old per-resource threshold; its description names
 * everything it covers, and each metric keeps its name as its label in the alarm's graph.
 */
export class Alarms extends Construct {
  readonly topic: sns.Topic;
  /** Every alarm, by a readable name (also the end of its alarm name). */
  readonly alarms: Record<string, cloudwatch.Alarm> = {};
  private readonly action: SnsAction;
  private readonly prefix: string;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const { stage } = props;
    this.prefix = `Servicebogen-${stage.name}`;
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: `Servicebogen ${stage.name} alarms`,
      enforceSSL: true,
    });
    this.topic.addSubscription(new EmailSubscription(stage.alarmEmail));
    acknowledge(this.topic, {
      SNS2:
        'Alarm notifications name a resource and a threshold, no personal data; encrypting them would ' +
        "need a customer-managed KMS key whose policy lets CloudWatch publish (AWS's sns key cannot).",
    });
    this.action = new SnsAction(this.topic);
    const fiveMinutes = Duration.minutes(5);

    this.addAnyOf(
      'DeadLetters',
      (names) => `A message is waiting in a dead-letter queue: ${names}`,
      Object.entries(props.deadLetterQueues).map(([name, queue]) => [
        name,
        queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
      ]),
    );
    const functions = Object.entries(props.functions);
    for (const concern of Object.keys(concernTitles) as Concern[]) {
      this.addAnyOf(
        `Errors-${concern}`,
        (names) => `One of the ${concernTitles[concern]} failed (an invocation ended in an error): ${names}`,
        functions
          .filter(([, f]) => f.concern === concern)
          .map(([name, f]) => [name, f.fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' })]),
      );
    }
    this.addAnyOf(
      'Throttles-reserved',
      (names) => `A function with reserved concurrency was throttled: ${names}`,
      functions
        .filter(([name]) => props.reserved.includes(name))
        .map(([name, f]) => [name, f.fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' })]),
    );
    // The other functions share the account's concurrency: a throttle of any of them shows in the
    // region's Throttles (one alarm instead of one per function, $0.10 a month each; decision 081).
    this.add('Throttles-all', 'A Lambda function of the region was throttled (see each function’s Throttles metric)', {
      metric: lambda.Function.metricAllThrottles({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 1,
    });
    this.addAnyOf(
      'Pipe',
      (names) => `The event pipe reported ${names}: commits may not have reached the bus`,
      ['ExecutionFailed', 'ExecutionPartiallyFailed'].map((metricName) => [
        metricName,
        new cloudwatch.Metric({
          namespace: 'AWS/EventBridge/Pipes',
          metricName,
          dimensionsMap: { PipeName: props.pipe.ref },
          period: fiveMinutes,
          statistic: 'Sum',
        }),
      ]),
    );
    this.add('Api-5xx', `The API answered ${alarmThresholds.apiServerErrorsPer5Min} or more 5xx in 5 minutes`, {
      metric: props.api.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: alarmThresholds.apiServerErrorsPer5Min,
    });
    this.add(
      'Api-LatencyP95',
      `The API's p95 latency stayed above ${alarmThresholds.apiLatencyP95Ms} ms for 15 minutes`,
      {
        metric: props.api.metricLatency({ period: fiveMinutes, statistic: 'p95' }),
        threshold: alarmThresholds.apiLatencyP95Ms,
        evaluationPeriods: 3,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
    );
    this.addAnyOf(
      'DynamoThrottles',
      (names) => `DynamoDB throttled reads or writes: ${names}`,
      Object.entries(props.tables).flatMap(([name, table]) =>
        (['Read', 'Write'] as const).map((kind): [string, cloudwatch.Metric] => [
          `${name} ${kind.toLowerCase()}s`,
          table.metric(`${kind}ThrottleEvents`, { period: fiveMinutes, statistic: 'Sum' }),
        ]),
      ),
    );
    const oneHour = Duration.hours(1);
    this.add('Ses-BounceRate', `SES bounce rate at ${alarmThresholds.sesBounceRate * 100} % or more`, {
      metric: new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.BounceRate',
        period: oneHour,
        statistic: 'Maximum',
      }),
      threshold: alarmThresholds.sesBounceRate,
    });
    this.add('Ses-ComplaintRate', `SES complaint rate at ${alarmThresholds.sesComplaintRate * 100} % or more`, {
      metric: new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.ComplaintRate',
        period: oneHour,
        statistic: 'Maximum',
      }),
      threshold: alarmThresholds.sesComplaintRate,
    });
    const jobMetric = (metricName: string, job: string, period: Duration) =>
      new cloudwatch.Metric({
        namespace: METRIC_NAMESPACE,
        metricName,
        dimensionsMap: { Stage: stage.name, Job: job },
        period,
        statistic: 'Sum',
      });
    this.addAnyOf(
      'JobFailures',
      (names) => `A job could not do a company (it is retried, then dead-lettered): ${names}`,
      props.jobs.map((job) => [job, jobMetric(JOB_FAILURE_METRIC, job, fiveMinutes)]),
    );
    this.addAnyOf(
      'MailFailures',
      (names) => `The mail sender could not send an e-mail (it is retried, then dead-lettered): ${names}`,
      props.mailPurposes.map((purpose) => [
        purpose,
        new cloudwatch.Metric({
          namespace: METRIC_NAMESPACE,
          metricName: MAIL_FAILURE_METRIC,
          dimensionsMap: { Stage: stage.name, Purpose: purpose },
          period: fiveMinutes,
          statistic: 'Sum',
        }),
      ]),
    );
    // Every hour of the last 26 without a run breaches, and a missing hour (no run put no data) is
    // one: only 26 of 26 such hours fire, i.e. no run at all in 26 hours. A period of an hour or more
    // may be evaluated over up to 7 days (period × evaluation periods ≤ 604,800 s; decision 145).
    for (const job of props.jobs) {
      this.add(
        `JobSilent-${job}`,
        `The ${job} job has not run for ${JOB_SILENCE_HOURS} hours: its schedule or dispatcher did not run it`,
        {
          metric: jobMetric(JOB_RUN_METRIC, job, oneHour),
          threshold: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
          evaluationPeriods: JOB_SILENCE_HOURS,
          datapointsToAlarm: JOB_SILENCE_HOURS,
          treatMissingData: cloudwatch.TreatMissingData.BREACHING,
        },
      );
    }
  }

  /**
   * Alarms when any of `metrics` (label, metric) reaches 1 in a period: one alarm per at most
   * 10 metrics, named `name` (`name-1`, `name-2`, ... when they need more than one). Each metric
   * is filled with 0 where it has no data before they are added up: a sum over a missing value
   * would have no value, and a queue or function without data must not hide another one's.
   */
  private addAnyOf(
    name: string,
    describe: (names: string) => string,
    metrics: readonly (readonly [string, cloudwatch.Metric])[],
  ): void {
    const chunks = evenChunks(metrics, MAX_ALARM_METRICS);
    chunks.forEach((chunk, i) => {
      const usingMetrics = Object.fromEntries(chunk.map(([label, metric], j) => [`m${j}`, metric.with({ label })]));
      this.add(chunks.length === 1 ? name : `${name}-${i + 1}`, describe(chunk.map(([label]) => label).join(', ')), {
        metric: new cloudwatch.MathExpression({
          label: `${name}: sum of ${chunk.length}`,
          expression: `SUM([${chunk.map((_, j) => `FILL(m${j}, 0)`).join(', ')}])`,
          usingMetrics,
          // Every metric of these alarms is summed over 5 minutes; the expression's period is theirs.
          period: Duration.minutes(5),
        }),
        threshold: 1,
      });
    });
  }

  private add(
    name: string,
    description: string,
    props: Pick<cloudwatch.AlarmProps, 'metric' | 'threshold'> &
      Partial<
        Pick<
          cloudwatch.AlarmProps,
          'evaluationPeriods' | 'datapointsToAlarm' | 'comparisonOperator' | 'treatMissingData'
        >
      >,
  ): cloudwatch.Alarm {
    if (description.length > MAX_DESCRIPTION) throw new Error(`The description of alarm ${name} is too long`);
    const alarm = new cloudwatch.Alarm(this, name, {
      alarmName: `${this.prefix}-${name}`,
      alarmDescription: description,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      ...props,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms[name] = alarm;
    return alarm;
  }
}
