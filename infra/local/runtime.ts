import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { ENV } from '../../functions/lib/config';
import { newSecret } from '../../functions/lib/ids';
import { resetClients } from '../../functions/lib/aws';
import { handleApi } from './api-gateway';
import { LocalBus } from './bus';
import { handleDev, sendJson } from './dev';
import { ownerOnly, startDynamo, type LocalDynamo } from './dynamo';
import { Mailbox } from './mailbox';
import { LocalPipe } from './pipe';
import { LocalQueues } from './queues';
import { startS3, type LocalS3 } from './s3';
import { LocalScheduler } from './scheduler';
import { serveStatic } from './static';

export interface RuntimeOptions {
  port: number;
  host: string;
  dataDir: string;
  webRoot?: string;
  quiet?: boolean;
  /**
   * Run the schedules at their times by the app's clock (default). Test runtimes turn it off:
   * they move the clock and run jobs explicitly through `POST /dev/schedule/{name}`.
   */
  autoSchedules?: boolean;
}

export interface LocalRuntime {
  url: string;
  mailbox: Mailbox;
  /** Waits until everything written so far has reached the read models. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

function authSecret(dataDir: string) {
  const file = join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, newSecret(), { mode: 0o600 });
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
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
    const dynamo: LocalDynamo = await startDynamo(dataDir);
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

    const url = `http://localhost:${options.port}`;
    Object.assign(process.env, {
      AWS_REGION: process.env.AWS_REGION ?? 'eu-north-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ENDPOINT_URL_SESV2: mailbox.endpoint,
      AWS_ENDPOINT_URL_SQS: queues.endpoint,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      [ENV.eventsTable]: dynamo.tableNames.events,
      [ENV.readTable]: dynamo.tableNames.readModels,
      [ENV.filesBucket]: s3.bucketNames.files,
      [ENV.backupsBucket]: s3.bucketNames.backups,
      ...queues.environment(),
      AUTH_SECRET: authSecret(dataDir),
      APP_BASE_URL: process.env.APP_BASE_URL ?? url,
      STAGE: 'local',
    });
    resetClients();

    const pipe = new LocalPipe(dynamo.endpoint, dynamo.client, dynamo.tableNames.events, bus, dynamo);
    await pipe.start();
    stops.push(() => pipe.stop());
    const scheduler = new LocalScheduler(queues);
    if (options.autoSchedules !== false) scheduler.start();
    stops.push(() => scheduler.stop());
    const drain = () => pipe.drain();

    const webRoot = options.webRoot ?? resolve('web/dist');
    const server: Server = createServer((req, res) => {
      // One request never ends the process: whatever it sends, it gets an answer.
      let path = '';
      const fail = (error: unknown) => {
        const unavailable = !dynamo.up;
        console.error(JSON.stringify({ level: 'error', path, error: String(error) }));
        if (res.headersSent) return void res.destroy();
        if (unavailable) sendJson(res, 503, { message: 'Servicebogen kan ikke nå sine data lige nu. Prøv igen om lidt.' });
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
        if (path.startsWith('/api/')) return void handleApi(req, res, requestUrl).catch(fail);
        if (path.startsWith('/dev/')) return void handleDev(req, res, path, { mailbox, scheduler, drain }).catch(fail);
        serveStatic(webRoot, path, res);
      } catch (error) {
        if (error instanceof URIError && !res.headersSent) return void sendJson(res, 400, { message: 'Ugyldig adresse.' });
        fail(error);
      }
    });

    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolveListen());
    });
    stops.push(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));
    // First of all: deliveries under way stop waiting for a DynamoDB Local that is down.
    stops.push(() => dynamo.release());
    const actualPort = (server.address() as { port: number }).port;
    const actualUrl = `http://localhost:${actualPort}`;
    if (!options.port) process.env.APP_BASE_URL = actualUrl;
    return { url: actualUrl, mailbox, drain, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
