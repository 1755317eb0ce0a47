import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { ENV } from '../../functions/lib/config';
import { clock } from '../../functions/lib/clock';
import { newSecret } from '../../functions/lib/ids';
import { resetClients } from '../../functions/lib/aws';
import { handleApi } from './api-gateway';
import { LocalBus } from './bus';
import { startDynamo, type LocalDynamo } from './dynamo';
import { Mailbox, mailboxPage } from './mailbox';
import { LocalPipe } from './pipe';
import { LocalQueues } from './queues';
import { rebuildReadModels } from './rebuild';
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
  return readFileSync(file, 'utf8').trim();
}

const readJson = (req: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        resolve(null);
      }
    });
  });

const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/**
 * Starts Servicebogen as one process: DynamoDB Local, s3rver, the mailbox, the job queues, the
 * pipe, the bus, the scheduler, and an HTTP server for the SPA, `/api` and `/dev`. Stops all of
 * it on `stop()`.
 */
export async function startRuntime(options: RuntimeOptions): Promise<LocalRuntime> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
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
    const bus = new LocalBus(dataDir);
    const queues = new LocalQueues((...letter) => bus.deadLetter(...letter));
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

    const pipe = new LocalPipe(dynamo.endpoint, dynamo.client, dynamo.tableNames.events, bus);
    await pipe.start();
    stops.push(() => pipe.stop());
    const scheduler = new LocalScheduler(queues);
    if (options.autoSchedules !== false) scheduler.start();
    stops.push(() => scheduler.stop());
    const drain = () => pipe.drain();

    const webRoot = options.webRoot ?? resolve('web/dist');
    const server: Server = createServer((req, res) => {
      // An absolute request target such as `http://[` is no URL: answer it, do not throw.
      if (!URL.canParse(req.url ?? '/', 'http://localhost')) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Ugyldig adresse');
      const requestUrl = new URL(req.url ?? '/', 'http://localhost');
      const path = requestUrl.pathname;
      const fail = (error: unknown) => {
        console.error(JSON.stringify({ level: 'error', path, error: String(error) }));
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      };
      if (path.startsWith('/api/')) return void handleApi(req, res, requestUrl).catch(fail);
      if (path.startsWith('/dev/')) return void handleDev(req, res, path).catch(fail);
      serveStatic(webRoot, path, res, s3.endpoint);
    });

    async function handleDev(req: IncomingMessage, res: ServerResponse, path: string) {
      const method = req.method ?? 'GET';
      if (method === 'GET' && path === '/dev/mail') {
        return sendJson(res, 200, mailbox.list().map(({ from: _from, to, ...m }) => ({ ...m, to: to.join(', ') })));
      }
      if (method === 'GET' && path === '/dev/mail/view') {
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(mailboxPage(mailbox.list()));
      }
      const schedule = path.match(/^\/dev\/schedule\/([^/]+)$/);
      if (method === 'POST' && schedule) {
        if (!scheduler.has(schedule[1])) return sendJson(res, 404, { message: `Ukendt job: ${schedule[1]}` });
        return sendJson(res, 200, { result: (await scheduler.run(schedule[1])) ?? null });
      }
      if (path === '/dev/clock') {
        if (method === 'GET') return sendJson(res, 200, { now: clock.now().toISOString(), settable: process.env.LOCAL_CLOCK === 'settable' });
        if (method !== 'POST') return sendJson(res, 405, { message: 'Method Not Allowed' });
        if (process.env.LOCAL_CLOCK !== 'settable') return sendJson(res, 409, { message: 'Start med LOCAL_CLOCK=settable for at flytte uret.' });
        const body = (await readJson(req)) as { now?: string } | null;
        const instant = new Date(body?.now ?? 'invalid');
        if (Number.isNaN(instant.getTime())) return sendJson(res, 400, { message: 'Angiv {"now": "<ISO 8601-tidspunkt>"}.' });
        clock.set(instant);
        return sendJson(res, 200, { now: clock.now().toISOString() });
      }
      if (method === 'POST' && path === '/dev/drain') {
        await drain();
        return sendJson(res, 200, {});
      }
      if (method === 'POST' && path === '/dev/rebuild') {
        await drain();
        return sendJson(res, 200, await rebuildReadModels());
      }
      sendJson(res, 404, { message: 'Not Found' });
    }

    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolveListen());
    });
    stops.push(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));
    const actualPort = (server.address() as { port: number }).port;
    const actualUrl = `http://localhost:${actualPort}`;
    if (!options.port) process.env.APP_BASE_URL = actualUrl;
    return { url: actualUrl, mailbox, drain, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
