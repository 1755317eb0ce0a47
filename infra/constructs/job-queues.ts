import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { VISIBILITY_TIMEOUT_FACTOR, type QueueDecl, type QueueName } from '../declaration-types';
import type { AppFunction } from './app-function';
import { DeadLetterQueue } from './dead-letter-queue';

export interface JobQueuesProps {
  /** `queues` of `infra/declaration.ts`. */
  readonly queues: Record<QueueName, QueueDecl>;
  /** The stack's functions by declared name; each queue's `consumer` must be one of them. */
  readonly functions: Record<string, AppFunction>;
  /** Declared reserved concurrency by function name; a consumer's must cover its queues' maxConcurrency together. */
  readonly reserved?: Record<string, number | undefined>;
}

/**
 * One SQS queue per declared job queue (one message per company), each with its dead-letter
 * queue and an event source mapping to its consumer: batches of the declared size, at most the
 * declared number of invocations at a time, and partial batch failures, so a failing company
 * returns to the queue alone while the rest of its batch is done.
 */
export class JobQueues extends Construct {
  readonly queues = {} as Record<QueueName, sqs.Queue>;
  readonly deadLetterQueues = {} as Record<QueueName, DeadLetterQueue>;

  constructor(scope: Construct, id: string, props: JobQueuesProps) {
    super(scope, id);
    for (const [name, decl] of Object.entries(props.queues) as [QueueName, QueueDecl][]) {
      const consumer = props.functions[decl.consumer];
      if (!consumer) throw new Error(`Queue ${name} names unknown consumer ${decl.consumer}`);
      // A consumer of several queues (the mail sender, decision 155) polls each at its maximum at once.
      const reserved = props.reserved?.[decl.consumer];
      const polled = Object.entries(props.queues).filter(([, q]) => q.consumer === decl.consumer);
      const needed = polled.reduce((n, [, q]) => n + q.maxConcurrency, 0);
      if (reserved !== undefined && reserved < needed) {
        const queues = polled.map(([q, { maxConcurrency }]) => `the ${q} queue's maxConcurrency ${maxConcurrency}`);
        throw new Error(`${decl.consumer} reserves ${reserved} instances, fewer than ${queues.join(' and ')}`);
      }
      const timeout = consumer.fn.timeout;
      if (!timeout) throw new Error(`${decl.consumer} has no timeout to derive the visibility timeout from`);

      const deadLetterQueue = new DeadLetterQueue(this, `${name}DeadLetters`, {
        holds: `companies the ${name} job failed ${decl.maxReceiveCount} times`,
      });
      const queue = new sqs.Queue(this, `${name}Queue`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(VISIBILITY_TIMEOUT_FACTOR * timeout.toSeconds()),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: decl.maxReceiveCount },
      });
      consumer.fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: decl.batchSize,
          maxConcurrency: decl.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
      this.queues[name] = queue;
      this.deadLetterQueues[name] = deadLetterQueue;
    }
  }
}
