import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import * as decl from '../../infra/declaration';
import type { FunctionDecl } from '../../infra/declaration-types';
import { spaRewriteSource } from '../../infra/constructs/web-distribution';
import { ServicebogenStack } from '../../infra/stack';
import { stackName, stageFromContext, stages, type StageName } from '../../infra/stages';

/** An app like infra/app.ts builds it, without bundling (esbuild is not what is under test). */
function build(stage: StageName) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const config = stages[stage];
  const stack = new ServicebogenStack(app, stackName(stage), {
    stage: config,
    repoRoot: process.cwd(),
    env: { region: config.region },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}

const { app, stack } = build('dev');
const template = Template.fromStack(stack);
const idOf = (c: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(c.node.defaultChild as Parameters<Stack['getLogicalId']>[0]);
const fnId = (name: string) => idOf(stack.functions[name].fn);
const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });
const functions = Object.entries(decl.functions as Record<string, FunctionDecl>);

test('tables: keys, on-demand, encryption, PITR, TTL, GSIs and the event store stream', () => {
  for (const [name, t] of Object.entries(decl.tables)) {
    const table = template.toJSON().Resources[idOf(stack.storage.tables[name as 'events'])];
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      KeySchema: [
        { AttributeName: t.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: t.sortKey.name, KeyType: 'RANGE' },
      ],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: t.pointInTimeRecovery },
    });
    expect(table.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining([{ AttributeName: t.partitionKey.name, AttributeType: t.partitionKey.type }]),
    );
    expect(table.Properties.TimeToLiveSpecification?.AttributeName).toBe(t.timeToLiveAttribute);
    expect(table.Properties.StreamSpecification).toEqual(t.stream ? { StreamViewType: 'NEW_IMAGE' } : undefined);
    expect((table.Properties.GlobalSecondaryIndexes ?? []).map((i: { IndexName: string }) => i.IndexName)).toEqual(
      t.indexes.map((i) => i.name),
    );
  }
});

test('buckets: encrypted, versioned, private, TLS only, logged; expiry and CORS as declared', () => {
  for (const [name, b] of Object.entries(decl.buckets)) {
    const bucket = stack.storage.buckets[name as 'web'];
    const props = template.toJSON().Resources[idOf(bucket)].Properties;
    expect(props).toMatchObject({
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      VersioningConfiguration: { Status: 'Enabled' },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: { DestinationBucketName: { Ref: idOf(stack.storage.logBucket) } },
      LifecycleConfiguration: {
        Rules: b.expireAfterDays ? expect.arrayContaining([expect.objectContaining({ ExpirationInDays: b.expireAfterDays })]) : expect.anything(),
      },
    });
    expect(props.CorsConfiguration?.CorsRules[0].AllowedMethods).toEqual(b.browserUploads ? ['PUT', 'GET'] : undefined);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: idOf(bucket) },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  }
});

test('one function per declaration entry: nodejs22.x on arm64, environment and limits as declared', () => {
  for (const [name, f] of functions) {
    const props = template.toJSON().Resources[fnId(name)].Properties;
    expect(props).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    expect(props.Timeout).toBe(f.timeoutSeconds ?? 10);
    expect(props.MemorySize).toBe(f.memoryMb ?? 512);
    const env = props.Environment.Variables;
    expect(env).toMatchObject({ STAGE: 'dev', EVENT_SOURCE: decl.pipe.source, MAIL_FROM: expect.stringContaining(stages.dev.mailFromAddress) });
    expect(env.APP_BASE_URL).toBeDefined();
    for (const t of f.tables) expect(env[decl.tables[t.name].envVar]).toEqual({ Ref: idOf(stack.storage.tables[t.name]) });
    for (const b of f.buckets) expect(env[decl.buckets[b.name].envVar!]).toEqual({ Ref: idOf(stack.storage.buckets[b.name]) });
    expect('AUTH_SECRET_ARN' in env).toBe(!!f.signsTokens);
  }
});

test('HTTP API: exactly the declared routes, each a v2 Lambda proxy to its function; access logs', () => {
  const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
  expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(decl.allRoutes.map((r) => `${r.method} ${r.path}`).sort());
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
  for (const route of decl.allRoutes) {
    const r = routes.find((x) => x.Properties.RouteKey === `${route.method} ${route.path}`)!;
    const integrationId = r.Properties.Target['Fn::Join'][1][1].Ref as string;
    expect(integrations[integrationId].Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: getAtt(fnId(route.fn)),
    });
  }
  template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: '$default', AccessLogSettings: Match.objectLike({}) });
});

test('pipe: stream → filter → enrichment → bus, with a dead-letter queue', () => {
  const tableId = idOf(stack.storage.tables.events);
  template.hasResourceProperties('AWS::Pipes::Pipe', {
    Source: getAtt(tableId, 'StreamArn'),
    SourceParameters: {
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(decl.pipe.filterPattern) }] },
      DynamoDBStreamParameters: Match.objectLike({ StartingPosition: 'LATEST', DeadLetterConfig: { Arn: Match.anyValue() } }),
    },
    Enrichment: getAtt(fnId(decl.pipe.enrichment)),
    Target: getAtt(idOf(stack.bus)),
    TargetParameters: { EventBridgeEventBusParameters: { Source: decl.pipe.source, DetailType: '$.type' } },
  });
});

test('one rule per declared rule on the domain bus, to its function with retries and a DLQ', () => {
  expect(Object.keys(template.findResources('AWS::Events::Rule'))).toHaveLength(decl.rules.length);
  for (const rule of decl.rules) {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: { Ref: idOf(stack.bus) },
      EventPattern: rule.eventPattern,
      Targets: [Match.objectLike({ Arn: getAtt(fnId(rule.target)), DeadLetterConfig: { Arn: Match.anyValue() }, RetryPolicy: Match.anyValue() })],
    });
  }
});

test('one schedule per declared schedule: daily cron in Europe/Copenhagen to its function', () => {
  expect(Object.keys(template.findResources('AWS::Scheduler::Schedule'))).toHaveLength(decl.schedules.length);
  for (const s of decl.schedules) {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: `cron(${s.cron.minute} ${s.cron.hour} * * ? *)`,
      ScheduleExpressionTimezone: 'Europe/Copenhagen',
      Target: Match.objectLike({ Arn: getAtt(fnId(s.target)) }),
    });
  }
});

test('CloudFront: SPA rewrite on the S3 behaviour only, /api/* uncached to the API, no error pages', () => {
  const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
  expect(config.CustomErrorResponses).toBeUndefined();
  expect(config.DefaultCacheBehavior).toMatchObject({
    ViewerProtocolPolicy: 'redirect-to-https',
    FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: getAtt(idOf(stack.web.spaRewrite), 'FunctionARN') }],
  });
  expect(config.CacheBehaviors).toEqual([
    expect.objectContaining({
      PathPattern: '/api/*',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
      AllowedMethods: expect.arrayContaining(['POST', 'PATCH', 'PUT', 'DELETE']),
    }),
  ]);
  expect(config.CacheBehaviors[0].FunctionAssociations).toBeUndefined();
  expect(config.Logging).toBeDefined();
});

test('the SPA rewrite serves index.html for routes and leaves files alone', () => {
  const handler = new Function(`${spaRewriteSource}; return handler;`)() as (e: unknown) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;
  expect(rewrite('/')).toBe('/index.html');
  expect(rewrite('/virksomhed/42/opgaver')).toBe('/index.html');
  expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
  expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
});

test('SES identity for the stage sender, token secret, outputs', () => {
  template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: stages.dev.mailFromAddress });
  template.resourceCountIs('AWS::SecretsManager::Secret', 1);
  for (const o of ['AppUrl', 'ApiUrl', 'EventBusName']) expect(template.toJSON().Outputs[o]).toBeDefined();
});

describe('cdk-nag (AwsSolutions)', () => {
  const unacknowledged = (a: App) =>
    new AwsSolutionsChecks().validateScope(a).violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

  test.each(['dev', 'prod'] as const)('%s: no unacknowledged finding, and synth passes validation', (stage) => {
    const built = stage === 'dev' ? { app } : build(stage);
    expect(unacknowledged(built.app)).toEqual([]);
    expect(() => built.app.synth({ force: true })).not.toThrow();
  });

  test('an unacknowledged finding fails the synth (the plugin is really on)', () => {
    const other = build('prod');
    new Queue(other.stack, 'Careless');
    expect(unacknowledged(other.app).join('\n')).toMatch(/AwsSolutions-SQS3/);
    expect(() => other.app.synth({ force: true })).toThrow(/AwsSolutions-SQS/);
  });
});

test('stage context: required and checked', () => {
  const ctx = (values: Record<string, unknown>) => (key: string) => values[key];
  expect(() => stageFromContext(ctx({}))).toThrow(/dev, prod/);
  expect(() => stageFromContext(ctx({ stage: 'test' }))).toThrow(/dev, prod/);
  expect(stageFromContext(ctx({ stage: 'prod' })).removalPolicy).toBe('retain');
});
