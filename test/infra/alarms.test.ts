import { App, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { alarmThresholds } from '../../infra/constructs/alarms';
import * as decl from '../../infra/declaration';
import type { FunctionDecl, QueueName } from '../../infra/declaration-types';
import { stages } from '../../infra/stages';
import { JOB_FAILURE_METRIC, METRIC_NAMESPACE } from '../../functions/lib/metrics';
import { ServicebogenStack } from '../../infra/stack';
import { build, cdkContext, inlineStatementsOf } from './build';

/**
 * Decision 081 "Alarms": one topic per stage mailing the stage's address, and an alarm on every
 * dead-letter queue, every function, the pipe, the API, every table, SES and every job, each
 * derived from the declaration rather than counted by hand.
 */
const { stack } = build('dev');
const template = Template.fromStack(stack);
const { Resources: resources } = template.toJSON();
const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
const topicId = idOf(stack.alarms.topic);

type AlarmProps = {
  AlarmName: string;
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Dimensions: unknown } } }[];
  Threshold: number;
  ComparisonOperator: string;
  TreatMissingData: string;
  AlarmActions: unknown[];
  OKActions: unknown[];
  ExtendedStatistic?: string;
  Statistic?: string;
};
const alarms: AlarmProps[] = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
  (r) => r.Properties as AlarmProps,
);
/** The alarms on `metricName` in `namespace` whose dimensions are exactly `dimensions`. */
const alarmsOn = (namespace: string, metricName: string, dimensions: Record<string, unknown>) =>
  alarms.filter(
    (a) =>
      a.Namespace === namespace &&
      a.MetricName === metricName &&
      JSON.stringify(a.Dimensions ?? []) ===
        JSON.stringify(
          Object.entries(dimensions)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([Name, Value]) => ({ Name, Value })),
        ),
  );

test('one alarm topic per stage, TLS only, with an e-mail subscription to the stage address', () => {
  for (const stage of ['dev', 'prod'] as const) {
    const t = stage === 'dev' ? template : Template.fromStack(build(stage).stack);
    t.resourceCountIs('AWS::SNS::Topic', 1);
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: stages[stage].alarmEmail });
    t.resourceCountIs('AWS::SNS::Subscription', 1);
    t.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })],
      },
    });
  }
  const other = Template.fromStack(build('dev', { alarmEmail: 'vagt@example.dk' }).stack);
  other.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'vagt@example.dk' });
});

test('every alarm notifies the topic when it fires and when it is OK again; no data is no alarm', () => {
  expect(alarms.length).toBeGreaterThan(0);
  for (const a of alarms) {
    expect([a.AlarmName, a.AlarmActions, a.OKActions, a.TreatMissingData]).toEqual([
      a.AlarmName,
      [{ Ref: topicId }],
      [{ Ref: topicId }],
      'notBreaching',
    ]);
    expect(a.AlarmName).toMatch(/^Servicebogen-dev-/);
  }
  expect(new Set(alarms.map((a) => a.AlarmName)).size).toBe(alarms.length);
});

test('every dead-letter queue: an alarm on its first visible message', () => {
  const jobQueueIds = new Set((Object.keys(decl.queues) as QueueName[]).map((q) => idOf(stack.jobQueues.queues[q])));
  const deadLetterIds = Object.keys(template.findResources('AWS::SQS::Queue')).filter((id) => !jobQueueIds.has(id));
  // Every queue something dead-letters to is among them: the job queues' redrive targets, each
  // rule target's, the schedules', the pipe's, and the one of failed asynchronous invocations.
  const json = JSON.stringify(resources);
  const referenced = (pattern: RegExp) => [...json.matchAll(pattern)].map((m) => m[1]);
  const targets = new Set([
    ...referenced(/"deadLetterTargetArn":\{"Fn::GetAtt":\["(\w+)","Arn"\]/g),
    ...referenced(/"DeadLetterConfig":\{"Arn":\{"Fn::GetAtt":\["(\w+)","Arn"\]/g),
    ...referenced(/"OnFailure":\{"Destination":\{"Fn::GetAtt":\["(\w+)","Arn"\]/g),
  ]);
  // (Schedules share one dead-letter queue of their own; the SES feedback rule on the default bus
  // and the outbox's mail rule have one each too.)
  expect(targets.size).toBe(Object.keys(decl.queues).length + decl.rules.length + 5);
  expect([...targets].filter((id) => !deadLetterIds.includes(id))).toEqual([]);
  for (const id of deadLetterIds) {
    const [alarm] = alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', {
      QueueName: { 'Fn::GetAtt': [id, 'QueueName'] },
    });
    expect([id, alarm?.Threshold, alarm?.ComparisonOperator]).toEqual([id, 1, 'GreaterThanOrEqualToThreshold']);
  }
});

test('every declared function: an alarm on its errors; the jobs with reserved concurrency on their throttles, the rest together', () => {
  const functions = decl.functions as Record<string, FunctionDecl>;
  for (const [name, fn] of Object.entries(functions)) {
    const FunctionName = { Ref: idOf(stack.functions[name].fn) };
    const errors = alarmsOn('AWS/Lambda', 'Errors', { FunctionName });
    expect([name, errors.map((a) => [a.Statistic, a.Threshold])]).toEqual([name, [['Sum', 1]]]);
    const throttles = alarmsOn('AWS/Lambda', 'Throttles', { FunctionName });
    expect([name, throttles.length]).toEqual([name, fn.reservedConcurrency === undefined ? 0 : 1]);
  }
  // One alarm on the region's Throttles (no dimension) covers every function without its own.
  const all = alarms.filter((a) => a.Namespace === 'AWS/Lambda' && a.MetricName === 'Throttles' && !a.Dimensions);
  expect(all.map((a) => [a.Statistic, a.Threshold])).toEqual([['Sum', 1]]);
});

test("the pipe's failed and partially failed executions", () => {
  for (const metric of ['ExecutionFailed', 'ExecutionPartiallyFailed']) {
    const found = alarmsOn('AWS/EventBridge/Pipes', metric, { PipeName: { Ref: stack.getLogicalId(stack.pipe.pipe) } });
    expect([metric, found.map((a) => [a.Statistic, a.Threshold])]).toEqual([metric, [['Sum', 1]]]);
  }
});

test("the API's 5xx answers and its p95 latency", () => {
  const ApiId = { Ref: idOf(stack.api.api) };
  expect(alarmsOn('AWS/ApiGateway', '5xx', { ApiId }).map((a) => [a.Statistic, a.Threshold])).toEqual([
    ['Sum', alarmThresholds.apiServerErrorsPer5Min],
  ]);
  expect(alarmsOn('AWS/ApiGateway', 'Latency', { ApiId }).map((a) => [a.ExtendedStatistic, a.Threshold])).toEqual([
    ['p95', alarmThresholds.apiLatencyP95Ms],
  ]);
});

test('every declared table: an alarm on its read and write throttle events', () => {
  for (const name of Object.keys(decl.tables) as (keyof typeof decl.tables)[]) {
    const TableName = { Ref: idOf(stack.storage.tables[name]) };
    const found = alarms.filter((a) =>
      (a.Metrics ?? []).some(
        (m) =>
          JSON.stringify(m.MetricStat?.Metric.Dimensions) === JSON.stringify([{ Name: 'TableName', Value: TableName }]),
      ),
    );
    expect(found).toHaveLength(1);
    const metrics = found[0].Metrics!.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []));
    expect(metrics.sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    expect(found[0].Metrics!.find((m) => m.Expression)?.Expression).toBe('reads + writes');
  }
});

test('SES reputation: bounce and complaint rates below the levels where AWS reviews the account', () => {
  expect(alarmsOn('AWS/SES', 'Reputation.BounceRate', {}).map((a) => a.Threshold)).toEqual([0.04]);
  expect(alarmsOn('AWS/SES', 'Reputation.ComplaintRate', {}).map((a) => a.Threshold)).toEqual([0.0008]);
});

test('every scheduled job: an alarm on the companies its worker could not do', () => {
  const jobs = [...new Set(decl.schedules.map((s) => s.job))];
  expect(jobs.length).toBeGreaterThan(0);
  for (const Job of jobs) {
    const found = alarmsOn(METRIC_NAMESPACE, JOB_FAILURE_METRIC, { Stage: 'dev', Job });
    expect([Job, found.map((a) => [a.Statistic, a.Threshold])]).toEqual([Job, [['Sum', 1]]]);
  }
});

test('X-Ray: every declared function traces actively, and may write its segments', () => {
  for (const name of Object.keys(decl.functions)) {
    const props = resources[idOf(stack.functions[name].fn)].Properties;
    expect([name, props.TracingConfig]).toEqual([name, { Mode: 'Active' }]);
    const statements = inlineStatementsOf<{ Action: string | string[]; Resource: unknown }>(
      stack,
      resources,
      stack.functions[name].role,
    );
    const xray = statements.filter((st) => [st.Action].flat().includes('xray:PutTraceSegments'));
    expect([name, xray.map((st) => [[st.Action].flat().includes('xray:PutTelemetryRecords'), st.Resource])]).toEqual([
      name,
      [[true, '*']],
    ]);
  }
});

test('reserved concurrency as declared; a queue consumer reserves at least its queue maxConcurrency', () => {
  const fns = Object.entries(decl.functions as Record<string, FunctionDecl>);
  expect(fns.some(([, f]) => f.reservedConcurrency)).toBe(true);
  for (const [name, f] of fns) {
    const props = resources[idOf(stack.functions[name].fn)].Properties;
    expect([name, props.ReservedConcurrentExecutions]).toEqual([name, f.reservedConcurrency]);
  }
  for (const [name, q] of Object.entries(decl.queues)) {
    const reserved = (decl.functions as Record<string, FunctionDecl>)[q.consumer].reservedConcurrency;
    expect([name, reserved !== undefined && reserved >= q.maxConcurrency]).toEqual([name, true]);
  }
  for (const s of decl.schedules) {
    expect([s.target, (decl.functions as Record<string, FunctionDecl>)[s.target].reservedConcurrency]).toEqual([
      s.target,
      1,
    ]);
  }
});

test('a queue consumer reserving fewer instances than its queue polls with is refused', () => {
  const fns = decl.functions as Record<string, FunctionDecl>;
  const starved = { ...fns, jobBackup: { ...fns.jobBackup, reservedConcurrency: 1 } };
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
  expect(
    () =>
      new ServicebogenStack(app, 'Starved', {
        stage: stages.dev,
        repoRoot: process.cwd(),
        env: { region: stages.dev.region },
        declaration: { ...decl, functions: starved },
      }),
  ).toThrow(/jobBackup reserves 1 instances, fewer than the backup queue's maxConcurrency 2/);
});
