import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Per-environment settings of the CDK app (`npx cdk synth -c stage=dev|prod`). Everything that
 * differs between environments lives here; the resources themselves come from
 * `infra/declaration.ts` and are the same in every stage.
 */

export const stageNames = ['dev', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

export interface StageConfig {
  /** `dev` or `prod`; part of the stack name (`Servicebogen-<stage>`) and the functions' `STAGE`. */
  readonly name: StageName;
  /** AWS region of the stack. Stockholm is the closest region to Denmark with every service used. */
  readonly region: string;
  /**
   * The domain the app is meant to be served on. It is only attached to CloudFront when
   * `certificateArn` is set; until then the app lives on its `*.cloudfront.net` name.
   */
  readonly domainName: string;
  /**
   * ARN of an ACM certificate in us-east-1 for `domainName` (CloudFront only reads certificates
   * there). Unset: no custom domain, and `APP_BASE_URL` is the CloudFront URL.
   */
  readonly certificateArn?: string;
  /**
   * The domain the stage sends e-mail from: an SES domain identity with Easy DKIM and the custom
   * MAIL FROM domain `bounce.<mailDomain>` (decision 091 "SES that arrives"; DNS in docs/deploy.md).
   */
  readonly mailDomain: string;
  /** The sender address, an address of `mailDomain`. */
  readonly mailFromAddress: string;
  /** Display name in the `From` header. */
  readonly mailFromName: string;
  /** DESTROY in dev (stacks come and go), RETAIN in prod (data survives a deleted stack). */
  readonly removalPolicy: RemovalPolicy;
  /** Retention of the functions', API's and pipe's CloudWatch logs. */
  readonly logRetention: RetentionDays;
  /** Days after which S3 server access logs and CloudFront logs expire. */
  readonly accessLogExpiryDays: number;
  /**
   * Where the stage's alarms are e-mailed (decision 081 "Alarms"): the one subscription of the
   * stage's alarm topic. AWS mails a confirmation link first; until it is clicked no alarm
   * arrives (docs/deploy.md). Context `alarmEmail` overrides it.
   */
  readonly alarmEmail: string;
  /**
   * SES's maximum send rate (e-mails a second) of the stage's account and region, as SES reports
   * it (`aws sesv2 get-account` › SendQuota.MaxSendRate): the sandbox's is 1, production access
   * grants what AWS decides for the use case. The reminders worker paces its e-mails so that all
   * its instances together stay within 80 % of it (`functions/mail/mail-pace.ts`, decision 147).
   * Raise it here when AWS raises the account's rate (docs/scale.md says when that is needed).
   */
  readonly sesMaxSendRate: number;
  /** Steady-state requests per second and burst of the HTTP API's default stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * Requests per 5 minutes the CloudFront web ACL lets through (`infra/constructs/web-acl.ts`):
   * from one IP address (every path), and with one Authorization header (`/api/*`).
   */
  readonly edgeRateLimits: { readonly perIp: number; readonly perClient: number };
  /**
   * A second region the buckets declared `replicated` (the backups) are copied to, by S3
   * replication into a bucket of the stage's replica stack (`infra/replica-stack.ts`; decision 146
   * "Kept dead letters and a second copy of backups"). Unset: no copy (dev).
   */
  readonly backupReplicaRegion?: string;
  /**
   * The stage's VAPID public key (base64url, 65 bytes), the one browsers subscribe to push with
   * (decision 171 "Reminders as push"). Its private half lives only in the stack's secret
   * `PushVapidSecret`, put there by hand (docs/deploy.md "Push notifications"). Unset: push is off
   * (`GET /api/push/key` answers 404, the reminders go by e-mail only). Context `vapidPublicKey`
   * overrides it.
   */
  readonly vapidPublicKey?: string;
}

export const stages: Record<StageName, StageConfig> = {
  dev: {
    name: 'dev',
    region: 'eu-north-1',
    domainName: 'dev.servicebogen.dk',
    mailDomain: 'dev.servicebogen.dk',
    mailFromAddress: 'noreply@dev.servicebogen.dk',
    mailFromName: 'Servicebogen (dev)',
    removalPolicy: RemovalPolicy.DESTROY,
    logRetention: RetentionDays.TWO_WEEKS,
    accessLogExpiryDays: 30,
    alarmEmail: 'drift-dev@servicebogen.dk',
    // The sandbox's rate until production access is granted for dev.
    sesMaxSendRate: 1,
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
    edgeRateLimits: { perIp: 1000, perClient: 1000 },
  },
  prod: {
    name: 'prod',
    region: 'eu-north-1',
    domainName: 'servicebogen.dk',
    mailDomain: 'servicebogen.dk',
    mailFromAddress: 'noreply@servicebogen.dk',
    mailFromName: 'Servicebogen',
    removalPolicy: RemovalPolicy.RETAIN,
    logRetention: RetentionDays.THREE_MONTHS,
    accessLogExpiryDays: 365,
    alarmEmail: 'drift@servicebogen.dk',
    // Not yet known (nothing deployed): the rate production access used to start at. Mondays'
    // e-mails outgrow it at ~8,000 companies; 100,000 need 250 (docs/scale.md), and this with it.
    sesMaxSendRate: 14,
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
    edgeRateLimits: { perIp: 3000, perClient: 1500 },
    // Frankfurt: in the EU like the data's home region, and far enough from Stockholm.
    backupReplicaRegion: 'eu-central-1',
  },
};

/**
 * The stage named by the context value `stage`, with optional `certificateArn` and `alarmEmail`
 * context overrides. Throws with the valid names when it is missing or unknown, so a bare `cdk synth`
 * cannot deploy a half-configured stack.
 */
export function stageFromContext(tryGetContext: (key: string) => unknown): StageConfig {
  const name = tryGetContext('stage');
  if (typeof name !== 'string' || !(stageNames as readonly string[]).includes(name)) {
    throw new Error(
      `Context "stage" must be one of ${stageNames.join(', ')} (got ${JSON.stringify(name)}): ` +
        'run e.g. `npx cdk synth -c stage=dev`.',
    );
  }
  const config = stages[name as StageName];
  const certificateArn = tryGetContext('certificateArn');
  const alarmEmail = tryGetContext('alarmEmail');
  const vapidPublicKey = tryGetContext('vapidPublicKey');
  if (vapidPublicKey !== undefined && !isVapidPublicKey(vapidPublicKey))
    throw new Error('Context "vapidPublicKey" must be a VAPID public key: 65 bytes, base64url without padding.');
  return {
    ...config,
    ...(typeof certificateArn === 'string' && certificateArn ? { certificateArn } : {}),
    ...(typeof alarmEmail === 'string' && alarmEmail ? { alarmEmail } : {}),
    ...(typeof vapidPublicKey === 'string' ? { vapidPublicKey } : {}),
  };
}

/** An uncompressed P-256 point in unpadded base64url: 65 bytes are 87 characters, starting 0x04 ('B'). */
export const isVapidPublicKey = (key: unknown): key is string =>
  typeof key === 'string' && /^B[A-Za-z0-9_-]{86}$/.test(key);

/** `Servicebogen-<stage>`: the one stack of a stage. */
export const stackName = (stage: StageName) => `Servicebogen-${stage}`;
