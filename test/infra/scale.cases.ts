import { Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { REMINDERS_CONCURRENCY, queues, functions } from '../../infra/declaration';
import { ENV } from '../../functions/lib/config';
import { REMINDER_MAIL_SHARE, sendIntervalMs } from '../../functions/lib/mail-pace';
import { stages, type StageName } from '../../infra/stages';
import { built } from './build';

/**
 * The morning run's width as docs/scale.md computes it (decision 147): the reminders queue's
 * event source and its worker's reserved concurrency both REMINDERS_CONCURRENCY, and the worker's
 * e-mails paced to the stage's SES share.
 */

/** docs/scale.md: the planned Lambda time per company, the largest size, the hour it must fit in. */
const PLANNED_SECONDS_PER_COMPANY = 1;
const COMPANIES = 100_000;
const HOUR = 3600;

test('REMINDERS_CONCURRENCY works 100,000 companies at 1 s each within the hour, with room to spare', () => {
  const drainSeconds = (COMPANIES * PLANNED_SECONDS_PER_COMPANY) / REMINDERS_CONCURRENCY;
  expect(drainSeconds).toBe(2000);
  expect(drainSeconds).toBeLessThanOrEqual(HOUR * 0.6);
  // Within the SQS event source's range, and far below the account's 1,000 (less 100 kept unreserved).
  expect(REMINDERS_CONCURRENCY).toBeGreaterThanOrEqual(2);
  expect(REMINDERS_CONCURRENCY).toBeLessThanOrEqual(1000);
  const reserved = Object.values(functions).reduce(
    (n, f) => n + ((f as { reservedConcurrency?: number }).reservedConcurrency ?? 0),
    0,
  );
  expect(reserved).toBeLessThanOrEqual(1000 - 100);
});

for (const stageName of ['dev', 'prod'] as StageName[]) {
  test(`${stageName}: the reminders event source and reserved concurrency are REMINDERS_CONCURRENCY, e-mails paced`, () => {
    const { stack } = built(stageName);
    const template = Template.fromStack(stack);
    const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
    const worker = stack.functions[queues.reminders.consumer].fn;
    expect(queues.reminders).toMatchObject({
      consumer: 'jobReminders',
      batchSize: 1,
      maxConcurrency: REMINDERS_CONCURRENCY,
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [idOf(stack.jobQueues.queues.reminders), 'Arn'] },
      FunctionName: { Ref: idOf(worker) },
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: REMINDERS_CONCURRENCY },
    });
    const props = template.toJSON().Resources[idOf(worker)].Properties;
    expect(props.ReservedConcurrentExecutions).toBe(REMINDERS_CONCURRENCY);
    const interval = Number(props.Environment.Variables[ENV.mailSendIntervalMs]);
    expect(interval).toBe(sendIntervalMs(stages[stageName].sesMaxSendRate, REMINDERS_CONCURRENCY));
    // All instances together: within the reminders' share of the stage's SES rate.
    expect((REMINDERS_CONCURRENCY * 1000) / interval).toBeLessThanOrEqual(
      REMINDER_MAIL_SHARE * stages[stageName].sesMaxSendRate,
    );
    // No other function paces (their mail is a trickle beside the morning's).
    for (const [name, fn] of Object.entries(stack.functions)) {
      if (name === queues.reminders.consumer) continue;
      const vars = template.toJSON().Resources[idOf(fn.fn)].Properties.Environment?.Variables ?? {};
      expect([name, vars[ENV.mailSendIntervalMs]]).toEqual([name, undefined]);
    }
  });
}
