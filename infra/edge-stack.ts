import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { WebAcl } from './constructs/web-acl';
import type { StageConfig } from './stages';

/** CloudFront reads web ACLs (like certificates) only from us-east-1. */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  readonly stage: StageConfig;
}

/**
 * The small us-east-1 stack of a stage (`Servicebogen-<stage>-edge`): the CloudFront web ACL. The
 * stage's main stack takes its ARN through a cross-region reference (`crossRegionReferences`), so
 * one `cdk deploy --all` deploys both in order (decision 085 "A closed edge").
 */
export class EdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    this.webAcl = new WebAcl(this, 'WebAcl', { stage: props.stage });
  }
}

/** `Servicebogen-<stage>-edge`. */
export const edgeStackName = (stage: string) => `Servicebogen-${stage}-edge`;
