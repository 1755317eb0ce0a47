import type { App, CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { spaRewriteSource } from '../../infra/constructs/web-distribution';
import { stageFromContext } from '../../infra/stages';
import { build, built } from './build';

/** cdk-nag, the stage settings and the CloudFront function: what the template alone cannot show. */

describe('cdk-nag (AwsSolutions)', () => {
  const unacknowledged = (a: App) =>
    new AwsSolutionsChecks()
      .validateScope(a)
      .violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath)}`);

  test.each(['dev', 'prod'] as const)('%s: no unacknowledged finding, and the synth passes', (stage) => {
    const shared = built(stage);
    expect(unacknowledged(shared.app)).toEqual([]);
    expect(() => shared.app.synth({ force: true })).not.toThrow();
  });

  test('with a certificate: custom domain, TLSv1.2_2021, links to the domain, still clean', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    const { app, stack } = build('prod', { certificateArn });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['servicebogen.dk'],
        ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021' },
      },
    });
    const fn = stack.functions.apiUser.fn.node.defaultChild as CfnElement;
    const env = template.toJSON().Resources[stack.getLogicalId(fn)].Properties.Environment.Variables;
    expect(env.APP_BASE_URL).toBe('https://servicebogen.dk');
    expect(unacknowledged(app)).toEqual([]);
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
  expect(stageFromContext(ctx({ stage: 'prod' })).name).toBe('prod');
  expect(stageFromContext(ctx({ stage: 'dev', certificateArn: 'arn:x' })).certificateArn).toBe('arn:x');
});

test('the SPA rewrite serves index.html for routes and leaves files alone', () => {
  const handler = new Function(`${spaRewriteSource}; return handler;`)() as (e: unknown) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;
  expect(rewrite('/')).toBe('/index.html');
  expect(rewrite('/virksomhed/42/opgaver')).toBe('/index.html');
  expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
  expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
});

test('the same function says no-cache on the answers it is given (the service worker and the manifest, decision 170)', () => {
  const handler = new Function(`${spaRewriteSource}; return handler;`)() as (e: unknown) => {
    headers: Record<string, { value: string }>;
  };
  const answer = handler({
    request: { uri: '/sw.js' },
    response: { statusCode: 200, headers: { 'content-type': { value: 'text/javascript' } } },
  });
  expect(answer.headers).toEqual({
    'content-type': { value: 'text/javascript' },
    'cache-control': { value: 'no-cache' },
  });
});
