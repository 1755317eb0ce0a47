import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import * as decl from '../../infra/declaration';
import type { BucketDecl, BucketName } from '../../infra/declaration-types';
import { DeadLetterQueue } from '../../infra/constructs/dead-letter-queue';
import { replicaBucketName } from '../../infra/constructs/storage';
import { replicaStackName } from '../../infra/replica-stack';
import { stages } from '../../infra/stages';
import { built } from './build';

/** Decision 146 "Kept dead letters and a second copy of backups". */

const prod = built('prod');
const dev = built('dev');
const prodTemplate = Template.fromStack(prod.stack);
const devTemplate = Template.fromStack(dev.stack);
type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};
const resourcesOf = (t: Template) => t.toJSON().Resources as Record<string, Resource>;

/**
 * The queues the template itself names as a dead-letter target: a queue's redrive policy, a rule,
 * schedule or pipe target's dead-letter config, a function's on-failure destination.
 */
function deadLetterTargets(t: Template): Set<string> {
  const resources = resourcesOf(t);
  const queues = new Set(Object.keys(resources).filter((id) => resources[id].Type === 'AWS::SQS::Queue'));
  const found = new Set<string>();
  const collect = (node: unknown) => {
    for (const [, id] of JSON.stringify(node).matchAll(/"Fn::GetAtt":\["([^"]+)","Arn"\]/g)) {
      if (queues.has(id)) found.add(id);
    }
  };
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (/^(RedrivePolicy|DeadLetterConfig|OnFailure)$/i.test(key)) collect(value);
        else walk(value);
      }
    }
  };
  for (const r of Object.values(resources)) walk(r.Properties);
  return found;
}

describe('dead-letter queues follow the stage’s removal policy', () => {
  const dlqIds = (built: typeof prod) =>
    built.stack.node
      .findAll()
      .filter((c): c is DeadLetterQueue => c instanceof DeadLetterQueue)
      .map((q) => built.stack.getLogicalId(q.node.defaultChild as CfnElement))
      .sort();

  test.each([
    { stage: 'prod', built: prod, t: prodTemplate, policy: 'Retain' },
    { stage: 'dev', built: dev, t: devTemplate, policy: 'Delete' },
  ])('$stage: every dead-letter queue is a DeadLetterQueue, with DeletionPolicy $policy', ({ built, t, policy }) => {
    const ids = dlqIds(built);
    // The template's dead-letter targets are exactly the DeadLetterQueue constructs: none was made
    // as a plain queue, which the stack would not keep.
    expect([...deadLetterTargets(t)].sort()).toEqual(ids);
    expect(ids.length).toBeGreaterThanOrEqual(7);
    const resources = resourcesOf(t);
    for (const id of ids) {
      expect([id, resources[id].DeletionPolicy, resources[id].UpdateReplacePolicy]).toEqual([id, policy, policy]);
    }
  });
});

describe('the backups are replicated to a second region in prod', () => {
  const replicated = (Object.entries(decl.buckets) as [BucketName, BucketDecl][]).filter(([, b]) => b.replicated);
  const idOf = (c: IConstruct) => prod.stack.getLogicalId(c.node.defaultChild as CfnElement);
  const backupsId = idOf(prod.stack.storage.buckets.backups);
  const replicaName = { 'Fn::Join': ['', ['servicebogen-prod-backups-replica-', { Ref: 'AWS::AccountId' }]] };
  const replicaArn = (tail: string[] = []) => ({
    'Fn::Join': ['', ['arn:aws:s3:::servicebogen-prod-backups-replica-', { Ref: 'AWS::AccountId' }, ...tail]],
  });

  test('only the backups bucket is declared replicated; prod has a replica region, in the EU, not its own', () => {
    expect(replicated.map(([name]) => name)).toEqual(['backups']);
    expect(stages.prod.backupReplicaRegion).toMatch(/^eu-/);
    expect(stages.prod.backupReplicaRegion).not.toBe(stages.prod.region);
    expect(stages.dev.backupReplicaRegion).toBeUndefined();
    expect(replicaBucketName('prod', 'backups', '123456789012')).toBe('servicebogen-prod-backups-replica-123456789012');
  });

  test('the replica stack: its own stack in the replica region, deployed before the main stack', () => {
    const replica = prod.replica!;
    expect(replica.stackName).toBe(replicaStackName('prod'));
    expect(replica.region).toBe(stages.prod.backupReplicaRegion);
    expect(prod.stack.dependencies).toContain(replica);
    // No cross-region reference: the main stack names the replica by its fixed name.
    expect(JSON.stringify(prodTemplate.toJSON())).not.toMatch(/ExportsReader|\/cdk\/exports\/.*replica/i);
    expect(dev.replica).toBeUndefined();
  });

  test('the replica bucket: fixed name, versioned, S3-encrypted, private, TLS only, retained, same expiry', () => {
    const t = Template.fromStack(prod.replica!);
    t.resourceCountIs('AWS::S3::Bucket', 1);
    const [bucketId, bucket] = Object.entries(t.findResources('AWS::S3::Bucket'))[0];
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.UpdateReplacePolicy).toBe('Retain');
    expect(bucket.Properties).toEqual({
      BucketName: replicaName,
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      // The source's rules, since neither its deletions nor its lifecycle expiries are replicated.
      LifecycleConfiguration: resourcesOf(prodTemplate)[backupsId].Properties.LifecycleConfiguration,
    });
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [
        {
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        },
        { ExpirationInDays: decl.buckets.backups.expireAfterDays, Status: 'Enabled' },
      ],
    });
    t.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    // Nothing else in that stack: no function, no role.
    expect(Object.keys(t.toJSON().Resources)).toHaveLength(2);
  });

  test('prod: the backups bucket replicates everything to the replica with its own role, deletions not', () => {
    const props = resourcesOf(prodTemplate)[backupsId].Properties;
    const roleId = idOf(prod.stack.storage.replicationRoles.backups!);
    expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(props.ReplicationConfiguration).toEqual({
      Role: { 'Fn::GetAtt': [roleId, 'Arn'] },
      Rules: [
        {
          Status: 'Enabled',
          Priority: 1,
          Filter: { Prefix: '' },
          Destination: { Bucket: replicaArn() },
          DeleteMarkerReplication: { Status: 'Disabled' },
        },
      ],
    });
    // No other bucket replicates.
    const replicating = Object.entries(resourcesOf(prodTemplate)).filter(
      ([, r]) => r.Type === 'AWS::S3::Bucket' && r.Properties.ReplicationConfiguration,
    );
    expect(replicating.map(([id]) => id)).toEqual([backupsId]);
  });

  test('prod: the replication role may only read the backups’ versions and write them into the replica', () => {
    const resources = resourcesOf(prodTemplate);
    const role = prod.stack.storage.replicationRoles.backups!;
    expect(resources[idOf(role)].Properties.AssumeRolePolicyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { Service: 's3.amazonaws.com' } }],
    });
    expect(resources[idOf(role)].Properties.ManagedPolicyArns).toBeUndefined();
    expect(resources[idOf(role)].Properties.Policies).toBeUndefined();
    const policies = Object.values(resources).filter(
      (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(`"${idOf(role)}"`),
    );
    expect(policies).toHaveLength(1);
    const backupsArn = { 'Fn::GetAtt': [backupsId, 'Arn'] };
    expect((policies[0].Properties.PolicyDocument as { Statement: unknown[] }).Statement).toEqual([
      { Effect: 'Allow', Action: ['s3:GetReplicationConfiguration', 's3:ListBucket'], Resource: backupsArn },
      {
        Effect: 'Allow',
        Action: ['s3:GetObjectVersionAcl', 's3:GetObjectVersionForReplication', 's3:GetObjectVersionTagging'],
        Resource: { 'Fn::Join': ['', [backupsArn, '/*']] },
      },
      {
        Effect: 'Allow',
        Action: ['s3:ReplicateObject', 's3:ReplicateTags'],
        Resource: replicaArn(['/*']),
      },
    ]);
  });

  test('dev: no replication, no replication role, no replica stack', () => {
    const resources = resourcesOf(devTemplate);
    for (const r of Object.values(resources)) {
      if (r.Type === 'AWS::S3::Bucket') expect(r.Properties.ReplicationConfiguration).toBeUndefined();
    }
    expect(dev.stack.storage.replicationRoles).toEqual({});
    expect(JSON.stringify(devTemplate.toJSON())).not.toMatch(/s3:Replicate|"Service":"s3\.amazonaws\.com"/);
    expect(dev.app.node.children.map((c) => c.node.id)).not.toContain(replicaStackName('dev'));
  });
});
