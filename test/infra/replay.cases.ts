import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { replayTargets } from '../../functions/jobs/rebuild';
import * as decl from '../../infra/declaration';
import { built, inlineStatementsOf } from './build';

/**
 * Replay on AWS (decisions 095 and 096): the pipe starts at the oldest stream record, and the
 * rebuild function reads the event store and writes the read models, nothing else.
 */
const { stack } = built('prod');
const template = Template.fromStack(stack);
const { Resources: resources } = template.toJSON();
const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
const rebuild = stack.functions.jobRebuild;
const statements = (): Statement[] => inlineStatementsOf<Statement>(stack, resources, rebuild.role);
const events = idOf(stack.storage.tables.events);
const readModels = idOf(stack.storage.tables.readModels);

test('the pipe reads the stream from TRIM_HORIZON, so a new or replaced pipe misses no record the stream holds', () => {
  template.hasResourceProperties('AWS::Pipes::Pipe', {
    Source: getAtt(events, 'StreamArn'),
    SourceParameters: {
      DynamoDBStreamParameters: Match.objectLike({ StartingPosition: 'TRIM_HORIZON' }),
    },
  });
});

test('the rebuild function: 15 minutes, invoked by hand only (no route, rule, schedule or queue)', () => {
  const props = resources[idOf(rebuild.fn)].Properties;
  expect(props.Timeout).toBe(900);
  expect(props.Environment.Variables).toEqual(
    expect.objectContaining({
      [decl.tables.events.envVar]: { Ref: events },
      [decl.tables.readModels.envVar]: { Ref: readModels },
    }),
  );
  const fnArn = getAtt(idOf(rebuild.fn));
  const invokers = Object.values(template.findResources('AWS::Lambda::Permission')).filter(
    (p) => JSON.stringify(p.Properties.FunctionName) === JSON.stringify(fnArn),
  );
  expect(invokers).toEqual([]);
  expect(
    Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).map((m) => m.Properties.FunctionName),
  ).not.toContainEqual({ Ref: idOf(rebuild.fn) });
});

test('the stack names the rebuild function in an output, for `aws lambda invoke`', () => {
  template.hasOutput('RebuildFunctionName', { Value: { Ref: idOf(rebuild.fn) } });
});

test('the rebuild function reads the event table, writes the read models, and may do nothing else', () => {
  const data = statements().filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
  const on = (id: string) => data.filter((s) => JSON.stringify(s.Resource).includes(JSON.stringify(getAtt(id))));
  const actions = (id: string) => on(id).flatMap((s) => [s.Action].flat());
  expect(actions(events)).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:Scan', 'dynamodb:GetItem']));
  // Its only writes to the event store are the reset's recount of the tallies (decision 120), on their keys alone.
  const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
  const writing = on(events).filter((s) => [s.Action].flat().some((a) => writes.includes(a)));
  expect(writing.flatMap((s) => [s.Action].flat()).sort()).toEqual(['dynamodb:BatchWriteItem', 'dynamodb:UpdateItem']);
  for (const s of writing)
    expect(s.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['Tally#*'] },
      Null: { 'dynamodb:LeadingKeys': 'false' },
    });
  expect(actions(readModels)).toEqual(
    expect.arrayContaining([
      'dynamodb:Query',
      'dynamodb:Scan',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:BatchWriteItem',
    ]),
  );
  // Every data statement is on one of the two tables; nothing mails, sends to a queue, or reads a secret or a bucket.
  for (const s of data) expect(on(events).includes(s) || on(readModels).includes(s)).toBe(true);
  const services = new Set(statements().flatMap((s) => [s.Action].flat().map((a) => a.split(':')[0])));
  for (const forbidden of ['ses', 'sqs', 's3', 'secretsmanager', 'lambda', 'events'])
    expect(services.has(forbidden)).toBe(false);
});

test('the rebuild delivers to every projection the declaration routes events to, each the events of its rule', () => {
  expect(Object.keys(replayTargets).sort()).toEqual(decl.rules.map((r) => r.target).sort());
  for (const rule of decl.rules) {
    const target = replayTargets[rule.target as keyof typeof replayTargets];
    expect([...target.types].sort()).toEqual([...rule.eventPattern['detail-type']].sort());
    expect(rule.eventPattern.source).toEqual([decl.pipe.source]);
  }
});
