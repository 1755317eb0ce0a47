import { Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketDecl, BucketName, KeyAttribute, TableDecl, TableName } from '../declaration-types';
import type { StageConfig, StageName } from '../stages';
import { acknowledge, acknowledgeWildcards, arnOf } from './nag';

export interface StorageProps {
  /** The stage: removal policy and log expiry. */
  readonly stage: StageConfig;
  /** `tables` of `infra/declaration.ts`. */
  readonly tables: Record<TableName, TableDecl>;
  /** `buckets` of `infra/declaration.ts`. */
  readonly buckets: Record<BucketName, BucketDecl>;
}

const key = (k: KeyAttribute): dynamodb.Attribute => ({
  name: k.name,
  type: k.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
});

/**
 * A declared bucket's lifecycle: old versions expire (after a day where objects expire anyway,
 * else 30 days), and objects after `expireAfterDays`. The replica of a bucket keeps the same.
 */
export function lifecycleOf(decl: BucketDecl): s3.LifecycleRule[] {
  const expiry = decl.expireAfterDays;
  return [
    // Versioning keeps overwritten and deleted objects recoverable for a while, not forever.
    {
      noncurrentVersionExpiration: Duration.days(expiry ? 1 : 30),
      abortIncompleteMultipartUploadAfter: Duration.days(1),
    },
    ...(expiry ? [{ expiration: Duration.days(expiry) }] : []),
    ...(decl.expirePrefixes ?? []).map(({ prefix, days }) => ({ prefix, expiration: Duration.days(days) })),
  ];
}

/**
 * The name of the bucket in the stage's `backupReplicaRegion` that bucket `name` is replicated to
 * (`infra/replica-stack.ts`). Fixed, so the two stacks agree on it without a cross-region
 * reference (decision 146); the account makes it unique, as S3 bucket names must be.
 */
export const replicaBucketName = (stage: StageName, name: BucketName, account: string) =>
  `servicebogen-${stage}-${name.toLowerCase()}-replica-${account}`;

/**
 * The DynamoDB tables and S3 buckets of the declaration, plus the bucket their access logs (and
 * CloudFront's) go to. Nothing here is specific to one table or bucket: every setting comes from
 * the declaration or the stage.
 */
export class Storage extends Construct {
  readonly tables = {} as Record<TableName, dynamodb.Table>;
  readonly buckets = {} as Record<BucketName, s3.Bucket>;
  /** Receives S3 server access logs and CloudFront standard logs. */
  readonly logBucket: s3.Bucket;
  /** The role S3 replicates each `replicated` bucket with (only in a stage with a replica region). */
  readonly replicationRoles = {} as Partial<Record<BucketName, iam.Role>>;
  private readonly props: StorageProps;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.props = props;
    const { stage } = props;
    const destroy = stage.removalPolicy === RemovalPolicy.DESTROY;

    for (const [name, decl] of Object.entries(props.tables) as [TableName, TableDecl][]) {
      const table = new dynamodb.Table(this, `${name}Table`, {
        partitionKey: key(decl.partitionKey),
        sortKey: key(decl.sortKey),
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: decl.pointInTimeRecovery },
        timeToLiveAttribute: decl.timeToLiveAttribute,
        // NEW_IMAGE is all the pipe needs: a commit item is written once and never changed.
        stream: decl.stream ? dynamodb.StreamViewType.NEW_IMAGE : undefined,
        removalPolicy: stage.removalPolicy,
        deletionProtection: !destroy,
      });
      for (const index of decl.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: key(index.partitionKey),
          sortKey: key(index.sortKey),
          projectionType: dynamodb.ProjectionType.ALL,
        });
      }
      if (!decl.pointInTimeRecovery) {
        acknowledge(table, { DDB3: `The declaration turns PITR off for ${name}: its rows can be rebuilt.` });
      }
      this.tables[name] = table;
    }

    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      ...this.secureBucketDefaults(),
      // CloudFront standard logging writes with an ACL grant, so ACLs must stay enabled here.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(stage.accessLogExpiryDays) }],
    });
    // No access logs of its own (that would loop); cdk-nag's S1 accepts a bucket that is the
    // log destination of the others.

    for (const [name, decl] of Object.entries(props.buckets) as [BucketName, BucketDecl][]) {
      const replicaRegion = decl.replicated ? stage.backupReplicaRegion : undefined;
      const replication = replicaRegion ? this.replicationTo(name, replicaRegion) : undefined;
      const bucket = new s3.Bucket(this, `${name}Bucket`, {
        ...this.secureBucketDefaults(),
        versioned: true,
        serverAccessLogsBucket: this.logBucket,
        serverAccessLogsPrefix: `s3/${name}/`,
        lifecycleRules: lifecycleOf(decl),
        ...(replication && {
          replicationRole: replication.role,
          replicationRules: [
            {
              destination: replication.replica,
              priority: 1,
              // A deletion here (by hand or by malware) must not reach the copy; the lifecycle
              // expiry's delete markers are never replicated anyway.
              deleteMarkerReplication: false,
            },
          ],
        }),
      });
      if (replication) this.allowReplication(bucket, replication.role, replication.replica);
      this.buckets[name] = bucket;
    }
  }

  /**
   * The replica of bucket `name` (by its fixed name) and the role S3 replicates with; its rights
   * follow once the source bucket exists (`allowReplication`).
   */
  private replicationTo(name: BucketName, region: string): { role: iam.Role; replica: s3.IBucket } {
    const { account } = Stack.of(this);
    const replica = s3.Bucket.fromBucketAttributes(this, `${name}Replica`, {
      bucketName: replicaBucketName(this.props.stage.name, name, account),
      region,
      account,
    });
    const role = new iam.Role(this, `${name}ReplicationRole`, {
      assumedBy: new iam.ServicePrincipal('s3.amazonaws.com'),
      description: `S3 replication of the ${name} bucket to its replica in ${region}`,
    });
    this.replicationRoles[name] = role;
    return { role, replica };
  }

  /**
   * Exactly what S3 replication needs (AWS's "Setting up permissions for live replication"): the
   * source's replication configuration and listing, its object versions (with ACL and tags) to
   * copy, and to write those and their tags into the replica. No `s3:ReplicateDelete` (deletions
   * are not replicated), no `s3:ObjectOwnerOverrideToBucketOwner` (one account), nothing that deletes.
   */
  private allowReplication(source: s3.Bucket, role: iam.Role, replica: s3.IBucket): void {
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetReplicationConfiguration', 's3:ListBucket'],
        resources: [source.bucketArn],
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObjectVersionForReplication', 's3:GetObjectVersionAcl', 's3:GetObjectVersionTagging'],
        resources: [source.arnForObjects('*')],
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ReplicateObject', 's3:ReplicateTags'],
        resources: [replica.arnForObjects('*')],
      }),
    );
    // cdk-nag prints the replica's ARN with the account as `<AWS::AccountId>` when it is a token.
    const { account } = Stack.of(this);
    const replicaArn = `arn:aws:s3:::${replica.bucketName.replace(account, Token.isUnresolved(account) ? '<AWS::AccountId>' : account)}`;
    acknowledgeWildcards(
      role,
      [`Resource::${arnOf(source)}/*`, `Resource::${replicaArn}/*`],
      'Replication copies every object version of this one bucket into its one replica: the wildcards stay inside them.',
    );
  }

  /**
   * Lets browsers on `origin` PUT (presigned upload) and GET objects of every bucket declared with
   * `browserUploads`. Called once the app's origin (CloudFront or the custom domain) is known.
   */
  allowBrowserUploadsFrom(origin: string): void {
    for (const [name, decl] of Object.entries(this.props.buckets) as [BucketName, BucketDecl][]) {
      if (!decl.browserUploads) continue;
      this.buckets[name].addCorsRule({
        allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET],
        allowedOrigins: [origin],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      });
    }
  }

  /** Private, encrypted, TLS 1.2+ only; emptied and deleted with a dev stack, kept in prod. */
  private secureBucketDefaults(): s3.BucketProps {
    const destroy = this.props.stage.removalPolicy === RemovalPolicy.DESTROY;
    return {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: this.props.stage.removalPolicy,
      autoDeleteObjects: destroy,
    };
  }
}
