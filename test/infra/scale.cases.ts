import { Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { REMINDER_MAIL_CONCURRENCY, REMINDERS_CONCURRENCY, queues, functions } from '../../infra/declaration';
import { ENV } from '../../functions/platform/config';
import { REMINDER_MAIL_SHARE, sendIntervalMs } from '../../functions/mail/mail-pace';
import { stages, type StageName } from '../../infra/stages';
import { built } from './build';

/**
 * The morning run's width as docs/scale.md computes it (decision 147): the reminders queue's
 * event source and its worker's reserved concurrency both REMINDERS_CONCURRENCY; the reminders'
 * e-mails sent by the mail sender from their own queue, paced to the stage's SES share (decision 155).
 */

/** docs/scale.md: the planned Lambda time per company, the largest size, the hour it must fit in. */
const PLANNED_SECONDS_PER_COMPANY = 1;
const COMPANIES = 100_000;
const HOUR = 3600;
/**
 * docs/scale.md: the planned time of one e-mail in the mail sender on AWS: ~95 ms of calls (claim,
 * suppression, SES, mark, outbox) and ~45 ms of CPU (13 ms measured locally, × 3.5 at 512 MB).
 */
const PLANNED_MS_PER_EMAIL = 150;

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
  test(`${stageName}: the reminders event source and reserved concurrency are REMINDERS_CONCURRENCY; their e-mails paced in the mail sender`, () => {
    const { stack } = built(stageName);
    const template = Template.fromStack(stack);
    const resources = template.toJSON().Resources;
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
    expect(resources[idOf(worker)].Properties.ReservedConcurrentExecutions).toBe(REMINDERS_CONCURRENCY);

    // The reminders' e-mails: their own queue, worked by the mail sender, paced (decision 155).
    const sender = stack.functions[queues.reminderMail.consumer].fn;
    expect(queues.reminderMail).toMatchObject({ consumer: 'mailSender', maxConcurrency: REMINDER_MAIL_CONCURRENCY });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [idOf(stack.jobQueues.queues.reminderMail), 'Arn'] },
      FunctionName: { Ref: idOf(sender) },
      BatchSize: queues.reminderMail.batchSize,
      ScalingConfig: { MaximumConcurrency: REMINDER_MAIL_CONCURRENCY },
    });
    const props = resources[idOf(sender)].Properties;
    expect(props.ReservedConcurrentExecutions).toBe(queues.mail.maxConcurrency + REMINDER_MAIL_CONCURRENCY);
    const interval = Number(props.Environment.Variables[ENV.mailSendIntervalMs]);
    const rate = stages[stageName].sesMaxSendRate;
    expect(interval).toBe(sendIntervalMs(rate, REMINDER_MAIL_CONCURRENCY));
    // All instances together: within the reminders' share of the stage's SES rate.
    expect((REMINDER_MAIL_CONCURRENCY * 1000) / interval).toBeLessThanOrEqual(REMINDER_MAIL_SHARE * rate);
    // And able to use it: an instance sends no faster than one e-mail's work, so a rate that needs
    // more instances than REMINDER_MAIL_CONCURRENCY fails here (raise both together).
    expect(interval).toBeGreaterThanOrEqual(PLANNED_MS_PER_EMAIL);
    // A paced batch leaves room in the sender's timeout.
    expect(queues.reminderMail.batchSize * interval).toBeLessThanOrEqual(
      (functions.mailSender.timeoutSeconds * 1000) / 2,
    );
    // No other function paces (the reminders worker no longer sends; the rest is a trickle).
    for (const [name, fn] of Object.entries(stack.functions)) {
      if (name === queues.reminderMail.consumer) continue;
      const vars = resources[idOf(fn.fn)].Properties.Environment?.Variables ?? {};
      expect([name, vars[ENV.mailSendIntervalMs]]).toEqual([name, undefined]);
    }
  });
}
