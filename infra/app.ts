import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack, edgeStackName } from './edge-stack';
import { ServicebogenStack } from './stack';
import { stackName, stageFromContext } from './stages';

/**
 * The CDK app: `npx cdk synth -c stage=dev` (or `prod`) builds the one stack of that stage.
 * Run from the repository root (cdk.json runs `npx tsx infra/app.ts` there), which is where
 * function entries and package-lock.json are found.
 */
const app = new App();
const stage = stageFromContext((key) => app.node.tryGetContext(key));

// The CloudFront web ACL must live in us-east-1: a small stack there, referenced across regions.
const edge = new EdgeStack(app, edgeStackName(stage.name), {
  stage,
  description: `Servicebogen ${stage.name}: the CloudFront web ACL (us-east-1)`,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT },
  crossRegionReferences: true,
  terminationProtection: stage.name === 'prod',
});

new ServicebogenStack(app, stackName(stage.name), {
  stage,
  webAclArn: edge.webAcl.arn,
  crossRegionReferences: true,
  repoRoot: process.cwd(),
  description: `Servicebogen ${stage.name}: web app, API, event store, projections and jobs`,
  // No account here: the stack stays environment-agnostic in the account, so it synthesizes
  // without credentials; the region is fixed by the stage.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: stage.region },
  terminationProtection: stage.name === 'prod',
});

// cdk-nag 3 is a validation plugin: unacknowledged findings fail the synth (the v2 Aspects form
// crashes with this aws-cdk-lib).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
