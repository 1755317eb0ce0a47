import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack, edgeStackName } from './edge-stack';
import { ReplicaStack, replicaStackName } from './replica-stack';
import { ServicebogenStack } from './stack';
import { stackName, stageFromContext } from './stages';

/**
 * The CDK app: `npx cdk synth -c stage=dev` (or `prod`) builds the stacks of that stage: the main
 * stack, its edge stack in us-east-1 and, in prod, the backups' replica stack.
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

// Prod's backups are copied to a bucket in a second region (decision 146). The main stack names that
// bucket by its fixed name, not by a reference, so the order is set here: the replica stack first.
const replica = stage.backupReplicaRegion
  ? new ReplicaStack(app, replicaStackName(stage.name), {
      stage,
      description: `Servicebogen ${stage.name}: the replica of the backups (${stage.backupReplicaRegion})`,
      env: { account: process.env.CDK_DEFAULT_ACCOUNT },
      terminationProtection: stage.name === 'prod',
    })
  : undefined;

const main = new ServicebogenStack(app, stackName(stage.name), {
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
if (replica) main.addStackDependency(replica, 'S3 replication needs its destination bucket to exist');

// cdk-nag 3 is a validation plugin: unacknowledged findings fail the synth (the v2 Aspects form
// crashes with this aws-cdk-lib).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
