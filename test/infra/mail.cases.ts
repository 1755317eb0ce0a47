import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { MAIL_CONFIGURATION_SET_ENV } from '../../infra/bindings';
import { mailFromDomainOf, SES_FEEDBACK_DETAIL_TYPES } from '../../infra/constructs/mail';
import * as decl from '../../infra/declaration';
import type { FunctionDecl } from '../../infra/declaration-types';
import { stages } from '../../infra/stages';
import { build, built, inlineStatementsOf } from './build';

/** SES that arrives (decisions 090-092): identity, DKIM, MAIL FROM, configuration set, feedback, the mail queue. */
const { stack } = built('prod');
const template = Template.fromStack(stack);
const { Resources: resources } = template.toJSON();
const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
const configurationSet = { Ref: idOf(stack.mail.configurationSet) };
const identity = { Ref: idOf(stack.mail.identity) };
const functions = Object.entries(decl.functions as Record<string, FunctionDecl>);
type Statement = { Action: string | string[]; Resource: unknown };
const statementsOf = (name: string): Statement[] =>
  inlineStatementsOf<Statement>(stack, resources, stack.functions[name].role);

test("a domain identity for the stage's mail domain: Easy DKIM (2048 bits), custom MAIL FROM, the configuration set", () => {
  template.resourceCountIs('AWS::SES::EmailIdentity', 1);
  template.hasResourceProperties('AWS::SES::EmailIdentity', {
    EmailIdentity: 'servicebogen.dk',
    DkimAttributes: { SigningEnabled: true },
    DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
    MailFromAttributes: { MailFromDomain: 'bounce.servicebogen.dk', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    ConfigurationSetAttributes: { ConfigurationSetName: configurationSet },
  });
  expect(mailFromDomainOf(stages.prod.mailDomain)).toBe('bounce.servicebogen.dk');
  for (const stage of Object.values(stages)) expect(stage.mailFromAddress.endsWith(`@${stage.mailDomain}`)).toBe(true);
  // dev and prod may share an account: each has its own domain identity.
  expect(stages.dev.mailDomain).not.toBe(stages.prod.mailDomain);
  expect(() => build('dev', { mailFromAddress: 'noreply@example.com' })).toThrow(/not an address of the mail domain/);
});

test('the configuration set publishes bounces and complaints to the default bus; a rule takes them to the feedback function', () => {
  template.hasResourceProperties('AWS::SES::ConfigurationSet', {
    ReputationOptions: { ReputationMetricsEnabled: true },
  });
  template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
    ConfigurationSetName: configurationSet,
    EventDestination: {
      Enabled: true,
      MatchingEventTypes: ['bounce', 'complaint'],
      EventBridgeDestination: {
        EventBusArn: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([':event-bus/default'])] }),
      },
    },
  });
  const feedback = { 'Fn::GetAtt': [idOf(stack.functions[decl.mailFeedback.consumer].fn), 'Arn'] };
  template.hasResourceProperties('AWS::Events::Rule', {
    EventBusName: Match.absent(),
    EventPattern: {
      source: ['aws.ses'],
      'detail-type': SES_FEEDBACK_DETAIL_TYPES,
      detail: { mail: { tags: { 'ses:configuration-set': [configurationSet] } } },
    },
    Targets: [
      Match.objectLike({
        Arn: feedback,
        RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 86400 },
        DeadLetterConfig: { Arn: Match.anyValue() },
      }),
    ],
  });
  // The feedback function writes the suppression rows.
  expect(decl.functions.mailFeedback.tables).toEqual([
    { name: 'events', access: 'readWrite', keys: { mailSuppression: 'readWrite' } },
  ]);
});

test('the mail sender alone names the configuration set and may send with it; no other function may send', () => {
  // Every e-mail goes through the outbox to the mail sender (decision 155 "Every e-mail through the outbox").
  const senders = functions.filter(([, f]) => f.sendsMail).map(([name]) => name);
  expect(senders).toEqual(['mailSender']);
  for (const [name, f] of functions) {
    const fn = resources[idOf(stack.functions[name].fn)].Properties;
    const statements = statementsOf(name).filter((s) => [s.Action].flat().includes('ses:SendEmail'));
    if (!f.sendsMail) {
      expect(statements).toEqual([]);
      expect(fn.Environment.Variables[MAIL_CONFIGURATION_SET_ENV]).toBeUndefined();
      continue;
    }
    expect(fn.Environment.Variables[MAIL_CONFIGURATION_SET_ENV]).toEqual(configurationSet);
    // SES v2 checks ses:SendEmail on the identity and on the configuration set a send names.
    // (The feature flag that merges statements may make them one statement with two resources.)
    const arns = statements
      .flatMap((s) => [s.Resource].flat())
      .map((r) => JSON.stringify(r))
      .sort((a, b) => (a.includes(':identity/') ? -1 : b.includes(':identity/') ? 1 : 0));
    expect(arns).toEqual([
      expect.stringContaining(`":identity/",${JSON.stringify(identity)}`),
      expect.stringContaining(`":configuration-set/",${JSON.stringify(configurationSet)}`),
    ]);
  }
});

test('the functions that mail record the e-mail with what decided it; the pipe and a rule per queue put it on the mail queues; the sender retries 10 times, then dead letters', () => {
  for (const name of [
    'apiUser',
    'apiCompany',
    'apiUsers',
    'apiNotes',
    'apiPublic',
    'apiStickers',
    'jobReminders',
    'mailPasswordReset',
  ] as const) {
    const events = decl.functions[name].tables.find((t) => t.name === 'events')!;
    expect([name, events.keys]).toEqual([name, expect.objectContaining({ outbox: 'readWrite' })]);
    const sendsTo = (decl.functions[name] as { sendsTo?: string[] }).sendsTo ?? [];
    expect([name, sendsTo.filter((q) => q === 'mail' || q === 'reminderMail')]).toEqual([name, []]);
    expect([name, 'sendsMail' in decl.functions[name]]).toEqual([name, false]);
  }
  expect(decl.pipe.filterPattern).toEqual({ dynamodb: { NewImage: { kind: { S: ['commit', 'outbox'] } } } });
  // Every purpose goes to exactly one queue: the reminders to their own, paced; the rest to `mail`.
  const routed = decl.mailPurposes.map((purpose) => [
    purpose,
    decl.mailRules
      .filter((r) => (r.eventPattern.detail as { mail: { purpose: string[] } }).mail.purpose.includes(purpose))
      .map((r) => r.queue),
  ]);
  expect(routed).toEqual(decl.mailPurposes.map((p) => [p, [p === 'reminder' ? 'reminderMail' : 'mail']]));
  for (const rule of decl.mailRules) {
    const queueArn = { 'Fn::GetAtt': [idOf(stack.jobQueues.queues[rule.queue]), 'Arn'] };
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: { Ref: idOf(stack.bus) },
      EventPattern: { source: [decl.pipe.source], 'detail-type': ['MailRecorded'], detail: rule.eventPattern.detail },
      Targets: [
        Match.objectLike({
          Arn: queueArn,
          InputPath: '$.detail.mail',
          RetryPolicy: { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 8 },
          DeadLetterConfig: { Arn: Match.anyValue() },
        }),
      ],
    });
    // EventBridge may send to the queue (the target's queue policy), from this rule only.
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: idOf(stack.jobQueues.queues[rule.queue]) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
            Principal: { Service: 'events.amazonaws.com' },
            Condition: {
              ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [idOf(stack.mailRules[rule.name].rule), 'Arn'] } },
            },
          }),
        ]),
      },
    });
    const queue = resources[idOf(stack.jobQueues.queues[rule.queue])].Properties;
    expect(queue.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [idOf(stack.jobQueues.deadLetterQueues[rule.queue]), 'Arn'] },
      maxReceiveCount: 10,
    });
    expect(queue.VisibilityTimeout).toBe(6 * 30);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: idOf(stack.functions.mailSender.fn) },
      EventSourceArn: queueArn,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: decl.queues[rule.queue].batchSize,
    });
  }
  expect(decl.queues.mail.batchSize).toBe(10);
  expect(decl.mailRules.map((r) => r.queue).sort()).toEqual(['mail', 'reminderMail']);
});
