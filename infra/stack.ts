import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import type { Construct } from 'constructs';
import { ENV } from '../functions/platform/config';
import { sendIntervalMs } from '../functions/mail/mail-pace';
import { bindingsOf, stageEnvironment } from './bindings';
import * as declaration from './declaration';
import type {
  BucketDecl,
  BucketName,
  FunctionDecl,
  PipeDecl,
  QueueDecl,
  QueueName,
  QueueRuleDecl,
  RuleDecl,
  ScheduleDecl,
  TableDecl,
  TableName,
} from './declaration-types';
import type { StageConfig } from './stages';
import { Alarms, type Concern } from './constructs/alarms';
import { AppFunction } from './constructs/app-function';
import { DeadLetterQueue } from './constructs/dead-letter-queue';
import { EventPipe } from './constructs/event-pipe';
import { EventRules, QueueRule } from './constructs/event-rules';
import { AppHttpApi } from './constructs/http-api';
import { JobQueues } from './constructs/job-queues';
import { JobSchedules } from './constructs/job-schedules';
import { Mail } from './constructs/mail';
import { acknowledge } from './constructs/nag';
import { OriginSecret } from './constructs/origin-secret';
import { Storage } from './constructs/storage';
import { WebDistribution } from './constructs/web-distribution';

/** The parts of `infra/declaration.ts` the stack is built from. */
export interface Declaration {
  readonly tables: Record<TableName, TableDecl>;
  readonly buckets: Record<BucketName, BucketDecl>;
  readonly functions: Record<string, FunctionDecl>;
  readonly pipe: PipeDecl;
  readonly rules: readonly RuleDecl[];
  readonly schedules: readonly ScheduleDecl[];
  readonly queues: Record<QueueName, QueueDecl>;
  /** The function SES's bounces and complaints go to. */
  readonly mailFeedback: { readonly consumer: string };
  readonly mailRules: readonly QueueRuleDecl[];
  /** Every purpose of an e-mail: each one's failures have a metric (decision 155). */
  readonly mailPurposes: readonly string[];
}

export interface ServicebogenStackProps extends StackProps {
  /** The stage's settings from `infra/stages.ts`. */
  readonly stage: StageConfig;
  /** Repository root: function entries and `package-lock.json` are found from here. */
  readonly repoRoot: string;
  /** The resource declaration. @default `infra/declaration.ts` */
  readonly declaration?: Declaration;
  /** The CloudFront web ACL of the stage's edge stack (`infra/edge-stack.ts`). */
  readonly webAclArn?: string;
}

/**
 * What a declared function serves, for its errors' alarm (decision 145): the API if it has routes,
 * events if the pipe or a rule on the bus invokes it, otherwise the jobs and mail (queue
 * consumers, the dispatcher, the rebuild, SES feedback).
 */
export function concernOf(name: string, decl: Declaration): Concern {
  if ((decl.functions[name]?.routes ?? []).length > 0) return 'api';
  if (name === decl.pipe.enrichment || decl.rules.some((rule) => rule.target === name)) return 'events';
  return 'jobs';
}

/**
 * Everything Servicebogen runs on in one stage, built by iterating over the declaration in
 * `infra/declaration.ts`: no table, function, route, rule, schedule or queue is named here.
 */
export class ServicebogenStack extends Stack {
  /** The declared functions by their declared name. */
  readonly functions: Record<string, AppFunction> = {};
  readonly storage: Storage;
  readonly bus: EventBus;
  readonly api: AppHttpApi;
  readonly web: WebDistribution;
  /** What CloudFront sends the API in `x-origin-verify` (decision 085 "A closed edge"). */
  readonly originSecret: ISecret;
  /** The VAPID key pair that signs Web Push requests (decision 171 "Reminders as push"). */
  readonly pushSecret: ISecret;
  readonly pipe: EventPipe;
  readonly rules: EventRules;
  /** The outbox's e-mails from the bus to the mail queues, by the rule's declared name (decisions 099, 155). */
  readonly mailRules: Record<string, QueueRule> = {};
  readonly schedules: JobSchedules;
  readonly jobQueues: JobQueues;
  readonly mail: Mail;
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: ServicebogenStackProps) {
    super(scope, id, props);
    // Server access logs are delivered under a bucket policy on the log bucket instead of the
    // legacy LogDeliveryWrite ACL. Set here, not in cdk.json, so tests build the same template.
    this.node.setContext(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY, true);
    const { stage } = props;
    const decl: Declaration = props.declaration ?? declaration;

    this.storage = new Storage(this, 'Storage', { stage, tables: decl.tables, buckets: decl.buckets });
    this.bus = new EventBus(this, 'DomainBus', { description: 'Domain events of the event store' });
    this.api = new AppHttpApi(this, 'Http', { stage });
    const tokenSecret = new Secret(this, 'TokenSigningSecret', {
      description: 'HS256 key that signs session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: stage.removalPolicy,
    });
    acknowledge(tokenSecret, {
      SMG4:
        'Not rotated automatically: tokens name revocable server-side sessions and a rotation ' +
        'would sign every user out; rotate by hand if the key leaks.',
    });
    this.originSecret = new OriginSecret(this, 'OriginSecret', { stage }).secret;
    // The VAPID key pair of Web Push (decision 171): made by hand once (docs/deploy.md), the
    // placeholder until then reads as "push not set up". Only the functions that send pushes read it.
    this.pushSecret = new Secret(this, 'PushVapidSecret', {
      description: 'VAPID key pair of Web Push, JSON {publicKey, privateKey} (docs/deploy.md "Push notifications")',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ publicKey: '', privateKey: '' }),
        generateStringKey: 'placeholder',
        excludePunctuation: true,
      },
      removalPolicy: stage.removalPolicy,
    });
    acknowledge(this.pushSecret, {
      SMG4:
        'Not rotated automatically: browsers subscribe with the public key, so a new key pair ' +
        'silences every device until its person turns push on again; rotate by hand if the key leaks.',
    });
    this.web = new WebDistribution(this, 'Web', {
      bucket: this.storage.buckets.web,
      logBucket: this.storage.logBucket,
      apiDomainName: this.api.domainName,
      stage,
      originSecret: this.originSecret,
      webAclArn: props.webAclArn,
    });
    this.storage.allowBrowserUploadsFrom(this.web.origin);

    this.mail = new Mail(this, 'Mail', { stage });

    const environment = stageEnvironment({
      STAGE: stage.name,
      APP_BASE_URL: this.web.origin,
      MAIL_FROM: `${stage.mailFromName} <${stage.mailFromAddress}>`,
      EVENT_SOURCE: decl.pipe.source,
    });
    for (const [name, fnDecl] of Object.entries(decl.functions)) {
      const fn = new AppFunction(this, name, {
        repoRoot: props.repoRoot,
        entry: fnDecl.entry,
        description: fnDecl.description,
        timeout: fnDecl.timeoutSeconds ? Duration.seconds(fnDecl.timeoutSeconds) : undefined,
        memorySize: fnDecl.memoryMb,
        reservedConcurrentExecutions: fnDecl.reservedConcurrency,
        environment,
        logRetention: stage.logRetention,
        removalPolicy: stage.removalPolicy,
      });
      // The same bindings give the local runtime's worker of this function its environment.
      for (const binding of bindingsOf(fnDecl, decl)) {
        if (binding.kind === 'table') {
          const table = this.storage.tables[binding.name];
          fn.bindTable(table, binding.envVar, binding.access, binding.hasIndexes, binding.keys, binding.scans);
        } else if (binding.kind === 'bucket') {
          fn.bindBucket(this.storage.buckets[binding.name], binding.envVar, binding.access, binding);
        } else if (binding.kind === 'tokenSecret') {
          fn.bindSecret(tokenSecret, binding.envVar);
        } else if (binding.kind === 'originSecret') {
          fn.bindSecret(this.originSecret, binding.envVar);
        } else if (binding.kind === 'mail') {
          this.mail.allowSending(fn, binding.envVar);
        } else if (binding.kind === 'pushPublicKey') {
          fn.fn.addEnvironment(binding.envVar, stage.vapidPublicKey ?? '');
        } else if (binding.kind === 'pushSecret') {
          fn.bindSecret(this.pushSecret, binding.envVar);
        }
        // Queue bindings follow once the job queues exist (below).
      }
      this.api.addRoutes(name, fn.fn, fnDecl.routes ?? [], fnDecl.proxyRoutes);
      this.functions[name] = fn;
    }
    // The mail sender's instances on the reminders' mail queue together send within the reminders'
    // share of SES's rate (decisions 147 and 155).
    const reminderMail = decl.queues.reminderMail;
    this.functions[reminderMail.consumer].fn.addEnvironment(
      ENV.mailSendIntervalMs,
      String(sendIntervalMs(stage.sesMaxSendRate, reminderMail.maxConcurrency)),
    );

    const streamTables = (Object.keys(decl.tables) as TableName[]).filter((t) => decl.tables[t].stream);
    if (streamTables.length !== 1) throw new Error('The pipe needs exactly one table with a stream');
    this.pipe = new EventPipe(this, 'EventPipe', {
      table: this.storage.tables[streamTables[0]],
      enrichment: this.fn(decl.pipe.enrichment).fn,
      bus: this.bus,
      decl: decl.pipe,
      stage,
    });
    const asyncFailures = new DeadLetterQueue(this, 'AsyncFailures', {
      holds: 'events and jobs whose Lambda invocation still failed after its retries',
    });
    const { functions } = this;
    const reserved = Object.fromEntries(Object.entries(decl.functions).map(([n, f]) => [n, f.reservedConcurrency]));
    this.jobQueues = new JobQueues(this, 'JobQueues', { queues: decl.queues, functions, reserved });
    for (const [name, fnDecl] of Object.entries(decl.functions)) {
      for (const binding of bindingsOf(fnDecl, decl)) {
        if (binding.kind === 'queue') functions[name].bindQueue(this.jobQueues.queues[binding.name], binding.envVar);
      }
    }
    for (const schedule of decl.schedules) {
      // The schedule only names the job; the dispatcher must be able to reach that job's queue.
      if (!decl.functions[schedule.target]?.sendsTo?.includes(schedule.job)) {
        throw new Error(
          `Schedule ${schedule.name} targets ${schedule.target}, which does not send to the ${schedule.job} queue`,
        );
      }
    }
    this.mail.deliverFeedbackTo(this.fn(decl.mailFeedback.consumer), asyncFailures);
    this.rules = new EventRules(this, 'Rules', {
      bus: this.bus,
      rules: decl.rules,
      functions,
      asyncFailures,
    });
    for (const rule of decl.mailRules) {
      this.mailRules[rule.name] = new QueueRule(this, `${rule.name}Rule`, {
        bus: this.bus,
        decl: rule,
        queue: this.jobQueues.queues[rule.queue],
      });
    }
    this.schedules = new JobSchedules(this, 'Schedules', {
      schedules: decl.schedules,
      functions,
      asyncFailures,
    });
    // Every dead-letter queue of the stack, whoever made it: kept with a deleted or replaced prod
    // stack like the data (their messages are what failed), gone with a dev stack (decision 146).
    const deadLetterQueues = this.node.findAll().filter((c): c is DeadLetterQueue => c instanceof DeadLetterQueue);
    for (const queue of deadLetterQueues) queue.applyRemovalPolicy(stage.removalPolicy);
    this.alarms = new Alarms(this, 'Alarms', {
      stage,
      functions: Object.fromEntries(
        Object.entries(functions).map(([name, f]) => [name, { fn: f.fn, concern: concernOf(name, decl) }]),
      ),
      reserved: Object.entries(reserved)
        .filter(([, concurrency]) => concurrency !== undefined)
        .map(([name]) => name),
      // Each named by its construct path.
      deadLetterQueues: Object.fromEntries(
        deadLetterQueues.map((q) => [q.node.path.slice(this.node.path.length + 1).replace(/\//g, '-'), q]),
      ),
      pipe: this.pipe.pipe,
      api: this.api.api,
      tables: this.storage.tables,
      jobs: [...new Set(decl.schedules.map((s) => s.job))],
      mailPurposes: decl.mailPurposes,
    });

    new CfnOutput(this, 'AppUrl', { value: this.web.origin, description: 'The app' });
    new CfnOutput(this, 'CloudFrontUrl', {
      value: `https://${this.web.distribution.distributionDomainName}`,
      description: 'CloudFront default domain',
    });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'HTTP API (also under <AppUrl>/api)' });
    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'WebBucketName', { value: this.storage.buckets.web.bucketName });
    new CfnOutput(this, 'RebuildFunctionName', {
      value: this.functions.jobRebuild.fn.functionName,
      description: 'Replays the event store into the read models: aws lambda invoke (docs/deploy.md)',
    });
  }

  /** The function a pipe, rule or schedule names; the declaration must not name a missing one. */
  private fn(name: string): AppFunction {
    const found = this.functions[name];
    if (!found) throw new Error(`The declaration names an unknown function ${name}`);
    return found;
  }
}
