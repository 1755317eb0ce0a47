import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { StageConfig } from '../stages';

/** The header the per-client rule counts by: the session token a signed-in browser sends with every API call. */
export const CLIENT_KEY_HEADER = 'authorization';

/**
 * AWS managed rule groups of the ACL, in priority order after the two rate rules. The common rule
 * set's `SizeRestrictions_BODY` blocks bodies over 8 KB, but the API takes JSON bodies up to 1 MB
 * (`MAX_BODY_BYTES` in functions/http/api.ts, which answers 413 beyond that): it only counts here.
 * Files never pass CloudFront (browsers PUT them to S3 through presigned URLs).
 */
export const MANAGED_RULE_GROUPS: readonly { name: string; countOnly: readonly string[] }[] = [
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: [] },
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
];

export interface WebAclProps {
  /** The stage: its name and its rate limits. */
  readonly stage: StageConfig;
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The web ACL in front of CloudFront (decision 085 "A closed edge"): a per-IP rate rule on every
 * request, a per-client rate rule on `/api/*` keyed on the Authorization header (one signed-in
 * session cannot spend the stage-wide API throttle of everyone else, even from many addresses),
 * and AWS's managed IP reputation, common and known-bad-inputs rule groups. Scope CLOUDFRONT: it
 * must be created in us-east-1 (`infra/edge-stack.ts`).
 */
export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const { stage } = props;
    const prefix = `Servicebogen-${stage.name}`;
    const rules: wafv2.CfnWebACL.RuleProperty[] = [
      {
        name: 'RatePerIp',
        priority: 0,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: stage.edgeRateLimits.perIp,
            evaluationWindowSec: 300,
            aggregateKeyType: 'IP',
          },
        },
        visibilityConfig: visibility(`${prefix}-RatePerIp`),
      },
      {
        name: 'RatePerClient',
        priority: 1,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: stage.edgeRateLimits.perClient,
            evaluationWindowSec: 300,
            // A request without the header is not counted here; the per-IP rule still counts it.
            aggregateKeyType: 'CUSTOM_KEYS',
            customKeys: [{ header: { name: CLIENT_KEY_HEADER, textTransformations: [{ priority: 0, type: 'NONE' }] } }],
            scopeDownStatement: {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: '/api/',
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          },
        },
        visibilityConfig: visibility(`${prefix}-RatePerClient`),
      },
      ...MANAGED_RULE_GROUPS.map(({ name, countOnly }, i): wafv2.CfnWebACL.RuleProperty => ({
        name,
        priority: 10 + i,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name,
            ruleActionOverrides: countOnly.length
              ? countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
              : undefined,
          },
        },
        visibilityConfig: visibility(`${prefix}-${name}`),
      })),
    ];
    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      name: `${prefix}-edge`,
      description: `Servicebogen ${stage.name}: rate limits and AWS managed rules in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${prefix}-edge`),
      rules,
    });
  }

  get arn(): string {
    return this.acl.attrArn;
  }
}
