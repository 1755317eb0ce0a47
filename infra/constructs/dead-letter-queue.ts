import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

export interface DeadLetterQueueProps {
  /** What ends up here, for the acknowledgement and the console. */
  readonly holds: string;
}

/**
 * An SQS queue that keeps what the pipe, a rule, a schedule or an asynchronous Lambda invocation
 * could not deliver: encrypted, TLS-only, kept for the maximum 14 days so someone can look. The
 * stack gives every one the stage's removal policy (`infra/stack.ts`): a prod stack's dead letters
 * outlive the stack (decision 146).
 */
export class DeadLetterQueue extends sqs.Queue {
  constructor(scope: Construct, id: string, props: DeadLetterQueueProps) {
    super(scope, id, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(this, {
      SQS3: `This queue is itself a dead-letter queue (${props.holds}); a queue behind it would never be read.`,
    });
  }
}
