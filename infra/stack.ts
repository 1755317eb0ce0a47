import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import * as declaration from './declaration';
import type { FunctionDecl } from './declaration-types';
import type { StageConfig } from './stages';
import { AppFunction } from './constructs/app-function';
import { DeadLetterQueue } from './constructs/dead-letter-queue';
import { EventPipe } from './constructs/event-pipe';
import { EventRules } from './constructs/event-rules';
import { AppHttpApi } from './constructs/http-api';
import { JobSchedules } from './constructs/job-schedules';
import { acknowledge } from './constructs/nag';
import { Storage } from './constructs/storage';
import { WebDistribution } from './constructs/web-distribution';

export interface ServicebogenStackProps extends StackProps {
  /** The stage's settings from `infra/stages.ts`. */
  readonly stage: StageConfig;
  /** Repository root: function entries and `package-lock.json` are found from here. */
  readonly repoRoot: string;
  /** The resource declaration; a test may pass a variant. @default `infra/declaration.ts` */
  readonly declaration?: typeof declaration;
}

/**
 * Everything Servicebogen runs on in one stage, built by iterating over the declaration in
 * `infra/declaration.ts`: no table, function, route, rule or schedule is named here.
 */
export class ServicebogenStack extends Stack {
  readonly functions: Record<string, AppFunction> = {};

  constructor(scope: Construct, id: string, props: ServicebogenStackProps) {
    super(scope, id, props);
    const { stage, repoRoot } = props;
    const decl = props.declaration ?? declaration;

    const storage = new Storage(this, 'Storage', { stage, tables: decl.tables, buckets: decl.buckets });
    const bus = new EventBus(this, 'DomainBus', { description: 'Domain events of the event store' });
    const api = new AppHttpApi(this, 'Http', { stage });
    const web = new WebDistribution(this, 'Web', {
      bucket: storage.buckets.web,
      logBucket: storage.logBucket,
      apiDomainName: api.domainName,
      stage,
    });
    storage.allowBrowserUploadsFrom(web.origin);

    const tokenSecret = new Secret(this, 'TokenSigningSecret', {
      description: 'HS256 key that signs session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: stage.removalPolicy,
    });
    acknowledge(tokenSecret, {
      SMG4: 'Not rotated automatically: tokens name server-side sessions that can be revoked, and a rotation would sign every user out; rotate by hand if the key leaks.',
    });
    const mailIdentity = new EmailIdentity(this, 'MailIdentity', {
      identity: Identity.email(stage.mailFromAddress),
    });

    const environment = {
      STAGE: stage.name,
      APP_BASE_URL: web.origin,
      MAIL_FROM: `${stage.mailFromName} <${stage.mailFromAddress}>`,
      EVENT_SOURCE: decl.pipe.source,
    };
    for (const [name, fnDecl] of Object.entries(decl.functions as Record<string, FunctionDecl>)) {
      const fn = new AppFunction(this, name, {
        repoRoot,
        entry: fnDecl.entry,
        description: fnDecl.description,
        timeout: fnDecl.timeoutSeconds ? Duration.seconds(fnDecl.timeoutSeconds) : undefined,
        memorySize: fnDecl.memoryMb,
        environment,
        logRetention: stage.logRetention,
        removalPolicy: stage.removalPolicy,
      });
      for (const t of fnDecl.tables) {
        const tableDecl = decl.tables[t.name];
        fn.bindTable(storage.tables[t.name], tableDecl.envVar, t.access, tableDecl.indexes.length > 0);
      }
      for (const b of fnDecl.buckets) {
        const envVar = decl.buckets[b.name].envVar;
        if (!envVar) throw new Error(`${name} binds bucket ${b.name}, which declares no envVar`);
        fn.bindBucket(storage.buckets[b.name], envVar, b.access);
      }
      if (fnDecl.signsTokens) fn.bindSecret(tokenSecret, 'AUTH_SECRET_ARN');
      if (fnDecl.sendsMail) fn.allowSendMail(mailIdentity);
      api.addRoutes(name, fn.fn, fnDecl.routes ?? []);
      this.functions[name] = fn;
    }

    const fn = (name: string): AppFunction => {
      const found = this.functions[name];
      if (!found) throw new Error(`The declaration names an unknown function ${name}`);
      return found;
    };
    const streamTables = Object.entries(decl.tables).filter(([, t]) => t.stream);
    if (streamTables.length !== 1) throw new Error('The pipe needs exactly one table with a stream');
    const [streamTable] = streamTables[0];
    new EventPipe(this, 'EventPipe', {
      table: storage.tables[streamTable as keyof typeof storage.tables],
      enrichment: fn(decl.pipe.enrichment).fn,
      bus,
      decl: decl.pipe,
      stage,
    });
    const asyncFailures = new DeadLetterQueue(this, 'AsyncFailures', {
      holds: 'events and jobs whose Lambda invocation still failed after its retries',
    });
    new EventRules(this, 'Rules', { bus, rules: decl.rules, functions: this.functions, asyncFailures });
    new JobSchedules(this, 'Schedules', { schedules: decl.schedules, functions: this.functions, asyncFailures });

    new CfnOutput(this, 'AppUrl', { value: web.origin, description: 'The app (CloudFront)' });
    new CfnOutput(this, 'CloudFrontUrl', {
      value: `https://${web.distribution.distributionDomainName}`,
      description: 'CloudFront default domain',
    });
    new CfnOutput(this, 'DistributionId', { value: web.distribution.distributionId });
    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'HTTP API (also under <AppUrl>/api)' });
    new CfnOutput(this, 'EventBusName', { value: bus.eventBusName });
    new CfnOutput(this, 'WebBucketName', { value: storage.buckets.web.bucketName });
  }
}
