import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueRuleDecl, RuleDecl } from '../declaration-types';
import type { AppFunction } from './app-function';
import { DeadLetterQueue } from './dead-letter-queue';

export interface EventRulesProps {
  /** The domain bus the pipe puts events on. */
  readonly bus: events.IEventBus;
  /** `rules` of `infra/declaration.ts`. */
  readonly rules: readonly RuleDecl[];
  /** The stack's functions by declared name; each rule's `target` must be one of them. */
  readonly functions: Record<string, AppFunction>;
  /** Where a target's asynchronous invocations go once Lambda's own retries are spent. */
  readonly asyncFailures: IQueue;
}

/** `{ source, 'detail-type' }` as written in the declaration → CDK's `{ source, detailType }`. */
export const toEventPattern = (pattern: RuleDecl['eventPattern']): events.EventPattern =>
  Object.fromEntries(
    Object.entries(pattern).map(([k, v]) => [k.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), v]),
  ) as events.EventPattern;

/**
 * One EventBridge rule per declared rule on the domain bus, each delivering to its projection
 * function with retries and its own dead-letter queue for events that cannot be delivered.
 */
export class EventRules extends Construct {
  readonly rules: Record<string, events.Rule> = {};

  constructor(scope: Construct, id: string, props: EventRulesProps) {
    super(scope, id);
    for (const decl of props.rules) {
      const target = props.functions[decl.target];
      if (!target) throw new Error(`Rule ${decl.name} targets unknown function ${decl.target}`);
      const deadLetterQueue = new DeadLetterQueue(this, `${decl.name}DeadLetters`, {
        holds: `events rule ${decl.name} could not deliver to ${decl.target}`,
      });
      this.rules[decl.name] = new events.Rule(this, decl.name, {
        eventBus: props.bus,
        description: decl.description,
        eventPattern: toEventPattern(decl.eventPattern),
        targets: [
          new targets.LambdaFunction(target.fn, {
            deadLetterQueue,
            retryAttempts: 8,
            maxEventAge: Duration.hours(24),
          }),
        ],
      });
      target.sendAsyncFailuresTo(props.asyncFailures);
    }
  }
}

export interface QueueRuleProps {
  readonly bus: events.IEventBus;
  readonly decl: QueueRuleDecl;
  readonly queue: IQueue;
}

/**
 * A rule that puts the matching events' `inputPath` on a queue (the outbox's e-mails on the mail
 * queue, decision 099 "E-mail is recorded with its commit"), retried for a day, then kept in its
 * own dead-letter queue. The target adds the queue policy that lets EventBridge send.
 */
export class QueueRule extends Construct {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: QueueRuleProps) {
    super(scope, id);
    const { decl } = props;
    const deadLetterQueue = new DeadLetterQueue(this, 'DeadLetters', {
      holds: `events rule ${decl.name} could not put on the ${decl.queue} queue`,
    });
    this.rule = new events.Rule(this, 'Rule', {
      eventBus: props.bus,
      description: decl.description,
      eventPattern: toEventPattern(decl.eventPattern),
      targets: [
        new targets.SqsQueue(props.queue, {
          message: events.RuleTargetInput.fromEventPath(decl.inputPath),
          deadLetterQueue,
          retryAttempts: 8,
          maxEventAge: Duration.hours(24),
        }),
      ],
    });
  }
}
