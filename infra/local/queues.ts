import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { queues as declaredQueues, type FunctionName } from '../declaration';
import type { QueueDecl, QueueName } from '../declaration-types';
import type { StorageGuard } from './dynamo';
import { invoke } from './functions';
import { freePort } from './ports';
import { LOCAL_ACCOUNT, LocalQueue, type LocalQueueOptions, type QueueObserver } from './queue';

/** A message, and a whole batch, may be 256 KiB (the SQS API reference's limit). */
const MAX_PAYLOAD_BYTES = 256 * 1024;
/** A request body beyond this (a ten-message batch stays far below) is not kept, and refused. */
const MAX_REQUEST_BYTES = 1024 * 1024;
const BATCH_ENTRY_ID = /^[A-Za-z0-9_-]{1,80}$/;
/** What SQS accepts in a body (API_SendMessage.html): #x9 #xA #xD #x20-#xD7FF #xE000-#xFFFD #x10000-#x10FFFF. */
const INVALID_CHARACTER = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** An error as the AWS JSON 1.0 protocol carries it: `__type` names the exception the SDK throws. */
class SqsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Why SQS would refuse a message body, as its error code and message; null if it would take it. */
const bodyProblem = (body: unknown): { code: string; message: string } | null => {
  if (typeof body !== 'string' || body.length === 0)
    return { code: 'MissingParameter', message: 'The request must contain the parameter MessageBody.' };
  if (Buffer.byteLength(body, 'utf8') > MAX_PAYLOAD_BYTES)
    return { code: 'InvalidParameterValue', message: `Message must be shorter than ${MAX_PAYLOAD_BYTES} bytes.` };
  if (INVALID_CHARACTER.test(body))
    return { code: 'InvalidMessageContents', message: 'Invalid characters found in the message body.' };
  return null;
};

/** The request body; one longer than MAX_REQUEST_BYTES is read to its end (so the answer can be sent) but not kept. */
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () =>
      size > MAX_REQUEST_BYTES
        ? reject(new SqsError('BatchRequestTooLong', 'The request is too long.'))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });

type Input = Record<string, unknown>;

/**
 * The local SQS: an endpoint for the AWS JSON 1.0 protocol that `@aws-sdk/client-sqs` speaks
 * (`POST /` with `X-Amz-Target: AmazonSQS.<Action>`), serving SendMessage, SendMessageBatch and
 * GetQueueUrl on the declared queues (`<endpoint>/000000000000/<queue name>`), and behind each
 * queue the Lambda event source mapping to its consumer (`queue.ts`). The functions find it
 * through `AWS_ENDPOINT_URL_SQS` and the queue URL variables, as on AWS.
 */
export class LocalQueues {
  endpoint = '';
  private server: Server | undefined;
  private readonly byName = new Map<string, LocalQueue>();
  private readonly names = {} as Record<QueueName, string>;
  private readonly decls: Record<QueueName, QueueDecl>;

  constructor(
    deadLetter: LocalQueueOptions['deadLetter'],
    decls: Record<QueueName, QueueDecl> = declaredQueues,
    consume: (consumer: string, event: unknown) => Promise<unknown> = (consumer, event) =>
      invoke(consumer as FunctionName, event),
    storage?: StorageGuard,
  ) {
    this.decls = decls;
    const region = process.env.AWS_REGION ?? 'eu-north-1';
    for (const [queue, decl] of Object.entries(decls) as [QueueName, QueueDecl][]) {
      const name = `servicebogen-${queue}`;
      this.names[queue] = name;
      this.byName.set(
        name,
        new LocalQueue({ name, decl, region, deadLetter, storage, invoke: (event) => consume(decl.consumer, event) }),
      );
    }
  }

  async start() {
    const port = await freePort();
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) => this.fail(res, error));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${port}`;
  }

  /** The URL functions send to (`<QUEUE>_QUEUE_URL`). */
  urlOf(queue: QueueName): string {
    return `${this.endpoint}/${LOCAL_ACCOUNT}/${this.names[queue]}`;
  }

  /** Each queue's URL under its declared variable, for the functions that send to it. */
  environment(): Record<string, string> {
    return Object.fromEntries(
      (Object.keys(this.decls) as QueueName[]).map((q) => [this.decls[q].envVar, this.urlOf(q)]),
    );
  }

  /** Accepts a message from inside the process (an EventBridge rule's queue target). */
  send(queue: QueueName, body: string): void {
    this.queue(queue).send(body);
  }

  /** Follows a queue's messages and answers until the returned function is called. */
  observe(queue: QueueName, observer: QueueObserver): () => void {
    return this.queue(queue).observe(observer);
  }

  /** Resolves once the queue is empty and its consumer idle, retries and dead letters included. */
  idle(queue: QueueName): Promise<void> {
    return this.queue(queue).idle();
  }

  async stop() {
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
    await Promise.all([...this.byName.values()].map((q) => q.stop()));
  }

  private queue(queue: QueueName): LocalQueue {
    return this.byName.get(this.names[queue])!;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const target = req.headers['x-amz-target'];
    const action =
      typeof target === 'string' && target.startsWith('AmazonSQS.') ? target.slice('AmazonSQS.'.length) : null;
    if (req.method !== 'POST' || !action) {
      req.resume();
      throw new SqsError('UnsupportedOperation', 'Only POST with X-Amz-Target: AmazonSQS.<Action> is served.');
    }
    let input: unknown;
    try {
      input = JSON.parse(await readBody(req));
    } catch (error) {
      if (error instanceof SqsError) throw error;
      throw new SqsError('SerializationException', 'The request body is not valid JSON.');
    }
    if (!input || typeof input !== 'object' || Array.isArray(input))
      throw new SqsError('SerializationException', 'The request body must be a JSON object.');
    const answer = this.answer(action, input as Input);
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(answer));
  }

  private answer(action: string, input: Input): unknown {
    switch (action) {
      case 'SendMessage': {
        const queue = this.queueAt(input.QueueUrl);
        const problem = bodyProblem(input.MessageBody);
        if (problem) throw new SqsError(problem.code, problem.message);
        const { messageId, md5 } = queue.send(input.MessageBody as string);
        return { MessageId: messageId, MD5OfMessageBody: md5 };
      }
      case 'SendMessageBatch':
        return this.sendBatch(this.queueAt(input.QueueUrl), input.Entries);
      case 'GetQueueUrl': {
        const queue = (Object.keys(this.names) as QueueName[]).find((q) => this.names[q] === input.QueueName);
        if (!queue) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
        return { QueueUrl: this.urlOf(queue) };
      }
      default:
        throw new SqsError('UnsupportedOperation', `The local SQS does not serve ${action.slice(0, 64)}.`);
    }
  }

  /** SendMessageBatch: request-wide checks as SQS makes them, then one result per entry. */
  private sendBatch(queue: LocalQueue, entries: unknown) {
    if (!Array.isArray(entries) || entries.length === 0)
      throw new SqsError(
        'EmptyBatchRequest',
        'There should be at least one SendMessageBatchRequestEntry in the request.',
      );
    if (entries.length > 10)
      throw new SqsError('TooManyEntriesInBatchRequest', 'Maximum number of entries per request are 10.');
    const ids = entries.map((entry) => (entry as Input | null)?.Id);
    if (ids.some((id) => typeof id !== 'string' || !BATCH_ENTRY_ID.test(id)))
      throw new SqsError(
        'InvalidBatchEntryId',
        'A batch entry id can only contain alphanumeric characters, hyphens and underscores, and be at most 80 characters long.',
      );
    if (new Set(ids).size !== ids.length)
      throw new SqsError('BatchEntryIdsNotDistinct', 'Two or more batch entries in the request have the same Id.');
    const bodies = entries.map((entry) => (entry as Input).MessageBody);
    const total = bodies.reduce<number>(
      (sum, body) => sum + (typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : 0),
      0,
    );
    if (total > MAX_PAYLOAD_BYTES)
      throw new SqsError('BatchRequestTooLong', `Batch requests cannot be longer than ${MAX_PAYLOAD_BYTES} bytes.`);

    const Successful: { Id: string; MessageId: string; MD5OfMessageBody: string }[] = [];
    const Failed: { Id: string; SenderFault: boolean; Code: string; Message: string }[] = [];
    entries.forEach((_, i) => {
      const Id = ids[i] as string;
      const problem = bodyProblem(bodies[i]);
      if (problem) return void Failed.push({ Id, SenderFault: true, Code: problem.code, Message: problem.message });
      const { messageId, md5 } = queue.send(bodies[i] as string);
      Successful.push({ Id, MessageId: messageId, MD5OfMessageBody: md5 });
    });
    return { Successful, Failed };
  }

  /** The queue a `QueueUrl` names, by its path (`/000000000000/<name>`), whatever host it was given. */
  private queueAt(queueUrl: unknown): LocalQueue {
    if (typeof queueUrl !== 'string')
      throw new SqsError('MissingParameter', 'The request must contain the parameter QueueUrl.');
    let path: string;
    try {
      path = new URL(queueUrl).pathname;
    } catch {
      throw new SqsError('InvalidAddress', 'The address is not valid for this endpoint.');
    }
    const [, account, name, ...rest] = path.split('/');
    const queue = account === LOCAL_ACCOUNT && rest.length === 0 ? this.byName.get(name) : undefined;
    if (!queue) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
    return queue;
  }

  private fail(res: ServerResponse, error: unknown) {
    const known = error instanceof SqsError;
    if (!known)
      console.error(JSON.stringify({ level: 'error', message: 'local SQS request failed', error: String(error) }));
    if (res.headersSent) return void res.end();
    const code = known ? error.code : 'InternalError';
    const namespace = code === 'SerializationException' ? 'com.amazon.coral.service' : 'com.amazonaws.sqs';
    res
      .writeHead(known ? error.status : 500, { 'content-type': 'application/x-amz-json-1.0', connection: 'close' })
      .end(
        JSON.stringify({
          __type: `${namespace}#${code}`,
          message: known ? error.message : 'We encountered an internal error. Please try again.',
        }),
      );
  }
}
