import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { scheduleInput, type ScheduleDecl } from '../declaration-types';
import type { AppFunction } from './app-function';
import { DeadLetterQueue } from './dead-letter-queue';
import { acknowledgeWildcards, arnOf } from './nag';

export interface JobSchedulesProps {
  /** `schedules` of `infra/declaration.ts`. */
  readonly schedules: readonly ScheduleDecl[];
  /** The stack's functions by declared name; each schedule's `target` (the dispatcher) must be one of them. */
  readonly functions: Record<string, AppFunction>;
  /** Where a job's asynchronous invocations go once Lambda's own retries are spent. */
  readonly asyncFailures: IQueue;
}

/**
 * One EventBridge Scheduler schedule per declared schedule: daily at the declared minute and hour
 * in the declared time zone (Europe/Copenhagen, so 02:00 stays 02:00 across daylight saving),
 * invoking the dispatcher with `{"job": <job>}`, which fans the job out to its queue.
 */
export class JobSchedules extends Construct {
  readonly schedules: Record<string, Schedule> = {};

  constructor(scope: Construct, id: string, props: JobSchedulesProps) {
    super(scope, id);
    if (props.schedules.length === 0) return;
    const deadLetterQueue = new DeadLetterQueue(this, 'DeadLetters', {
      holds: 'scheduled job invocations the scheduler could not deliver',
    });
    // One role for all schedules, trusted by this account's scheduler only (confused deputy).
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Invokes the scheduled jobs',
    });

    const acknowledged = new Set<string>();
    for (const decl of props.schedules) {
      const target = props.functions[decl.target];
      if (!target) throw new Error(`Schedule ${decl.name} targets unknown function ${decl.target}`);
      this.schedules[decl.name] = new Schedule(this, decl.name, {
        description: decl.description,
        schedule: ScheduleExpression.cron({
          minute: String(decl.cron.minute),
          hour: String(decl.cron.hour),
          timeZone: TimeZone.of(decl.timeZone),
        }),
        target: new LambdaInvoke(target.fn, {
          input: ScheduleTargetInput.fromObject(scheduleInput(decl)),
          role,
          deadLetterQueue,
          retryAttempts: 3,
          maxEventAge: Duration.hours(2),
        }),
      });
      target.sendAsyncFailuresTo(props.asyncFailures);
      if (acknowledged.has(decl.target)) continue;
      acknowledged.add(decl.target);
      acknowledgeWildcards(
        role,
        [`Resource::${arnOf(target.fn)}:*`],
        `CDK's invoke grant also covers ${decl.target}'s versions and aliases; no other function.`,
      );
    }
  }
}
