import * as path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableGrants, type KeyScope } from '../bindings';
import { bundling } from '../bundling';
import { acknowledge, acknowledgeWildcards, arnOf } from './nag';

export type Access = 'read' | 'readWrite';

export interface AppFunctionProps {
  /** Repository root; `entry` is relative to it, and its `package-lock.json` pins the bundle. */
  readonly repoRoot: string;
  /** Entry module relative to `repoRoot` (e.g. `functions/api/user.ts`); it exports `handler`. */
  readonly entry: string;
  /** Shown in the console; taken from the declaration. */
  readonly description: string;
  /** @default 10 seconds: API calls must answer well within API Gateway's 30 s limit. */
  readonly timeout?: Duration;
  /** @default 512 MB: on Lambda, memory buys CPU, and scrypt password hashing needs some. */
  readonly memorySize?: number;
  /** Variables every function of the stage gets (`stageEnvironment` in `infra/bindings.ts`). */
  readonly environment?: Record<string, string>;
  /** Reserved concurrency (decision 083): also the most instances at a time. @default none */
  readonly reservedConcurrentExecutions?: number;
  /** Retention of the function's own log group. */
  readonly logRetention: RetentionDays;
  /** What happens to the log group when the stack is deleted. */
  readonly removalPolicy: RemovalPolicy;
}

/**
 * A role whose statements are an inline policy of the role itself (its `Policies` property),
 * not the separate `AWS::IAM::Policy` (`DefaultPolicy`) that `iam.Role` creates for them: one
 * resource less per function (decision 145). Every grant reaches a role through
 * `addToPrincipalPolicy` (the `bind*` methods, `grantWrite`/`grantRead`/`grantSendMessages`,
 * Lambda's X-Ray statement, its event sources and async-invoke destination), so every one lands
 * here. IAM limits both the same way: a `DefaultPolicy` is an inline policy of the role too.
 */
class InlinePolicyRole extends iam.Role {
  /** The role's one inline policy, rendered when the stack is synthesized. */
  private readonly statements: iam.PolicyDocument;

  constructor(scope: Construct, id: string, props: iam.RoleProps) {
    const statements = new iam.PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, Function: statements } });
    this.statements = statements;
  }

  override addToPrincipalPolicy(statement: iam.PolicyStatement): iam.AddToPrincipalPolicyResult {
    this.statements.addStatements(statement);
    // The statement is part of the role: whatever must wait for it waits for the role.
    return { statementAdded: true, policyDependable: this };
  }
}

/**
 * The one Lambda function shape of Servicebogen: Node.js 22 on arm64, bundled by the local esbuild
 * to one ESM file, with its own log group and a role that starts with nothing but write access to
 * that log group. Each `bind*` method grants exactly one resource and sets the environment
 * variable the handler reads it from, so a grant can never be forgotten for a variable (or the
 * reverse).
 */
export class AppFunction extends Construct implements iam.IGrantable {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly grantPrincipal: iam.IPrincipal;
  private asyncFailures?: IQueue;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    // Own role instead of the default one: the default attaches the managed
    // AWSLambdaBasicExecutionRole (logs:* on every log group); this one writes to one group.
    this.role = new InlinePolicyRole(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    });
    logGroup.grantWrite(this.role);
    this.grantPrincipal = this.role;

    this.fn = new NodejsFunction(this, 'Function', {
      entry: path.join(props.repoRoot, props.entry),
      handler: 'handler',
      projectRoot: props.repoRoot,
      depsLockFilePath: path.join(props.repoRoot, 'package-lock.json'),
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      // X-Ray active tracing (decision 082): Lambda samples requests and records each
      // invocation's segment; the role gets xray:PutTraceSegments/PutTelemetryRecords.
      tracing: Tracing.ACTIVE,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      environment: { ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: bundling.target,
        mainFields: [...bundling.mainFields],
        banner: bundling.banner,
        minify: bundling.minify,
        sourceMap: bundling.sourceMap,
        bundleAwsSDK: bundling.bundleAwsSDK,
        esbuildArgs: Object.fromEntries(Object.entries(bundling.alias).map(([from, to]) => [`--alias:${from}`, to])),
      },
    });
    acknowledgeWildcards(
      this.role,
      ['Resource::*'],
      'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource type in IAM, ' +
        'so they take "*"; nothing else does.',
    );
    acknowledge(this.fn, {
      L1:
        'nodejs22.x on purpose: the pinned dependencies (middy 6.4, jose 6) and the test suite ' +
        'run on Node 20-22; Node 24 comes with the next dependency upgrade.',
    });
  }

  /**
   * Sets `envVar` to the table's name and grants the item actions of `access`: Get, BatchGet and
   * Query to read, Put, Update, Delete and BatchWrite to write, Scan only with `scans` (the replay). With `keys` (a table
   * with key areas, decision 086) one statement per area instead, each its own actions on keys
   * with the area's prefixes only (`dynamodb:LeadingKeys`).
   */
  bindTable(
    table: ITable,
    envVar: string,
    access: Access,
    hasIndexes: boolean,
    keys?: readonly KeyScope[],
    scans = false,
  ): this {
    const resources = [table.tableArn, ...(hasIndexes ? [`${table.tableArn}/index/*`] : [])];
    // A Scan carries no leading key, so no key scope can limit it: only a function declared to scan gets it.
    for (const grant of tableGrants({ access, keys, scans }))
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...grant.actions],
          resources,
          ...(grant.prefixes
            ? {
                conditions: {
                  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.prefixes] },
                  // ForAllValues holds for a request without keys; every item action has them.
                  Null: { 'dynamodb:LeadingKeys': 'false' },
                },
              }
            : {}),
        }),
      );
    this.fn.addEnvironment(envVar, table.tableName);
    if (hasIndexes) {
      acknowledgeWildcards(
        this.role,
        [`Resource::${arnOf(table)}/index/*`],
        `Queries on the secondary indexes of the ${envVar} table; the wildcard stays inside that one table.`,
      );
    }
    return this;
  }

  /**
   * Sets `envVar` to the bucket's name and grants reading objects (Get, which HeadObject and
   * presigned downloads need, and listing) or also writing them (Put, which presigned uploads and
   * multipart uploads need, and aborting a multipart upload). Never a delete: no function deletes
   * an object, so none can remove a backup or a file's versions (decision 086). `putPrefixes`:
   * besides, PutObject under those prefixes only (decision 175). `waitingPrefixes`: `access` under
   * those prefixes only, where anonymous uploads wait, and elsewhere in the bucket PutObject only
   * as a copy of an object under them (the company's file made of an upload; decision 174). Listing
   * stays on the whole bucket: without it S3 answers a missing object's HeadObject 403, not 404.
   */
  bindBucket(
    bucket: IBucket,
    envVar: string,
    access: Access,
    prefixes: { putPrefixes?: readonly string[]; waitingPrefixes?: readonly string[] } = {},
  ): this {
    const putPrefixes = prefixes.putPrefixes ?? [];
    const waiting = prefixes.waitingPrefixes ?? [];
    const writes = access === 'readWrite' ? ['s3:PutObject', 's3:AbortMultipartUpload'] : [];
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    );
    this.fn.addEnvironment(envVar, bucket.bucketName);
    if (waiting.length > 0) {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:GetObject', ...writes],
          resources: waiting.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
        }),
      );
      acknowledgeWildcards(
        this.role,
        waiting.map((prefix) => `Resource::${arnOf(bucket)}/${prefix}*`),
        `Object ${access === 'readWrite' ? 'reads and writes (no deletes)' : 'reads'} under ${waiting.join(', ')} of the ${envVar} bucket only, where anonymous uploads wait.`,
      );
      if (access === 'readWrite') {
        this.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ['s3:PutObject'],
            resources: [bucket.arnForObjects('*')],
            conditions: {
              StringLike: { 's3:x-amz-copy-source': waiting.map((prefix) => `${bucket.bucketName}/${prefix}*`) },
            },
          }),
        );
        acknowledgeWildcards(
          this.role,
          [`Resource::${arnOf(bucket)}/*`],
          `Only copies of an object under ${waiting.join(', ')} (s3:x-amz-copy-source): an upload becomes the company's file.`,
        );
      }
      return this;
    }
    const objects = bucket.arnForObjects('*');
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject', ...writes], resources: [objects] }),
    );
    acknowledgeWildcards(
      this.role,
      [`Resource::${arnOf(bucket)}/*`],
      `Object ${access === 'readWrite' ? 'reads and writes (no deletes)' : 'reads'} in the ${envVar} bucket only.`,
    );
    if (putPrefixes.length > 0 && access !== 'readWrite') {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:PutObject'],
          resources: putPrefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
        }),
      );
      acknowledgeWildcards(
        this.role,
        putPrefixes.map((prefix) => `Resource::${arnOf(bucket)}/${prefix}*`),
        `Object writes (no deletes) under ${putPrefixes.join(', ')} of the ${envVar} bucket only.`,
      );
    }
    return this;
  }

  /** Sets `envVar` to the secret's ARN and grants reading its value. */
  bindSecret(secret: ISecret, envVar: string): this {
    secret.grantRead(this.role);
    this.fn.addEnvironment(envVar, secret.secretArn);
    return this;
  }

  /** Sets `envVar` to the queue's URL and grants sending messages to it (and nothing else). */
  bindQueue(queue: IQueue, envVar: string): this {
    queue.grantSendMessages(this.role);
    this.fn.addEnvironment(envVar, queue.queueUrl);
    return this;
  }

  /**
   * Sends events whose asynchronous invocation (EventBridge rules, Scheduler) still fails after
   * Lambda's two retries to `queue`, instead of dropping them. Set once per function.
   */
  sendAsyncFailuresTo(queue: IQueue): this {
    if (this.asyncFailures === queue) return this;
    // Lambda keeps one async-invoke configuration per function: a second queue would replace it.
    if (this.asyncFailures) throw new Error(`${this.node.path} already sends failures elsewhere`);
    this.asyncFailures = queue;
    this.fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(queue) });
    return this;
  }
}
