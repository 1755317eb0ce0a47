import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import { Construct } from 'constructs';
import type { PipeDecl } from '../declaration-types';
import type { StageConfig } from '../stages';
import { DeadLetterQueue } from './dead-letter-queue';
import { acknowledgeWildcards, arnOf } from './nag';

export interface EventPipeProps {
  /** The event store; it must have a stream. */
  readonly table: dynamodb.ITable;
  /** The function named by `pipe.enrichment`: one commit in, its envelopes out. */
  readonly enrichment: IFunction;
  /** The domain bus the envelopes are put on. */
  readonly bus: IEventBus;
  /** `pipe` of `infra/declaration.ts`. */
  readonly decl: PipeDecl;
  /** The stage: log retention and removal policy. */
  readonly stage: StageConfig;
}

/**
 * The event store's stream → filter (commits only) → enrichment (split into envelopes) → bus.
 * EventBridge Pipes has no stable L2 yet, so this is the L1 `CfnPipe` with a role that can do
 * exactly those four steps, plus write its error log and its dead letters.
 */
export class EventPipe extends Construct {
  readonly pipe: CfnPipe;
  readonly deadLetterQueue: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: EventPipeProps) {
    super(scope, id);
    const { table, enrichment, bus, decl, stage } = props;
    if (!table.tableStreamArn) throw new Error('The pipe needs a table with a stream');

    this.deadLetterQueue = new DeadLetterQueue(this, 'DeadLetters', {
      holds: 'stream records of commits the pipe could not enrich or put on the bus',
    });
    const logs = new LogGroup(this, 'Logs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('pipes.amazonaws.com'),
      description: 'Event store stream to the domain bus',
    });
    table.grantStreamRead(role);
    enrichment.grantInvoke(role);
    bus.grantPutEventsTo(role);
    this.deadLetterQueue.grantSendMessages(role);
    logs.grantWrite(role);
    acknowledgeWildcards(
      role,
      ['Resource::*'],
      'dynamodb:ListStreams has no resource type in IAM, so it takes "*"; the actions that read ' +
        'records are limited to the one stream.',
    );
    acknowledgeWildcards(
      role,
      [`Resource::${arnOf(enrichment)}:*`],
      "CDK's invoke grant also covers the enrichment function's versions and aliases; no other function.",
    );

    this.pipe = new CfnPipe(this, 'Pipe', {
      description: 'Commits of the event store, split into domain events, onto the domain bus',
      roleArn: role.roleArn,
      source: table.tableStreamArn,
      sourceParameters: {
        filterCriteria: { filters: [{ pattern: JSON.stringify(decl.filterPattern) }] },
        dynamoDbStreamParameters: {
          // From the oldest record the stream still holds (24 h): a pipe created or replaced while
          // commits are written misses none of them (decision 096 "The pipe starts at TRIM_HORIZON").
          startingPosition: 'TRIM_HORIZON',
          batchSize: decl.batchSize,
          maximumRetryAttempts: decl.maximumRetryAttempts,
          maximumRecordAgeInSeconds: 24 * 3600,
          deadLetterConfig: { arn: this.deadLetterQueue.queueArn },
        },
      },
      enrichment: enrichment.functionArn,
      target: bus.eventBusArn,
      targetParameters: {
        // The enrichment returns an array of envelopes; each becomes one event whose detail is
        // the envelope and whose detail-type is its `type`.
        eventBridgeEventBusParameters: { source: decl.source, detailType: '$.type' },
      },
      logConfiguration: {
        level: 'ERROR',
        cloudwatchLogsLogDestination: { logGroupArn: logs.logGroupArn },
      },
    });
    // The pipe checks its permissions when it is created: the role's policy must exist first.
    this.pipe.node.addDependency(role);
  }
}
