import { readFileSync } from 'node:fs';
import { App, Validations, type CfnElement, type Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack, edgeStackName } from '../../infra/edge-stack';
import { ReplicaStack, replicaStackName } from '../../infra/replica-stack';
import { ServicebogenStack } from '../../infra/stack';
import { stackName, stages, type StageConfig, type StageName } from '../../infra/stages';

/** cdk.json's context (the stage list and the CDK feature flags), as the CDK CLI hands it to infra/app.ts. */
export const cdkContext: Record<string, unknown> = JSON.parse(readFileSync('cdk.json', 'utf8')).context;

/**
 * The app as infra/app.ts builds it (main, edge and, where the stage has one, replica stack), with cdk.json's feature flags (same stack, same cdk-nag plugin), without bundling: esbuild
 * is not what these tests are about, and skipping it keeps a build under a second.
 */
export function build(stage: StageName, overrides: Partial<StageConfig> = {}) {
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
  const config = { ...stages[stage], ...overrides };
  const edge = new EdgeStack(app, edgeStackName(stage), { stage: config, crossRegionReferences: true });
  const stack = new ServicebogenStack(app, stackName(stage), {
    stage: config,
    repoRoot: process.cwd(),
    env: { region: config.region },
    webAclArn: edge.webAcl.arn,
    crossRegionReferences: true,
  });
  const replica = config.backupReplicaRegion
    ? new ReplicaStack(app, replicaStackName(stage), { stage: config })
    : undefined;
  if (replica) stack.addStackDependency(replica);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, edge, replica };
}

const shared = new Map<StageName, ReturnType<typeof build>>();

/**
 * The stage's app built once and shared by every case of test/infra/synthesized.test.ts (decision 151
 * "CI synthesizes once"): the first `Template.fromStack` synthesizes it, later ones read the same
 * assembly. Read it, never add to it: a case that changes the app or the stage settings calls `build()`.
 */
export function built(stage: StageName): ReturnType<typeof build> {
  let app = shared.get(stage);
  if (!app) shared.set(stage, (app = build(stage)));
  return app;
}

/**
 * The statements of a role's inline policies (its `Policies`), as synthesized into `resources`
 * (a template's `Resources`). A function's grants are there, not in a separate `AWS::IAM::Policy`
 * (decision 145).
 */
export function inlineStatementsOf<S>(
  stack: Stack,
  resources: Record<string, { Properties?: { Policies?: { PolicyDocument: { Statement: unknown[] } }[] } }>,
  role: IConstruct,
): S[] {
  const id = stack.getLogicalId(role.node.defaultChild as CfnElement);
  return (resources[id].Properties?.Policies ?? []).flatMap((p) => p.PolicyDocument.Statement as S[]);
}
