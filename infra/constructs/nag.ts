import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Helpers to acknowledge cdk-nag 3 findings with `Validations.of(scope).acknowledge`.
 *
 * cdk-nag 3 matches acknowledgements by exact id: a rule (`AwsSolutions-L1`) or one finding of a
 * rule (`AwsSolutions-IAM5[Resource::<EventsTable1234.Arn>/index/*]`). An acknowledgement on a
 * construct covers the CloudFormation resources below it, so they are placed on the narrowest
 * construct that holds the finding.
 */

/** Acknowledges AwsSolutions rules on `scope`: `{ L1: 'why' }` acknowledges `AwsSolutions-L1`. */
export function acknowledge(scope: IConstruct, findings: Record<string, string>): void {
  Validations.of(scope).acknowledge(
    ...Object.entries(findings).map(([id, reason]) => ({ id: `AwsSolutions-${id}`, reason })),
  );
}

/** `AwsSolutions-IAM5` findings on `scope`, one per wildcard action or resource. */
export function acknowledgeWildcards(scope: IConstruct, wildcards: string[], reason: string): void {
  acknowledge(scope, Object.fromEntries(wildcards.map((w) => [`IAM5[${w}]`, reason])));
}

/**
 * How cdk-nag prints `Fn::GetAtt [<resource>, Arn]` in an IAM5 finding: `<LogicalId.Arn>`.
 * `resource` is an L2 construct (its default child is used) or an L1 element.
 */
export function arnOf(resource: IConstruct): string {
  const element = CfnElement.isCfnElement(resource) ? resource : resource.node.defaultChild;
  if (!element || !CfnElement.isCfnElement(element)) {
    throw new Error(`${resource.node.path} has no CloudFormation resource to name`);
  }
  return `<${Stack.of(element).getLogicalId(element)}.Arn>`;
}
