import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import * as decl from '../../infra/declaration';
import { apiRoutesOf, type FunctionDecl, type QueueName } from '../../infra/declaration-types';
import { functionEnvironment, stageEnvironment } from '../../infra/bindings';
import { NO_CACHE_FILES } from '../../infra/constructs/web-distribution';
import { stages } from '../../infra/stages';
import { ENV } from '../../functions/platform/config';
import { built, inlineStatementsOf } from './build';

/** The dev stack against the declaration: every resource list is compared with it. */
const { stack } = built('dev');
const template = Template.fromStack(stack);
const { Resources: resources, Outputs: outputs } = template.toJSON();
const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
const fnId = (name: string) => idOf(stack.functions[name].fn);
const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });
const functions = Object.entries(decl.functions as Record<string, FunctionDecl>);
const queues = Object.entries(decl.queues) as [QueueName, (typeof decl.queues)[QueueName]][];
const queueId = (name: QueueName) => idOf(stack.jobQueues.queues[name]);
const secretId = Object.keys(template.findResources('AWS::SecretsManager::Secret'))[0];
type Statement = { Action: string | string[]; Resource: unknown };
const statementsOf = (name: string): Statement[] =>
  inlineStatementsOf<Statement>(stack, resources, stack.functions[name].role);
const allows = (name: string, action: string, resource: unknown) =>
  statementsOf(name).some(
    (s) => [s.Action].flat().includes(action) && JSON.stringify(s.Resource).includes(JSON.stringify(resource)),
  );

test('tables: keys, on-demand, encryption, PITR, TTL, GSIs and the event store stream', () => {
  for (const [name, t] of Object.entries(decl.tables)) {
    const props = resources[idOf(stack.storage.tables[name as keyof typeof decl.tables])].Properties;
    expect(props).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      KeySchema: [
        { AttributeName: t.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: t.sortKey.name, KeyType: 'RANGE' },
      ],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: t.pointInTimeRecovery },
    });
    expect(props.AttributeDefinitions).toContainEqual({
      AttributeName: t.sortKey.name,
      AttributeType: t.sortKey.type,
    });
    expect(props.TimeToLiveSpecification?.AttributeName).toBe(t.timeToLiveAttribute);
    expect(props.StreamSpecification).toEqual(t.stream ? { StreamViewType: 'NEW_IMAGE' } : undefined);
    expect((props.GlobalSecondaryIndexes ?? []).map((i: { IndexName: string }) => i.IndexName)).toEqual(
      t.indexes.map((i) => i.name),
    );
  }
});

test('buckets: encrypted, versioned, private, TLS only, logged; expiry and CORS as declared', () => {
  for (const [name, b] of Object.entries(decl.buckets)) {
    const bucket = stack.storage.buckets[name as keyof typeof decl.buckets];
    const props = resources[idOf(bucket)].Properties;
    expect(props.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
    ]);
    expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(Object.values(props.PublicAccessBlockConfiguration)).toEqual([true, true, true, true]);
    expect(props.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: idOf(stack.storage.logBucket) });
    const expiry = props.LifecycleConfiguration.Rules.find((r: object) => 'ExpirationInDays' in r && !('Prefix' in r));
    expect(expiry?.ExpirationInDays).toBe(b.expireAfterDays);
    // A prefix's own expiry (the files bucket's reports/, decision 175).
    const prefixes = props.LifecycleConfiguration.Rules.filter((r: object) => 'Prefix' in r);
    expect(prefixes.map((r: { Prefix: string; ExpirationInDays: number }) => [r.Prefix, r.ExpirationInDays])).toEqual(
      (b.expirePrefixes ?? []).map(({ prefix, days }) => [prefix, days]),
    );
    const cors = props.CorsConfiguration?.CorsRules[0].AllowedMethods;
    expect(cors).toEqual(b.browserUploads ? ['PUT', 'GET'] : undefined);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: idOf(bucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  }
});

test('one function per declaration entry: nodejs22.x on arm64, environment and limits as declared', () => {
  for (const [name, f] of functions) {
    const props = resources[fnId(name)].Properties;
    expect(props).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
    expect(props.Timeout).toBe(f.timeoutSeconds ?? 10);
    expect(props.MemorySize).toBe(f.memoryMb ?? 512);
    const env = props.Environment.Variables;
    expect(env).toMatchObject({ STAGE: 'dev', EVENT_SOURCE: decl.pipe.source });
    expect(env.MAIL_FROM).toContain(stages.dev.mailFromAddress);
    expect(env.APP_BASE_URL).toBeDefined();
    // Every function that serves routes verifies tokens, so it must be able to read the secret.
    expect('AUTH_SECRET_ARN' in env).toBe((f.routes ?? []).length > 0);
    if ('AUTH_SECRET_ARN' in env) expect(allows(name, 'secretsmanager:GetSecretValue', { Ref: secretId })).toBe(true);
    // Exactly the variables the local runtime gives this function's worker (the same bindings).
    const local = functionEnvironment(
      f,
      decl,
      stageEnvironment({ STAGE: 'x', APP_BASE_URL: 'x', MAIL_FROM: 'x', EVENT_SOURCE: 'x' }),
      () => 'x',
    );
    // But the mail sender's pacing of the reminders, which is SES's send rate on AWS (decisions 147, 155; test/infra/scale.cases.ts).
    const awsOnly = name === decl.queues.reminderMail.consumer ? [ENV.mailSendIntervalMs] : [];
    expect(Object.keys(env).sort()).toEqual([...Object.keys(local), ...awsOnly].sort());
    for (const t of f.tables) {
      const table = idOf(stack.storage.tables[t.name]);
      expect(env[decl.tables[t.name].envVar]).toEqual({ Ref: table });
      expect(allows(name, 'dynamodb:Query', getAtt(table))).toBe(true);
      const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
      expect(writes.some((w) => allows(name, w, getAtt(table)))).toBe(t.access === 'readWrite');
    }
    for (const b of f.buckets) {
      expect(env[decl.buckets[b.name].envVar!]).toEqual({ Ref: idOf(stack.storage.buckets[b.name]) });
    }
    const sendsMail = statementsOf(name).some((s) => [s.Action].flat().includes('ses:SendEmail'));
    expect(sendsMail).toBe(!!f.sendsMail);
    for (const [queue, q] of queues) {
      const sends = (f.sendsTo ?? []).includes(queue);
      expect(env[q.envVar]).toEqual(sends ? { Ref: queueId(queue) } : undefined);
      expect(allows(name, 'sqs:SendMessage', getAtt(queueId(queue)))).toBe(sends);
    }
  }
});

test('no stage loads source maps: no function of dev or prod sets NODE_OPTIONS (decision 065 "Lambda bundles")', () => {
  for (const stage of ['dev', 'prod'] as const) {
    const fns = Template.fromStack(built(stage).stack).findResources('AWS::Lambda::Function');
    const app = Object.values(fns).filter((f) => f.Properties.Environment?.Variables?.STAGE === stage);
    expect(app).toHaveLength(functions.length);
    for (const f of app) expect(f.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
  }
});

test('HTTP API: every path variable is a whole segment, as API Gateway requires (decision 108)', () => {
  for (const route of decl.allRoutes)
    for (const segment of route.path.split('/'))
      if (/[{}]/.test(segment))
        expect({ path: route.path, segment, whole: /^\{\w+\+?\}$/.test(segment) }).toEqual({
          path: route.path,
          segment,
          whole: true,
        });
  // The calendar feed's address ends in `.ics` inside its one variable, not beside it.
  expect(decl.allRoutes.map((r) => r.path)).toContain('/api/calendar/feed/{file}');
});

test('HTTP API: exactly the declared routes, each a v2 Lambda proxy to its function; access logs', () => {
  const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
  const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  // Each declared route its own, but those under a function's `proxyRoutes` (decision 171).
  const apiKeyOf = (route: (typeof decl.allRoutes)[number]) => {
    const fn = decl.functions[route.fn as keyof typeof decl.functions] as FunctionDecl;
    return keyOf(
      apiRoutesOf(fn.routes ?? [], fn.proxyRoutes).find((k) => k.serves.some((r) => keyOf(r) === keyOf(route)))!,
    );
  };
  expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual([...new Set(decl.allRoutes.map(apiKeyOf))].sort());
  expect(routes.map((r) => r.Properties.RouteKey)).toContain('ANY /api/push/{proxy+}');
  expect(routes.map((r) => r.Properties.RouteKey)).not.toContain('GET /api/push/key');
  for (const route of decl.allRoutes) {
    const r = routes.find((x) => x.Properties.RouteKey === apiKeyOf(route))!;
    const integrationId: string = r.Properties.Target['Fn::Join'][1][1].Ref;
    expect(resources[integrationId].Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: getAtt(fnId(route.fn)),
    });
  }
  template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
    StageName: '$default',
    AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
  });
});

test('HTTP API: one invoke permission per function it serves, for any route of this API (decision 145)', () => {
  const apiId = idOf(stack.api.api);
  // The region is known, so the CDK writes the partition out too.
  const sourceArn = {
    'Fn::Join': [
      '',
      [`arn:aws:execute-api:${stages.dev.region}:`, { Ref: 'AWS::AccountId' }, ':', { Ref: apiId }, '/*/*'],
    ],
  };
  const permissions = Object.values(template.findResources('AWS::Lambda::Permission')).map((p) => p.Properties);
  const fromApi = permissions.filter((p) => p.Principal === 'apigateway.amazonaws.com');
  const served = [...new Set(decl.allRoutes.map((r) => r.fn))].sort();
  expect(served.length).toBeGreaterThan(1);
  for (const name of served) {
    const own = fromApi.filter((p) => JSON.stringify(p.FunctionName) === JSON.stringify(getAtt(fnId(name))));
    expect([name, own.map((p) => [p.Action, p.SourceArn])]).toEqual([name, [['lambda:InvokeFunction', sourceArn]]]);
  }
  // None for a function without routes, and none per route.
  expect(fromApi).toHaveLength(served.length);
});

test('pipe: stream → filter → enrichment → bus, with a dead-letter queue', () => {
  template.hasResourceProperties('AWS::Pipes::Pipe', {
    Source: getAtt(idOf(stack.storage.tables.events), 'StreamArn'),
    SourceParameters: {
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(decl.pipe.filterPattern) }] },
      DynamoDBStreamParameters: Match.objectLike({
        StartingPosition: 'TRIM_HORIZON',
        DeadLetterConfig: { Arn: getAtt(idOf(stack.pipe.deadLetterQueue)) },
      }),
    },
    Enrichment: getAtt(fnId(decl.pipe.enrichment)),
    Target: getAtt(idOf(stack.bus)),
    TargetParameters: { EventBridgeEventBusParameters: { Source: decl.pipe.source, DetailType: '$.type' } },
  });
});

test('one rule per declared rule on the domain bus, to its function with retries and a DLQ', () => {
  // Plus the rule of SES's bounces and complaints on the default bus and the outbox's mail rules
  // to the mail queues (all in test/infra/mail.cases.ts).
  template.resourceCountIs('AWS::Events::Rule', decl.rules.length + 1 + decl.mailRules.length);
  for (const rule of decl.rules) {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: { Ref: idOf(stack.bus) },
      EventPattern: rule.eventPattern,
      Targets: [
        Match.objectLike({
          Arn: getAtt(fnId(rule.target)),
          DeadLetterConfig: { Arn: Match.anyValue() },
          RetryPolicy: Match.anyValue(),
        }),
      ],
    });
  }
});

test('one schedule per declared schedule: daily cron in Europe/Copenhagen to the dispatcher with its job', () => {
  template.resourceCountIs('AWS::Scheduler::Schedule', decl.schedules.length);
  for (const s of decl.schedules) {
    expect(s.target).toBe('jobDispatcher');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: `cron(${s.cron.minute} ${s.cron.hour} * * ? *)`,
      ScheduleExpressionTimezone: 'Europe/Copenhagen',
      Target: Match.objectLike({ Arn: getAtt(fnId(s.target)), Input: JSON.stringify({ job: s.job }) }),
    });
    // The dispatcher can reach the job's queue: its URL in the environment, SendMessage on it.
    const env = resources[fnId(s.target)].Properties.Environment.Variables;
    expect(env[decl.queues[s.job].envVar]).toEqual({ Ref: queueId(s.job) });
    expect(allows(s.target, 'sqs:SendMessage', getAtt(queueId(s.job)))).toBe(true);
  }
});

test('the nightly backup (issue 12): 02:00 Copenhagen, zips kept 30 days, the job writes to the backups bucket', () => {
  template.hasResourceProperties('AWS::Scheduler::Schedule', {
    ScheduleExpression: 'cron(0 2 * * ? *)',
    ScheduleExpressionTimezone: 'Europe/Copenhagen',
    Target: Match.objectLike({ Input: JSON.stringify({ job: 'backup' }) }),
  });
  const rules = resources[idOf(stack.storage.buckets.backups)].Properties.LifecycleConfiguration.Rules;
  expect(rules).toEqual(expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 30, Status: 'Enabled' })]));
  expect(allows('jobBackup', 's3:PutObject', getAtt(idOf(stack.storage.buckets.backups)))).toBe(true);
});

test('job queues: encrypted, TLS only, a dead-letter queue after maxReceiveCount, visibility ≥ 6× the worker timeout', () => {
  for (const [name, q] of queues) {
    const id = queueId(name);
    const deadLetters = idOf(stack.jobQueues.deadLetterQueues[name]);
    const props = resources[id].Properties;
    expect(props.SqsManagedSseEnabled).toBe(true);
    expect(props.RedrivePolicy).toEqual({
      deadLetterTargetArn: getAtt(deadLetters),
      maxReceiveCount: q.maxReceiveCount,
    });
    expect(props.VisibilityTimeout).toBeGreaterThanOrEqual(6 * resources[fnId(q.consumer)].Properties.Timeout);
    expect(resources[deadLetters].Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
    });
    for (const queue of [id, deadLetters]) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queue }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  }
});

test('each job queue feeds its worker: batch size, bounded concurrency, partial batch failures', () => {
  template.resourceCountIs('AWS::Lambda::EventSourceMapping', queues.length);
  for (const [name, q] of queues) {
    expect(q.maxConcurrency).toBeGreaterThanOrEqual(2);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: getAtt(queueId(name)),
      FunctionName: { Ref: fnId(q.consumer) },
      BatchSize: q.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: q.maxConcurrency },
    });
    expect(allows(q.consumer, 'sqs:ReceiveMessage', getAtt(queueId(name)))).toBe(true);
    expect(allows(q.consumer, 'sqs:DeleteMessage', getAtt(queueId(name)))).toBe(true);
  }
});

test('CloudFront: SPA rewrite on the S3 behaviour only, /api/* uncached and compressed to the API, no error pages', () => {
  const config = resources[idOf(stack.web.distribution)].Properties.DistributionConfig;
  expect(config.CustomErrorResponses).toBeUndefined();
  expect(config.Logging).toBeDefined();
  expect(config.DefaultCacheBehavior).toMatchObject({
    ViewerProtocolPolicy: 'redirect-to-https',
    FunctionAssociations: [
      { EventType: 'viewer-request', FunctionARN: getAtt(idOf(stack.web.spaRewrite), 'FunctionARN') },
    ],
  });
  expect(config.CacheBehaviors).toEqual([
    expect.objectContaining({
      PathPattern: '/api/*',
      Compress: true,
      CachePolicyId: { Ref: expect.any(String) },
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']),
    }),
    expect.objectContaining({ PathPattern: '/sw.js' }),
    expect.objectContaining({ PathPattern: '/manifest.webmanifest' }),
  ]);
  expect(config.CacheBehaviors[0].FunctionAssociations).toBeUndefined();
});

test('CloudFront: the service worker and the manifest come from S3 each time with Cache-Control: no-cache and the SPA headers (decision 170)', () => {
  const config = resources[idOf(stack.web.distribution)].Properties.DistributionConfig;
  const files = config.CacheBehaviors.filter((behaviour: { PathPattern: string }) =>
    (NO_CACHE_FILES as readonly string[]).includes(behaviour.PathPattern),
  );
  expect(files.map((behaviour: { PathPattern: string }) => behaviour.PathPattern)).toEqual([...NO_CACHE_FILES]);
  for (const behaviour of files) {
    expect(behaviour).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      // The SPA's Content-Security-Policy: the worker's own fetches (the outbox's uploads) run under it.
      ResponseHeadersPolicyId: { Ref: idOf(stack.web.spaHeaders) },
      // Nothing kept at the edge: the /api/* policy (default TTL 0).
      CachePolicyId: config.CacheBehaviors[0].CachePolicyId,
      FunctionAssociations: [
        { EventType: 'viewer-response', FunctionARN: getAtt(idOf(stack.web.spaRewrite), 'FunctionARN') },
      ],
    });
  }
});

test('CloudFront compresses /api/* answers: its cache policy enables gzip and Brotli yet caches nothing the API answers (no-store, default TTL 0)', () => {
  const config = resources[idOf(stack.web.distribution)].Properties.DistributionConfig;
  const policy = resources[config.CacheBehaviors[0].CachePolicyId.Ref];
  expect(policy.Type).toBe('AWS::CloudFront::CachePolicy');
  expect(policy.Properties.CachePolicyConfig).toMatchObject({
    MinTTL: 0,
    DefaultTTL: 0,
    // Not all zero: a policy whose TTLs are all 0 cannot enable the Accept-Encoding settings, and CloudFront then does not compress.
    MaxTTL: 1,
    ParametersInCacheKeyAndForwardedToOrigin: {
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    },
  });
});

test('CloudFront: security headers on the SPA and on /api/* (strict CSP, nosniff, no framing, no referrer, HSTS)', () => {
  const common = {
    ContentTypeOptions: { Override: true },
    FrameOptions: { FrameOption: 'DENY', Override: true },
    ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
    StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
  };
  template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 2);
  const policyOf = (id: string) => resources[id].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
  const spa = policyOf(idOf(stack.web.spaHeaders));
  const api = policyOf(idOf(stack.web.apiHeaders));
  expect(spa).toMatchObject(common);
  expect(api).toMatchObject(common);
  template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
    ResponseHeadersPolicyConfig: Match.objectLike({
      SecurityHeadersConfig: Match.objectLike({
        ContentSecurityPolicy: { ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", Override: true },
      }),
    }),
  });
  // The SPA's policy lets pictures and uploads reach S3 in the stack's region, nothing else.
  const csp = JSON.stringify(spa.ContentSecurityPolicy.ContentSecurityPolicy);
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.s3\.(eu-[a-z]+-\d|",\{"Ref":"AWS::Region"\},")/);
  expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.s3\./);

  const config = resources[idOf(stack.web.distribution)].Properties.DistributionConfig;
  expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: idOf(stack.web.spaHeaders) });
  expect(config.CacheBehaviors[0].ResponseHeadersPolicyId).toEqual({ Ref: idOf(stack.web.apiHeaders) });
});

test('SES identity for the stage sender (its domain: test/infra/mail.cases.ts), token secret, outputs', () => {
  expect(stages.dev.mailFromAddress.endsWith(`@${stages.dev.mailDomain}`)).toBe(true);
  template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: stages.dev.mailDomain });
  // The token-signing key, the origin secret (decision 085 "A closed edge") and the VAPID key pair (decision 171).
  template.resourceCountIs('AWS::SecretsManager::Secret', 3);
  expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['AppUrl', 'ApiUrl', 'EventBusName']));
});

test("the main stack stays inside CloudFormation's 500 resources per stack, with room for growth", () => {
  // A stack over 500 resources fails to deploy at all (docs/deploy.md "Resources").
  const count = Object.keys(resources).length;
  expect(count).toBeLessThanOrEqual(480);
});
