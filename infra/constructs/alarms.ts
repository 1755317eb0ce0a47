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
import { JOB_FAILURE_METRIC, METRIC_NAMESPACE } from '../../functions/lib/metrics';
import type { StageConfig } from '../stages';
import { acknowledge } from './nag';

export interface AlarmsProps {
  readonly stage: StageConfig;
  /** Every function of the stack by declared name: errors and throttles of each. */
  readonly functions: Record<string, IFunction>;
  /**
   * The functions with reserved concurrency (the jobs, decision 083): they throttle by design when
   * they are busy, so each gets a throttles alarm of its own; the rest share one region-wide alarm.
   */
  readonly reserved: readonly string[];
  /** Every dead-letter queue by a readable name: any message in one is an alarm. */
  readonly deadLetterQueues: Record<string, IQueue>;
  /** The event store's pipe (its `Ref` is its name, the metrics' `PipeName`). */
  readonly pipe: CfnPipe;
  readonly api: IHttpApi;
  readonly tables: Record<string, ITable>;
  /** The per-company jobs whose workers put `CompanyFailures` (functions/lib/metrics.ts). */
  readonly jobs: readonly string[];
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
 * The stage's alarm topic, with its one e-mail subscription (`stage.alarmEmail`), and a
 * CloudWatch alarm on everything that means something went wrong and nobody would otherwise
 * know: a message in any dead-letter queue, any function's errors or throttles, the pipe's
 * failed executions, the API's 5xx answers and p95 latency, DynamoDB throttling per table, SES
 * reputation, and companies a job could not do. Every alarm notifies the topic when it fires and
 * when it is OK again; missing data (nothing happened) is not a breach.
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

    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      this.add(`DeadLetters-${name}`, `A message is waiting in the ${name} dead-letter queue`, {
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
        threshold: 1,
      });
    }
    for (const [name, fn] of Object.entries(props.functions)) {
      this.add(`Errors-${name}`, `${name} failed (an invocation ended in an error)`, {
        metric: fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: 1,
      });
      if (props.reserved.includes(name))
        this.add(`Throttles-${name}`, `${name} was throttled`, {
          metric: fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
          threshold: 1,
        });
    }
    // The other functions share the account's concurrency: a throttle of any of them shows in the
    // region's Throttles (one alarm instead of one per function, $0.10 a month each; decision 081).
    this.add('Throttles-all', 'A Lambda function of the region was throttled (see each function’s Throttles metric)', {
      metric: lambda.Function.metricAllThrottles({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 1,
    });
    for (const metricName of ['ExecutionFailed', 'ExecutionPartiallyFailed']) {
      this.add(`Pipe-${metricName}`, `The event pipe reported ${metricName}: commits may not have reached the bus`, {
        metric: new cloudwatch.Metric({
          namespace: 'AWS/EventBridge/Pipes',
          metricName,
          dimensionsMap: { PipeName: props.pipe.ref },
          period: fiveMinutes,
          statistic: 'Sum',
        }),
        threshold: 1,
      });
    }
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
    for (const [name, table] of Object.entries(props.tables)) {
      this.add(`DynamoThrottles-${name}`, `DynamoDB throttled reads or writes of the ${name} table`, {
        metric: new cloudwatch.MathExpression({
          label: `${name} throttle events`,
          expression: 'reads + writes',
          usingMetrics: {
            reads: table.metric('ReadThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
            writes: table.metric('WriteThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
          },
          period: fiveMinutes,
        }),
        threshold: 1,
      });
    }
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
    for (const job of props.jobs) {
      this.add(`JobFailures-${job}`, `The ${job} job could not do a company (it is retried, then dead-lettered)`, {
        metric: new cloudwatch.Metric({
          namespace: METRIC_NAMESPACE,
          metricName: JOB_FAILURE_METRIC,
          dimensionsMap: { Stage: stage.name, Job: job },
          period: fiveMinutes,
          statistic: 'Sum',
        }),
        threshold: 1,
      });
    }
  }

  private add(
    name: string,
    description: string,
    props: Pick<cloudwatch.AlarmProps, 'metric' | 'threshold'> &
      Partial<Pick<cloudwatch.AlarmProps, 'evaluationPeriods' | 'comparisonOperator'>>,
  ): cloudwatch.Alarm {
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
