/**
 * Types of the single resource declaration (`infra/declaration.ts`). Both the CDK stack
 * (`infra/stack.ts`) and the local runtime (`infra/local/`) are built from it, so that what runs
 * on one machine is what AWS runs.
 */

import type { RouteSpec } from '../functions/http/route-spec';
import type { StreamType } from '../events/envelope';
import type { EventKeyArea, KeyArea } from './event-keys';
import type { ReadModelKeyArea } from './read-model-keys';

/** The routes' types live with the functions that declare them (functions never import infra). */
export type { Access, HttpMethod, RouteSpec } from '../functions/http/route-spec';

export type TableName = 'events' | 'readModels';
export type BucketName = 'web' | 'files' | 'backups';
/**
 * One queue per scheduled job, named after the job (`jobNames` in `functions/platform/config.ts`), and
 * the queue of password reset requests (work deferred so the request answers alike for every address),
 * and the queues of e-mails to send (decision 090 "E-mail leaves through a queue"): what people wait
 * for on `mail`, the morning's reminders on `reminderMail` (decision 155 "Every e-mail through the outbox").
 */
export type QueueName = 'reminders' | 'subscriptions' | 'backup' | 'passwordReset' | 'mail' | 'reminderMail';

export interface KeyAttribute {
  name: string;
  type: 'S' | 'N';
}

export interface TableDecl {
  /** Environment variable through which functions learn the table's name. */
  envVar: string;
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
  /** NEW_IMAGE stream, read by the pipe (only the event store has one). */
  stream?: boolean;
  pointInTimeRecovery: boolean;
  timeToLiveAttribute?: string;
  indexes: { name: string; partitionKey: KeyAttribute; sortKey: KeyAttribute }[];
  /**
   * Grants on this table are scoped by partition-key prefix (`dynamodb:LeadingKeys`): each
   * function binding it names the areas it reaches (`keys`). Decisions 086 (events) and 148 (read models).
   */
  keyAreas?: Record<string, KeyArea>;
}

/** The key areas of each table (`infra/event-keys.ts`, `infra/read-model-keys.ts`). */
export interface KeyAreasOf {
  events: EventKeyArea;
  readModels: ReadModelKeyArea;
}

/** Per key area of a table with `keyAreas`: whether the function only reads it or writes it too. */
export type KeyGrants<A extends string = EventKeyArea> = Partial<Record<A, 'read' | 'readWrite'>>;

/** One table a function is bound to; `keys` names that table's own areas. */
export type TableBinding = {
  [T in TableName]: {
    name: T;
    access: 'read' | 'readWrite';
    keys?: KeyGrants<KeyAreasOf[T]>;
    scans?: boolean;
    /**
     * The function writes every key of the table, in one grant without a key condition: only the
     * replay, which empties the read models and writes every area (decision 148).
     */
    wholeTable?: boolean;
    /**
     * On the event table, the stream types the function's commands append to (decision 149): it
     * may put their commits and heads and update the tallies they join, nothing more. Required
     * exactly when its `streams` area is `readWrite`; `test/infra/privilege.cases.ts` derives it
     * from the function's sources.
     */
    appends?: readonly StreamType[];
  };
}[TableName];

export interface BucketDecl {
  /** Environment variable through which functions learn the bucket's name (none for the web bucket). */
  envVar?: string;
  /** Days after which objects expire (backups are kept 30 days). */
  expireAfterDays?: number;
  /** Whether browsers PUT to it through presigned URLs (needs CORS). */
  browserUploads?: boolean;
  /**
   * Copied by S3 replication to a bucket in the stage's `backupReplicaRegion`, when it has one
   * (prod; decision 146). Deletions are not copied: what is deleted here stays in the replica.
   */
  replicated?: boolean;
  /** Key prefixes whose objects expire sooner than the bucket's own (the files bucket's `reports/`, decision 175). */
  expirePrefixes?: readonly { prefix: string; days: number }[];
}

export interface FunctionDecl {
  /** Path of the entry module from the repository root; it exports `handler`. */
  entry: string;
  /** What the function does, for the console and the docs. */
  description: string;
  /**
   * `keys`: for a table with key areas, the areas the function's own code reaches; on the event
   * table the guard's reads (sessions, the caller's head) are added for every function with routes.
   */
  /**
   * `scans`: the function reads the whole table with Scan (only the replay does, decision 095): it
   * gets `dynamodb:Scan` on that table, which no key scope can limit.
   */
  tables: TableBinding[];
  /**
   * `putPrefixes`: besides `access`, PutObject under these key prefixes only (decision 175: the
   * inspection-ready PDF under `reports/` of the files bucket, which the function otherwise only reads).
   */
  /**
   * `waitingPrefixes`: `access` holds only under these key prefixes, where anonymous uploads wait
   * (`WAITING_PREFIXES`, `functions/platform/files.ts`); elsewhere in the bucket the function may
   * only put a copy of an object under them (`s3:x-amz-copy-source`), the company's file made of
   * an upload, and read nothing (decision 174, issue 32 item 11).
   */
  buckets: {
    name: BucketName;
    access: 'read' | 'readWrite';
    putPrefixes?: readonly string[];
    waitingPrefixes?: readonly string[];
  }[];
  /** Sends e-mail through SES (with the stage's configuration set). */
  sendsMail?: boolean;
  /**
   * Web Push (decision 171 "Reminders as push"): `devices` serves the push routes and gets the
   * stage's VAPID public key; `sends` sends pushes and also gets the VAPID key pair's secret
   * (`secretsmanager:GetSecretValue` on it), which no other function may read.
   */
  push?: 'devices' | 'sends';
  /**
   * Path prefixes (`/api/push`) under which the function's declared routes are one API Gateway
   * route `ANY <prefix>/{proxy+}` instead of one route each: decision 145's "fewer routes", the
   * handler's router telling the paths and methods apart (decision 171). The local gateway routes
   * by the declared routes either way.
   */
  proxyRoutes?: readonly string[];
  /** Queues it sends messages to: it may `sqs:SendMessage` there and learns each URL from its `envVar`. */
  sendsTo?: QueueName[];
  /** Routes of the HTTP API served by this function. */
  routes?: RouteSpec[];
  /** @default 10 */
  timeoutSeconds?: number;
  memoryMb?: number;
  /**
   * Reserved concurrency (decision 083 "Reserved concurrency for the jobs"): the most instances
   * that may run at once, also kept free for it. Unset: the account's unreserved pool. A queue
   * consumer's must be at least its queue's `maxConcurrency`, or the queue's pollers are throttled.
   */
  reservedConcurrency?: number;
}

/** An EventBridge rule on the domain bus: a pattern and a projection function behind it. */
/**
 * A rule on the domain bus that puts each matching event's `inputPath` (a JSONPath into the event)
 * on a queue, instead of invoking a function: the outbox's e-mails (decisions 099 and 155), by purpose.
 */
export interface QueueRuleDecl {
  name: string;
  description: string;
  eventPattern: { source: string[]; 'detail-type': string[]; detail?: Record<string, unknown> };
  queue: QueueName;
  inputPath: string;
}

export interface RuleDecl {
  name: string;
  description: string;
  eventPattern: { source: string[]; 'detail-type': string[] };
  target: string;
}

/**
 * An EventBridge Scheduler schedule (cron in Europe/Copenhagen) that invokes the dispatcher with
 * `{"job": <job>}`; the dispatcher puts one message per company on that job's queue.
 */
export interface ScheduleDecl {
  /** The name used by `POST /dev/schedule/{name}` locally. */
  name: string;
  description: string;
  /** Minute and hour of the daily run, in `timeZone`. */
  cron: { minute: number; hour: number };
  timeZone: 'Europe/Copenhagen';
  /** The function the schedule invokes: the dispatcher, which must send to `job`'s queue. */
  target: string;
  /** The job, and so the queue, the dispatcher fans out to; the schedule's input is `{"job": job}`. */
  job: QueueName;
}

/** What a schedule passes its target as the event, on AWS (the target's input) and locally. */
export const scheduleInput = (schedule: ScheduleDecl) => ({ job: schedule.job });

/**
 * A job's SQS queue: one message per company, consumed by `consumer` through a Lambda event
 * source mapping that reports partial batch failures. A message that fails `maxReceiveCount`
 * times moves to the queue's dead-letter queue. The visibility timeout is not declared: it is
 * `VISIBILITY_TIMEOUT_FACTOR` times the consumer's timeout.
 */
export interface QueueDecl {
  /** Environment variable through which senders learn the queue's URL. */
  envVar: string;
  /** The function that consumes the queue (one company per message). */
  consumer: string;
  /** Messages per invocation (1-10): the consumer's timeout must cover this many companies. */
  batchSize: number;
  /** Most invocations at a time for this queue (2-1000; Lambda's ScalingConfig minimum is 2). */
  maxConcurrency: number;
  /** Receives before a message goes to the dead-letter queue. */
  maxReceiveCount: number;
}

/**
 * A job queue's visibility timeout is at least six times its consumer's timeout, as AWS advises
 * for Lambda event sources, so a batch still running (or retried after throttling) does not
 * reappear to a second worker: https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-configure.html
 */
export const VISIBILITY_TIMEOUT_FACTOR = 6;

/** The pipe from the event store's stream to the bus: filter, enrichment and target. */
export interface PipeDecl {
  /** EventBridge Pipes filter pattern on the stream record. */
  filterPattern: Record<string, unknown>;
  /** Function that turns one commit into its events (one bus event each). */
  enrichment: string;
  /** Source of every event put on the bus. */
  source: string;
  /**
   * Stream records per batch. One commit per batch: the bus takes at most 10 entries per
   * PutEvents call, and a pipe whose enrichment returns more than that fails the whole batch.
   */
  batchSize: 1;
  /** Retries of a failing batch before it goes to the pipe's dead-letter queue. */
  maximumRetryAttempts: number;
}

/** One route of the API Gateway HTTP API: a declared route, or a prefix's greedy route (`proxyRoutes`). */
export interface ApiRouteKey {
  method: HttpMethodOrAny;
  path: string;
  /** The declared routes it serves. */
  serves: readonly RouteSpec[];
}
type HttpMethodOrAny = RouteSpec['method'] | 'ANY';

/**
 * The API Gateway routes of a function's declared routes (decision 171): each route its own,
 * except those under one of `proxyRoutes`, which together are `ANY <prefix>/{proxy+}`. A prefix
 * that serves no declared route is an error, as is a declared route outside it with its path.
 */
export function apiRoutesOf(routes: readonly RouteSpec[], proxyRoutes: readonly string[] = []): ApiRouteKey[] {
  const under = (route: RouteSpec, prefix: string) => route.path.startsWith(`${prefix}/`);
  const keys: ApiRouteKey[] = [];
  for (const prefix of proxyRoutes) {
    const serves = routes.filter((route) => under(route, prefix));
    if (!/^\/[A-Za-z0-9/_-]+[^/]$/.test(prefix) || serves.length === 0)
      throw new Error(`proxyRoutes ${prefix} serves no declared route`);
    keys.push({ method: 'ANY', path: `${prefix}/{proxy+}`, serves });
  }
  for (const route of routes)
    if (!proxyRoutes.some((prefix) => under(route, prefix)))
      keys.push({ method: route.method, path: route.path, serves: [route] });
  return keys;
}
