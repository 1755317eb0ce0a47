import { App, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { alarmThresholds, evenChunks, JOB_SILENCE_HOURS, MAX_ALARM_METRICS } from '../../infra/constructs/alarms';
import * as decl from '../../infra/declaration';
import type { FunctionDecl, QueueName } from '../../infra/declaration-types';
import { stages } from '../../infra/stages';
import {
  JOB_FAILURE_METRIC,
  JOB_RUN_METRIC,
  MAIL_FAILURE_METRIC,
  METRIC_NAMESPACE,
} from '../../functions/platform/metrics';
import { concernOf, ServicebogenStack } from '../../infra/stack';
import { build, built, cdkContext, inlineStatementsOf } from './build';

/**
 * Decision 081 "Alarms": one topic per stage mailing the stage's address, and every dead-letter
 * queue, every function, the pipe, the API, every table, SES and every job covered by an alarm,
 * each derived from the declaration rather than counted by hand. Decision 145: alarms per
 * concern, each a sum of at most 10 metrics, and an alarm on each job that stops running.
 */
const { stack } = built('dev');
const template = Template.fromStack(stack);
const { Resources: resources } = template.toJSON();
const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
const topicId = idOf(stack.alarms.topic);

type MetricStat = {
  Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] };
  Stat: string;
  Period: number;
};
type AlarmProps = {
  AlarmName: string;
  AlarmDescription: string;
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Metrics?: { Id: string; Label?: string; Expression?: string; ReturnData?: boolean; MetricStat?: MetricStat }[];
  Threshold: number;
  ComparisonOperator: string;
  EvaluationPeriods: number;
  DatapointsToAlarm?: number;
  Period?: number;
  TreatMissingData: string;
  AlarmActions: unknown[];
  OKActions: unknown[];
  ExtendedStatistic?: string;
  Statistic?: string;
};
const alarms: AlarmProps[] = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
  (r) => r.Properties as AlarmProps,
);
const dimensionsOf = (dimensions: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(dimensions)
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([Name, Value]) => ({ Name, Value })),
  );
/** The single-metric alarms on `metricName` in `namespace` whose dimensions are exactly `dimensions`. */
const alarmsOn = (namespace: string, metricName: string, dimensions: Record<string, unknown>) =>
  alarms.filter(
    (a) =>
      a.Namespace === namespace &&
      a.MetricName === metricName &&
      JSON.stringify(a.Dimensions ?? []) === dimensionsOf(dimensions),
  );
/** Each metric a math alarm reads: its alarm, its label and its statistic. */
const mathMetrics = alarms.flatMap((alarm) =>
  (alarm.Metrics ?? []).flatMap((m) => (m.MetricStat ? [{ alarm, label: m.Label, id: m.Id, stat: m.MetricStat }] : [])),
);
/** The math alarms reading `metricName` in `namespace` with exactly `dimensions`, with the metric's label and statistic. */
const mathAlarmsOn = (namespace: string, metricName: string, dimensions: Record<string, unknown>) =>
  mathMetrics.filter(
    ({ stat }) =>
      stat.Metric.Namespace === namespace &&
      stat.Metric.MetricName === metricName &&
      JSON.stringify(stat.Metric.Dimensions ?? []) === dimensionsOf(dimensions),
  );
/** The expression a math alarm watches. */
const expressionOf = (a: AlarmProps) => a.Metrics?.find((m) => m.ReturnData !== false && m.Expression)?.Expression;

test('one alarm topic per stage, TLS only, with an e-mail subscription to the stage address', () => {
  for (const stage of ['dev', 'prod'] as const) {
    const t = stage === 'dev' ? template : Template.fromStack(built(stage).stack);
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

test('every alarm notifies the topic when it fires and when it is OK again; no data is no alarm, except a silent job', () => {
  expect(alarms.length).toBeGreaterThan(0);
  for (const a of alarms) {
    const silence = a.MetricName === JOB_RUN_METRIC;
    expect([a.AlarmName, a.AlarmActions, a.OKActions, a.TreatMissingData]).toEqual([
      a.AlarmName,
      [{ Ref: topicId }],
      [{ Ref: topicId }],
      silence ? 'breaching' : 'notBreaching',
    ]);
    expect(a.AlarmName).toMatch(/^Servicebogen-dev-/);
  }
  expect(new Set(alarms.map((a) => a.AlarmName)).size).toBe(alarms.length);
});

test('a math alarm reads at most 10 metrics, each filled with 0, adds them up and fires at 1; it names them all', () => {
  const math = alarms.filter((a) => a.Metrics);
  expect(math.length).toBeGreaterThan(0);
  for (const a of math) {
    const stats = a.Metrics!.filter((m) => m.MetricStat);
    expect([a.AlarmName, stats.length <= MAX_ALARM_METRICS, stats.length > 0]).toEqual([a.AlarmName, true, true]);
    expect(a.Metrics!.filter((m) => m.Expression)).toHaveLength(1);
    const fills = stats.map((m) => `FILL(${m.Id}, 0)`).join(', ');
    expect([a.AlarmName, expressionOf(a), a.Threshold, a.ComparisonOperator, a.EvaluationPeriods]).toEqual([
      a.AlarmName,
      `SUM([${fills}])`,
      1,
      'GreaterThanOrEqualToThreshold',
      1,
    ]);
    for (const m of stats) {
      expect([a.AlarmName, m.MetricStat!.Period]).toEqual([a.AlarmName, 300]);
      // Whoever gets the mail learns from it which functions, queues or tables to look at.
      expect([a.AlarmName, a.AlarmDescription.includes(m.Label!)]).toEqual([a.AlarmName, true]);
    }
  }
});

test('the even chunks of the math alarms', () => {
  expect(evenChunks([], 10)).toEqual([]);
  expect(evenChunks([1, 2, 3], 10)).toEqual([[1, 2, 3]]);
  expect(evenChunks([...Array(10).keys()], 10)).toHaveLength(1);
  expect(evenChunks([...Array(16).keys()], 10).map((c) => c.length)).toEqual([8, 8]);
  expect(evenChunks([...Array(21).keys()], 10).map((c) => c.length)).toEqual([7, 7, 7]);
  expect(evenChunks([...Array(11).keys()], 10).flat()).toEqual([...Array(11).keys()]);
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
  // and the outbox's mail rules have one each too.)
  expect(targets.size).toBe(Object.keys(decl.queues).length + decl.rules.length + decl.mailRules.length + 4);
  expect([...targets].filter((id) => !deadLetterIds.includes(id))).toEqual([]);
  for (const id of deadLetterIds) {
    const found = mathAlarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', {
      QueueName: { 'Fn::GetAtt': [id, 'QueueName'] },
    });
    expect([id, found.map((f) => [f.stat.Stat, f.alarm.AlarmName.replace(/-\d+$/, '')])]).toEqual([
      id,
      [['Maximum', 'Servicebogen-dev-DeadLetters']],
    ]);
  }
  // Nothing else in the dead-letter alarms.
  const inDeadLetterAlarms = mathMetrics.filter((m) => m.alarm.AlarmName.startsWith('Servicebogen-dev-DeadLetters'));
  expect(inDeadLetterAlarms).toHaveLength(deadLetterIds.length);
});

test('every declared function: its errors in exactly one alarm, that of its concern; the reserved ones also throttles, the rest together', () => {
  const functions = decl.functions as Record<string, FunctionDecl>;
  const concerns = { api: 0, events: 0, jobs: 0 };
  for (const [name, fn] of Object.entries(functions)) {
    const FunctionName = { Ref: idOf(stack.functions[name].fn) };
    const concern = concernOf(name, decl);
    concerns[concern]++;
    const errors = mathAlarmsOn('AWS/Lambda', 'Errors', { FunctionName });
    expect([name, errors.map((e) => [e.stat.Stat, e.label, e.alarm.AlarmName.replace(/-\d+$/, '')])]).toEqual([
      name,
      [['Sum', name, `Servicebogen-dev-Errors-${concern}`]],
    ]);
    const throttles = mathAlarmsOn('AWS/Lambda', 'Throttles', { FunctionName });
    expect([name, throttles.map((t) => t.alarm.AlarmName)]).toEqual([
      name,
      fn.reservedConcurrency === undefined ? [] : ['Servicebogen-dev-Throttles-reserved'],
    ]);
  }
  // Routes make an API function, the pipe and the rules event functions; each concern has some.
  expect(concerns.api).toBe(new Set(decl.allRoutes.map((r) => r.fn)).size);
  expect(concerns.events).toBe(new Set([decl.pipe.enrichment, ...decl.rules.map((r) => r.target)]).size);
  expect(concerns.jobs).toBeGreaterThan(0);
  // No function's errors alarm twice, and no stray function in them.
  const errorMetrics = mathMetrics.filter((m) => m.stat.Metric.MetricName === 'Errors');
  expect(errorMetrics).toHaveLength(Object.keys(functions).length);
  // One alarm on the region's Throttles (no dimension) covers every function without its own.
  const all = alarms.filter((a) => a.Namespace === 'AWS/Lambda' && a.MetricName === 'Throttles' && !a.Dimensions);
  expect(all.map((a) => [a.Statistic, a.Threshold])).toEqual([['Sum', 1]]);
});

test("the pipe's failed and partially failed executions, in one alarm", () => {
  for (const metric of ['ExecutionFailed', 'ExecutionPartiallyFailed']) {
    const found = mathAlarmsOn('AWS/EventBridge/Pipes', metric, {
      PipeName: { Ref: stack.getLogicalId(stack.pipe.pipe) },
    });
    expect([metric, found.map((f) => [f.stat.Stat, f.alarm.AlarmName])]).toEqual([
      metric,
      [['Sum', 'Servicebogen-dev-Pipe']],
    ]);
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

test('every declared table: its read and write throttle events, in one alarm', () => {
  for (const name of Object.keys(decl.tables) as (keyof typeof decl.tables)[]) {
    const TableName = { Ref: idOf(stack.storage.tables[name]) };
    for (const metric of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
      const found = mathAlarmsOn('AWS/DynamoDB', metric, { TableName });
      expect([name, metric, found.map((f) => [f.stat.Stat, f.alarm.AlarmName])]).toEqual([
        name,
        metric,
        [['Sum', 'Servicebogen-dev-DynamoThrottles']],
      ]);
    }
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
    const found = mathAlarmsOn(METRIC_NAMESPACE, JOB_FAILURE_METRIC, { Stage: 'dev', Job });
    expect([Job, found.map((f) => [f.stat.Stat, f.alarm.AlarmName])]).toEqual([
      Job,
      [['Sum', 'Servicebogen-dev-JobFailures']],
    ]);
  }
});

test('every purpose of an e-mail: an alarm on the e-mails the mail sender could not send, the reminders among them', () => {
  expect(decl.mailPurposes).toContain('reminder');
  for (const Purpose of decl.mailPurposes) {
    const found = mathAlarmsOn(METRIC_NAMESPACE, MAIL_FAILURE_METRIC, { Stage: 'dev', Purpose });
    expect([Purpose, found.map((f) => [f.stat.Stat, f.alarm.AlarmName])]).toEqual([
      Purpose,
      [['Sum', 'Servicebogen-dev-MailFailures']],
    ]);
  }
});

test(`every scheduled job: an alarm when it has not run for ${JOB_SILENCE_HOURS} hours, also when nothing was put`, () => {
  const jobs = [...new Set(decl.schedules.map((s) => s.job))];
  for (const Job of jobs) {
    const found = alarmsOn(METRIC_NAMESPACE, JOB_RUN_METRIC, { Stage: 'dev', Job });
    expect([
      Job,
      found.map((a) => [
        a.Statistic,
        a.Period,
        a.EvaluationPeriods,
        a.DatapointsToAlarm,
        a.ComparisonOperator,
        a.Threshold,
        a.TreatMissingData,
        a.AlarmDescription.includes(Job),
      ]),
    ]).toEqual([Job, [['Sum', 3600, 26, 26, 'LessThanThreshold', 1, 'breaching', true]]]);
    // CloudWatch evaluates an alarm with a period of an hour or more over at most 7 days.
    expect(found[0].Period! * found[0].EvaluationPeriods).toBeLessThanOrEqual(7 * 24 * 3600);
    expect(found[0].Period! * found[0].EvaluationPeriods).toBe(JOB_SILENCE_HOURS * 3600);
  }
  expect(alarms.filter((a) => a.MetricName === JOB_RUN_METRIC)).toHaveLength(jobs.length);
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
  // A consumer of several queues (the mail sender's two) covers their maxConcurrency together.
  for (const [name, q] of Object.entries(decl.queues)) {
    const reserved = (decl.functions as Record<string, FunctionDecl>)[q.consumer].reservedConcurrency;
    const polled = Object.values(decl.queues)
      .filter((other) => other.consumer === q.consumer)
      .reduce((n, other) => n + other.maxConcurrency, 0);
    expect([name, reserved !== undefined && reserved >= polled]).toEqual([name, true]);
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
