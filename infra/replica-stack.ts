import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import * as declaration from './declaration';
import type { BucketDecl, BucketName } from './declaration-types';
import { acknowledge } from './constructs/nag';
import { lifecycleOf, replicaBucketName } from './constructs/storage';
import type { StageConfig } from './stages';

export interface ReplicaStackProps extends StackProps {
  /** A stage with a `backupReplicaRegion`: the stack lives there. */
  readonly stage: StageConfig;
  /** `buckets` of `infra/declaration.ts`; one replica per bucket declared `replicated`. */
  readonly buckets?: Record<BucketName, BucketDecl>;
}

/**
 * The small stack of a stage in its `backupReplicaRegion` (`Servicebogen-<stage>-replica`): the
 * bucket each `replicated` bucket of the main stack (the backups) is copied to by S3 replication
 * (decision 146 "Kept dead letters and a second copy of backups"). Its buckets have fixed names
 * (`replicaBucketName`) that the main stack's replication rule names: no cross-region reference.
 * It must exist before the main stack sets up replication; `infra/app.ts` orders the deploy.
 */
export class ReplicaStack extends Stack {
  readonly buckets = {} as Partial<Record<BucketName, s3.Bucket>>;

  constructor(scope: Construct, id: string, props: ReplicaStackProps) {
    const region = props.stage.backupReplicaRegion;
    if (!region) throw new Error(`Stage ${props.stage.name} has no backupReplicaRegion`);
    if (region === props.stage.region) throw new Error('The replica region must differ from the stage region');
    super(scope, id, { ...props, env: { ...props.env, region } });
    const buckets = props.buckets ?? declaration.buckets;
    for (const [name, decl] of Object.entries(buckets) as [BucketName, BucketDecl][]) {
      if (!decl.replicated) continue;
      const bucket = new s3.Bucket(this, `${name}Replica`, {
        bucketName: replicaBucketName(props.stage.name, name, this.account),
        // Replication needs versioning on both ends.
        versioned: true,
        encryption: s3.BucketEncryption.S3_MANAGED,
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        minimumTLSVersion: 1.2,
        // The copy outlives its stack whatever the stage: it is the copy.
        removalPolicy: RemovalPolicy.RETAIN,
        // Deletions are not replicated, nor are the source's lifecycle expiries: the replica
        // expires objects and old versions on the same schedule itself.
        lifecycleRules: lifecycleOf(decl),
      });
      acknowledge(bucket, {
        S1:
          'Written only by S3 replication and read only in a restore; a log bucket of its own in ' +
          'this region would hold next to nothing (the source bucket is logged).',
      });
      this.buckets[name] = bucket;
    }
  }
}

/** `Servicebogen-<stage>-replica`. */
export const replicaStackName = (stage: string) => `Servicebogen-${stage}-replica`;
