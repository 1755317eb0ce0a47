import { Duration, Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
} from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stages';
import type { AppFunction } from './app-function';
import { DeadLetterQueue } from './dead-letter-queue';

export interface MailProps {
  /** The stage: its mail domain and sender. */
  readonly stage: StageConfig;
}

/** What SES puts on the default bus for a bounce and a complaint (https://docs.aws.amazon.com/ses/latest/dg/monitoring-eventbridge.html). */
export const SES_FEEDBACK_DETAIL_TYPES = ['Email Bounced', 'Email Complained'];

/** The custom MAIL FROM (bounce) domain of a mail domain: its MX and SPF records are in docs/deploy.md. */
export const mailFromDomainOf = (mailDomain: string) => `bounce.${mailDomain}`;

/**
 * SES for one stage (decision 091 "SES that arrives"): the stage's mail domain as a domain
 * identity signed with Easy DKIM (2048-bit keys), a custom MAIL FROM domain so SPF aligns with the
 * sender, and a configuration set every send names, which publishes bounces and complaints to the
 * default event bus, where a rule hands them to the feedback function (decision 092 "Bounced addresses").
 */
export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  private feedbackRule?: events.Rule;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { stage } = props;
    if (!stage.mailFromAddress.toLowerCase().endsWith(`@${stage.mailDomain.toLowerCase()}`)) {
      throw new Error(`The sender ${stage.mailFromAddress} is not an address of the mail domain ${stage.mailDomain}`);
    }
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
    });
    // SES publishes to the default bus only (its EventBridge destination takes no other bus).
    const defaultBus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(defaultBus),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(stage.mailDomain),
      dkimSigning: true,
      dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
      mailFromDomain: mailFromDomainOf(stage.mailDomain),
      // Until the MAIL FROM records exist, SES sends with its own (amazonses.com) MAIL FROM.
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
      configurationSet: this.configurationSet,
    });
  }

  /**
   * Lets `fn` send from the identity with the configuration set, whose name it reads from `envVar`:
   * SES v2 checks `ses:SendEmail` on the identity and on the configuration set a send names.
   */
  allowSending(fn: AppFunction, envVar: string): void {
    this.identity.grantSendEmail(fn.role);
    const stack = Stack.of(this);
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
      }),
    );
    fn.fn.addEnvironment(envVar, this.configurationSet.configurationSetName);
  }

  /** Bounces and complaints of this stage's sends, from the default bus, to `fn`, retried, then dead letters. */
  deliverFeedbackTo(fn: AppFunction, asyncFailures: IQueue): events.Rule {
    if (this.feedbackRule) throw new Error('The feedback already has a target');
    const deadLetterQueue = new DeadLetterQueue(this, 'FeedbackDeadLetters', {
      holds: 'bounces and complaints the rule could not deliver to the feedback function',
    });
    this.feedbackRule = new events.Rule(this, 'Feedback', {
      description: "SES bounces and complaints of this stage's configuration set to the feedback function",
      eventPattern: {
        source: ['aws.ses'],
        detailType: SES_FEEDBACK_DETAIL_TYPES,
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [
        new targets.LambdaFunction(fn.fn, { deadLetterQueue, retryAttempts: 8, maxEventAge: Duration.hours(24) }),
      ],
    });
    fn.sendAsyncFailuresTo(asyncFailures);
    return this.feedbackRule;
  }
}
