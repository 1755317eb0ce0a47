import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { RESPONSE_LIMIT_ENV } from '../../functions/http/answer-limit';
import { ENV, mailFrom } from '../../functions/platform/config';
import { resetClients } from '../../functions/platform/aws';
import { bindingsOf, functionEnvironment, stageEnvironment, tableGrants } from '../bindings';
import type { QueueName, TableName } from '../declaration-types';
import {
  buckets,
  functions,
  mailFeedback,
  pipe,
  queues as queueDecls,
  tables,
  type FunctionName,
} from '../declaration';
import { ORIGIN_HEADER } from '../../functions/http/origin';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/client-address';
import { handleApi, viewerAddressOf } from './api-gateway';
import { ensureBundles } from './bundles';
import { FunctionHost, useFunctionHost, type FunctionSource } from './functions';
import { LocalBus } from './bus';
import { handleDev, sendJson } from './dev';
import { attachDynamo, ownerOnly, startDynamo, type LocalDynamo } from './dynamo';
import { DynamoGates, type Grants } from './dynamo-gate';
import { LOCAL_CONFIGURATION_SET, Mailbox } from './mailbox';
import { LocalPipe } from './pipe';
import { LocalQueues } from './queues';
import { LOCAL_S3_CREDENTIALS, startS3, type LocalS3 } from './s3';
import { LocalScheduler } from './scheduler';
import { LocalSecrets } from './secrets';
import { LocalPushService } from './push-service';
import { freePort } from './ports';
import { serveStatic } from './static';

export interface RuntimeOptions {
  port: number;
  host: string;
  dataDir: string;
  webRoot?: string;
  quiet?: boolean;
  /** Drop the functions' ordinary log lines (default: as `quiet`); their errors are always shown. */
  quietFunctions?: boolean;
  /**
   * Run the schedules at their times by the app's clock (default). Test runtimes turn it off:
   * they move the clock and run jobs explicitly through `POST /dev/schedule/{name}`.
   */
  autoSchedules?: boolean;
  /**
   * Where each function's code and environment come from. By default the runtime bundles the
   * declared entries as the stack does and derives each environment from the declaration; the
   * bundle smoke test passes the bundles and environments of a synthesized cloud assembly.
   */
  functions?: (name: FunctionName, local: LocalResources) => FunctionSource | Promise<FunctionSource> | undefined;
  /**
   * What an invocation may answer, in bytes (default Lambda's 6 MB, `LAMBDA_RESPONSE_LIMIT`): a
   * test lowers it to reach it with a few thousand rows. The containers refuse an answer over it
   * as Lambda does, and the functions size their answers by it (decision 135 "Lambda's answer
   * limit, locally as on AWS").
   */
  responseLimit?: number;
  /**
   * Each function reaches DynamoDB through a gate that refuses what its role could not do on AWS
   * (default; decision 149). The bench turns it off: IAM costs a function nothing on AWS, and the
   * gate's hop would be counted as the function's work. Default: on unless `LOCAL_GRANTS=off`.
   */
  enforceGrants?: boolean;
  /**
   * A DynamoDB Local another process runs, and this runtime's table name prefix in it: the test
   * runs share one emulator across test files (decision 152 "Test files share one DynamoDB
   * Local"). Default: the runtime starts its own on `dataDir`, as `npm start` does.
   */
  sharedDynamo?: { endpoint: string; prefix: string };
}

/** The names and addresses of the runtime's emulated resources. */
export interface LocalResources {
  tableNames: Record<TableName, string>;
  bucketNames: Record<'files' | 'backups', string>;
  queueUrls: Record<QueueName, string>;
  tokenSecretArn: string;
  originSecretArn: string;
  /** The VAPID key pair's secret and its public key (decision 171). */
  pushSecretArn: string;
  vapidPublicKey: string;
  appBaseUrl: string;
  /** What the runtime would run for a function by default: its bundle and its declared environment. */
  defaultSource(name: FunctionName): Promise<FunctionSource>;
}

export interface LocalRuntime {
  /** The app's address: the local CloudFront (SPA, `/api` with the origin header, `/dev`). */
  url: string;
  /**
   * The local HTTP API's own address, like `<id>.execute-api.<region>.amazonaws.com`: it serves
   * `/api` without adding the origin header, so its functions refuse every request (403).
   */
  apiUrl: string;
  /**
   * The value the local CloudFront adds in the origin header (decision 085), new with each runtime.
   * A test that plays CloudFront itself (a viewer's own `CloudFront-Viewer-Address`, which the
   * local CloudFront sets from the connection) sends it to `apiUrl`.
   */
  originSecret: string;
  mailbox: Mailbox;
  /** The test push service behind `/dev/push` (decision 171 "Reminders as push"). */
  push: LocalPushService;
  /**
   * Runs a bulk import (`work`, which writes to the tables itself: the bench's and the tests' large
   * companies) with the pipe passing over what is written meanwhile, as on AWS one would import and
   * then rebuild: the bus projects none of it (the activity timeline and monthly statistics stay
   * without it), where at ~80 commits a second here it would take the pipe half an hour for a
   * large company. What was written before is projected first; nothing else may write meanwhile.
   */
  importing<T>(work: () => Promise<T>): Promise<T>;
  /** Waits until everything written so far has reached the read models, and queued reset requests are done. */
  drain(): Promise<void>;
  /**
   * Ends every function container, as Lambda does when a function's configuration changes: the
   * next invocation starts a new one with the source and environment `functions` gives then.
   */
  recycleFunctions(): Promise<void>;
  stop(): Promise<void>;
}

/** A function's grants on the local tables, from the same bindings as its role's statements (decision 149). */
function grantsOf(name: FunctionName, tableNames: Record<TableName, string>): Grants {
  const grants: Grants = new Map();
  for (const binding of bindingsOf(functions[name], { tables, buckets, queues: queueDecls }))
    if (binding.kind === 'table') grants.set(tableNames[binding.name], tableGrants(binding));
  return grants;
}

/** The partition key attribute of a local table. */
function partitionKeyOf(localName: string, tableNames: Record<TableName, string>): string {
  const table = (Object.keys(tableNames) as TableName[]).find((t) => tableNames[t] === localName);
  return table ? tables[table].partitionKey.name : 'pk';
}

/**
 * Starts Servicebogen as one process: DynamoDB Local, s3rver, the mailbox, the job queues, the
 * pipe, the bus, the scheduler, and an HTTP server for the SPA, `/api` and `/dev`. Stops all of
 * it on `stop()`.
 */
export async function startRuntime(options: RuntimeOptions): Promise<LocalRuntime> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The database, the mailbox (reset links) and the signing secret are the owner's alone.
  ownerOnly(dataDir, 0);
  // The SDK warns once per client on Node 20; the Lambdas run on Node 22.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const dynamo: LocalDynamo = options.sharedDynamo
      ? await attachDynamo(options.sharedDynamo.endpoint, options.sharedDynamo.prefix)
      : await startDynamo(dataDir);
    stops.push(() => dynamo.stop());
    const s3: LocalS3 = await startS3(dataDir);
    stops.push(() => s3.stop());
    const mailbox = new Mailbox(dataDir);
    await mailbox.start();
    stops.push(() => mailbox.stop());
    const bus = new LocalBus(dataDir, dynamo);
    const queues = new LocalQueues((...letter) => bus.deadLetter(...letter), undefined, undefined, dynamo);
    await queues.start();
    stops.push(() => queues.stop());
    bus.toQueue = (queue, body) => queues.send(queue, body);

    const secrets = new LocalSecrets(dataDir);
    await secrets.start();
    stops.push(() => secrets.stop());

    // The port is fixed before anything runs: the functions' APP_BASE_URL names it.
    const port = options.port || (await freePort());
    const url = `http://localhost:${port}`;
    const appBaseUrl = process.env.APP_BASE_URL ?? url;
    const region = process.env.AWS_REGION ?? 'eu-north-1';
    /** What Lambda gives every container, plus the local endpoints of the emulated services. */
    const platform: Record<string, string> = {
      AWS_REGION: region,
      AWS_DEFAULT_REGION: region,
      // The one key the local S3 takes (decision 150); DynamoDB Local and the others take any.
      AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ENDPOINT_URL_SESV2: mailbox.endpoint,
      AWS_ENDPOINT_URL_SQS: queues.endpoint,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...(options.responseLimit ? { [RESPONSE_LIMIT_ENV]: String(options.responseLimit) } : {}),
    };
    const stage = stageEnvironment({
      STAGE: 'local',
      APP_BASE_URL: appBaseUrl,
      MAIL_FROM: mailFrom(),
      EVENT_SOURCE: pipe.source,
    });
    const queueUrls = queues.environment();
    /** Each function's environment, from the same bindings the stack turns into variables. */
    const environmentOf = (name: FunctionName) =>
      functionEnvironment(functions[name], { tables, buckets, queues: queueDecls }, stage, (binding) => {
        if (binding.kind === 'table') return dynamo.tableNames[binding.name];
        if (binding.kind === 'bucket') return s3.bucketNames[binding.name as 'files' | 'backups'];
        if (binding.kind === 'queue') return queueUrls[binding.envVar];
        if (binding.kind === 'originSecret') return secrets.originSecretArn;
        if (binding.kind === 'mail') return LOCAL_CONFIGURATION_SET;
        if (binding.kind === 'pushPublicKey') return secrets.vapidPublicKey;
        if (binding.kind === 'pushSecret') return secrets.pushSecretArn;
        return secrets.tokenSecretArn;
      });
    const local: LocalResources = {
      tableNames: dynamo.tableNames,
      bucketNames: s3.bucketNames,
      queueUrls: Object.fromEntries(
        (Object.keys(queueDecls) as QueueName[]).map((q) => [q, queueUrls[queueDecls[q].envVar]]),
      ) as Record<QueueName, string>,
      tokenSecretArn: secrets.tokenSecretArn,
      originSecretArn: secrets.originSecretArn,
      pushSecretArn: secrets.pushSecretArn,
      vapidPublicKey: secrets.vapidPublicKey,
      appBaseUrl,
      defaultSource: async (name) => ({ bundle: (await ensureBundles())[name], environment: environmentOf(name) }),
    };
    if (!options.functions) await ensureBundles();
    const gates =
      (options.enforceGrants ?? process.env.LOCAL_GRANTS !== 'off') === false
        ? undefined
        : new DynamoGates(
            dynamo.endpoint,
            (name) => grantsOf(name as FunctionName, dynamo.tableNames),
            (table) => partitionKeyOf(table, dynamo.tableNames),
          );
    if (gates) stops.push(() => gates.stop());
    // The pipe, once it is there (it needs the host's functions to start).
    let pipeOfHost: LocalPipe | undefined;
    const host = new FunctionHost({
      platform,
      endpointsOf: gates ? async (name) => ({ AWS_ENDPOINT_URL_DYNAMODB: await gates.endpointOf(name) }) : undefined,
      quiet: options.quietFunctions ?? options.quiet,
      responseLimit: options.responseLimit,
      sourceOf: (name) => options.functions?.(name, local) ?? local.defaultSource(name),
      // Whatever a function wrote reaches the pipe's next poll within 200 ms (decision 159).
      onInvoked: () => pipeOfHost?.nudge(),
    });
    useFunctionHost(host);
    // The configuration set's event destination: the default bus → the feedback function (decision 092 "Bounced addresses").
    mailbox.onFeedback = (notification) => host.invoke(mailFeedback.consumer, sesEvent(notification));
    stops.push(async () => {
      // Batches under way finish before their containers go (a job cut off would log as failed).
      await queues.stop();
      await host.stop();
      useFunctionHost(undefined);
    });

    // The operator's environment (this process: tests, the rebuild tool) reaches everything.
    delete process.env[RESPONSE_LIMIT_ENV];
    Object.assign(process.env, {
      ...platform,
      [ENV.eventsTable]: dynamo.tableNames.events,
      [ENV.readTable]: dynamo.tableNames.readModels,
      [ENV.filesBucket]: s3.bucketNames.files,
      [ENV.backupsBucket]: s3.bucketNames.backups,
      ...queueUrls,
      AUTH_SECRET_ARN: secrets.tokenSecretArn,
      APP_BASE_URL: appBaseUrl,
      STAGE: 'local',
    });
    resetClients();

    const localPipe = (pipeOfHost = new LocalPipe(
      dynamo.endpoint,
      dynamo.client,
      dynamo.tableNames.events,
      bus,
      dynamo,
      join(dataDir, 'pipe-checkpoints.json'),
    ));
    await localPipe.start();
    stops.push(() => localPipe.stop());
    const scheduler = new LocalScheduler(queues);
    if (options.autoSchedules !== false) scheduler.start();
    stops.push(() => scheduler.stop());
    // Every e-mail is recorded in the outbox and reaches a mail queue through the pipe (decisions
    // 099 "E-mail is recorded with its commit" and 155 "Every e-mail through the outbox"): reset
    // requests first (decision 030 "Reset requests are deferred": their worker records the link's
    // e-mail), then the pipe, then the mail queues and the mailbox.
    const mailSent = async () => {
      await queues.idle('passwordReset');
      await localPipe.drain();
      await queues.idle('mail');
      await queues.idle('reminderMail');
      await mailbox.idle();
    };
    // And whatever the pipe carries besides, and the bounces the e-mails bring.
    const drain = async () => {
      await localPipe.drain();
      await mailSent();
      await localPipe.drain();
    };

    // The test push service at /dev/push (decision 171): its endpoints are under the app's own address.
    const push = new LocalPushService(() => url);
    const webRoot = options.webRoot ?? resolve('web/dist');
    // What CloudFront's /api/* origin adds (infra/constructs/web-distribution.ts), replacing any value
    // a client sent: the origin secret, and the viewer's own address, which CloudFront sets itself
    // and the API behaviour's origin request policy passes on (the per-address limits count it).
    const cloudFrontOrigin = (req: IncomingMessage) => ({
      [ORIGIN_HEADER]: secrets.originSecretValue,
      [VIEWER_ADDRESS_HEADER]: viewerAddressOf(req),
    });
    const server: Server = createServer((req, res) => {
      // One request never ends the process: whatever it sends, it gets an answer.
      let path = '';
      const fail = (error: unknown) => {
        const unavailable = !dynamo.up;
        console.error(JSON.stringify({ level: 'error', path, error: String(error) }));
        if (res.headersSent) return void res.destroy();
        if (unavailable)
          sendJson(res, 503, { message: 'Servicebogen kan ikke nå sine data lige nu. Prøv igen om lidt.' });
        else sendJson(res, 500, { message: 'Internal Server Error' });
      };
      let requestUrl: URL;
      try {
        requestUrl = new URL(req.url ?? '/', 'http://localhost');
        path = requestUrl.pathname;
      } catch {
        req.resume();
        return void sendJson(res, 400, { message: 'Ugyldig adresse.' });
      }
      try {
        if (path.startsWith('/api/')) return void handleApi(req, res, requestUrl, cloudFrontOrigin(req)).catch(fail);
        if (path.startsWith('/dev/'))
          return void handleDev(req, res, path, { mailbox, scheduler, drain, mailSent, push }).catch(fail);
        serveStatic(webRoot, path, res, s3.endpoint, req);
      } catch (error) {
        if (error instanceof URIError && !res.headersSent)
          return void sendJson(res, 400, { message: 'Ugyldig adresse.' });
        fail(error);
      }
    });
    // Idle connections stay open for a minute, as CloudFront's and API Gateway's do, not Node's
    // 5 s: a client that pauses about 5 s between calls (a test suite) would otherwise now and
    // then send on a connection the server is closing that instant, and see ECONNRESET.
    server.keepAliveTimeout = 60_000;
    server.headersTimeout = 61_000;

    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, options.host, () => resolveListen());
    });
    stops.push(
      () =>
        new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
    );
    // The HTTP API's own address: what a caller reaches who goes around CloudFront.
    const apiServer: Server = createServer((req, res) => {
      let requestUrl: URL;
      try {
        requestUrl = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        req.resume();
        return void sendJson(res, 400, { message: 'Bad Request' });
      }
      handleApi(req, res, requestUrl).catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', path: requestUrl.pathname, error: String(error) }));
        if (res.headersSent) return void res.destroy();
        sendJson(res, 500, { message: 'Internal Server Error' });
      });
    });
    const apiPort = await freePort();
    await new Promise<void>((resolveListen, reject) => {
      apiServer.once('error', reject);
      apiServer.listen(apiPort, '127.0.0.1', () => resolveListen());
    });
    stops.push(
      () =>
        new Promise<void>((r) => {
          apiServer.closeAllConnections();
          apiServer.close(() => r());
        }),
    );
    // First of all: deliveries under way stop waiting for a DynamoDB Local that is down.
    stops.push(() => dynamo.release());
    const importing = async <T>(work: () => Promise<T>): Promise<T> => {
      await drain();
      localPipe.skipping = true;
      try {
        const done = await work();
        await localPipe.drain();
        return done;
      } finally {
        localPipe.skipping = false;
      }
    };
    return {
      url,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      originSecret: secrets.originSecretValue,
      mailbox,
      push,
      importing,
      drain,
      stop,
      recycleFunctions: () => host.recycle(),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * What the default event bus hands a rule's target for an SES event destination
 * (https://docs.aws.amazon.com/ses/latest/dg/monitoring-eventbridge.html).
 */
function sesEvent(detail: { eventType: string }) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': detail.eventType === 'Bounce' ? 'Email Bounced' : 'Email Complained',
    source: 'aws.ses',
    account: '000000000000',
    time: new Date().toISOString(),
    region: process.env.AWS_REGION ?? 'eu-north-1',
    resources: [],
    detail,
  };
}
