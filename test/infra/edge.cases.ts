import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import * as decl from '../../infra/declaration';
import type { FunctionDecl } from '../../infra/declaration-types';
import { EDGE_REGION } from '../../infra/edge-stack';
import { CLIENT_KEY_HEADER, MANAGED_RULE_GROUPS } from '../../infra/constructs/web-acl';
import { ORIGIN_HEADER, ORIGIN_SECRET_ENV } from '../../functions/http/origin';
import { MAX_BODY_BYTES } from '../../functions/http/api';
import { stages } from '../../infra/stages';
import { built, inlineStatementsOf } from './build';

/** Decision 085 "A closed edge": the web ACL in us-east-1, attached to CloudFront, and the origin secret. */

const { stack, edge } = built('prod');
const template = Template.fromStack(stack);
const edgeTemplate = Template.fromStack(edge);
const { Resources: resources } = template.toJSON();
const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
type Rule = { Name: string; Priority: number; Statement: Record<string, Record<string, unknown>> } & Record<
  string,
  unknown
>;
const acl = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0]?.Properties as {
  Scope: string;
  DefaultAction: unknown;
  Rules: Rule[];
};
const rule = (name: string) => acl.Rules.find((r) => r.Name === name)!;

test('the web ACL lives in us-east-1, scope CLOUDFRONT, allowing by default', () => {
  expect(edge.region).toBe(EDGE_REGION);
  edgeTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
  expect(acl.Scope).toBe('CLOUDFRONT');
  expect(acl.DefaultAction).toEqual({ Allow: {} });
  expect(new Set(acl.Rules.map((r) => r.Priority)).size).toBe(acl.Rules.length);
});

test('a per-IP rate rule blocks on every path', () => {
  const r = rule('RatePerIp');
  expect(r.Action).toEqual({ Block: {} });
  expect(r.Statement.RateBasedStatement).toEqual({
    Limit: stages.prod.edgeRateLimits.perIp,
    EvaluationWindowSec: 300,
    AggregateKeyType: 'IP',
  });
});

test('a per-client rate rule on /api/* counts by the Authorization header', () => {
  const r = rule('RatePerClient');
  expect(r.Action).toEqual({ Block: {} });
  expect(r.Statement.RateBasedStatement).toMatchObject({
    Limit: stages.prod.edgeRateLimits.perClient,
    AggregateKeyType: 'CUSTOM_KEYS',
    CustomKeys: [{ Header: { Name: CLIENT_KEY_HEADER, TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
    ScopeDownStatement: {
      ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' },
    },
  });
});

test('the AWS managed rule groups: IP reputation, common (body size only counted), known bad inputs', () => {
  expect(MANAGED_RULE_GROUPS.map((g) => g.name)).toEqual([
    'AWSManagedRulesAmazonIpReputationList',
    'AWSManagedRulesCommonRuleSet',
    'AWSManagedRulesKnownBadInputsRuleSet',
  ]);
  for (const { name } of MANAGED_RULE_GROUPS) {
    const r = rule(name);
    expect(r.OverrideAction).toEqual({ None: {} });
    expect(r.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: name });
  }
  // The API takes JSON bodies up to 1 MB; the common set's 8 KB body limit would block them.
  expect(MAX_BODY_BYTES).toBeGreaterThan(8 * 1024);
  expect(rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
    { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
  ]);
  for (const name of ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet']) {
    expect(rule(name).Statement.ManagedRuleGroupStatement.RuleActionOverrides).toBeUndefined();
  }
});

test('the distribution carries the edge stack’s ACL (a cross-region reference)', () => {
  const dist = resources[idOf(stack.web.distribution)].Properties.DistributionConfig;
  expect(dist.WebACLId).toBeDefined();
  expect(JSON.stringify(dist.WebACLId)).toMatch(/WebAcl/);
});

test('CloudFront sends the origin secret to the API origin, resolved at deploy, never in the template', () => {
  const dist = resources[idOf(stack.web.distribution)].Properties.DistributionConfig;
  const secretId = idOf(stack.originSecret);
  const apiOrigin = dist.Origins.find((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);
  expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
  const header = apiOrigin.OriginCustomHeaders[0];
  expect(header.HeaderName).toBe(ORIGIN_HEADER);
  expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
  expect(JSON.stringify(header.HeaderValue)).toContain(secretId);
  // The S3 origin gets no such header.
  const s3Origin = dist.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
  expect(s3Origin.OriginCustomHeaders).toBeUndefined();
  template.hasResourceProperties('AWS::SecretsManager::Secret', {
    Description: Match.stringLikeRegexp('x-origin-verify'),
    GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
  });
});

test('every function with routes (and only those) reads the origin secret; nothing else may', () => {
  const secretId = idOf(stack.originSecret);
  for (const [name, f] of Object.entries(decl.functions as Record<string, FunctionDecl>)) {
    const fn = stack.functions[name];
    const env = resources[idOf(fn.fn)].Properties.Environment.Variables;
    const serves = (f.routes ?? []).length > 0;
    expect([name, ORIGIN_SECRET_ENV in env]).toEqual([name, serves]);
    if (serves) expect(env[ORIGIN_SECRET_ENV]).toEqual({ Ref: secretId });
    const reads = inlineStatementsOf<{ Action: string | string[]; Resource: unknown }>(stack, resources, fn.role).some(
      (s) =>
        [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secretId),
    );
    expect([name, reads]).toEqual([name, serves]);
  }
});
