import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketDecl, BucketName, KeyAttribute, TableDecl, TableName } from '../declaration-types';
import type { StageConfig } from '../stages';
import { acknowledge } from './nag';

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
 * The DynamoDB tables and S3 buckets of the declaration, plus the bucket their access logs (and
 * CloudFront's) go to. Nothing here is specific to one table or bucket: every setting comes from
 * the declaration or the stage.
 */
export class Storage extends Construct {
  readonly tables = {} as Record<TableName, dynamodb.Table>;
  readonly buckets = {} as Record<BucketName, s3.Bucket>;
  /** Receives S3 server access logs and CloudFront standard logs. */
  readonly logBucket: s3.Bucket;
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
      const expiry = decl.expireAfterDays;
      this.buckets[name] = new s3.Bucket(this, `${name}Bucket`, {
        ...this.secureBucketDefaults(),
        versioned: true,
        serverAccessLogsBucket: this.logBucket,
        serverAccessLogsPrefix: `s3/${name}/`,
        lifecycleRules: [
          // Versioning keeps overwritten and deleted objects recoverable for a while, not forever.
          {
            noncurrentVersionExpiration: Duration.days(expiry ? 1 : 30),
            abortIncompleteMultipartUploadAfter: Duration.days(1),
          },
          ...(expiry ? [{ expiration: Duration.days(expiry) }] : []),
        ],
      });
    }
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
