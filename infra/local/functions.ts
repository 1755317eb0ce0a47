import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { LAMBDA_RESPONSE_LIMIT } from '../../functions/http/answer-limit';
import { clockCell } from '../../functions/platform/clock';
import { functions, type FunctionName } from '../declaration';
import type { FunctionDecl } from '../declaration-types';

/**
 * The local Lambda service. Each declared function runs in a worker thread of its own (its
 * "container"), loaded from its bundle, with a `process.env` that holds only what Lambda would
 * give it: the region and credentials, the local endpoints of the emulated services, and the
 * function's own environment as the stack sets it (`infra/bindings.ts`). Module state is the
 * function's own, as in Lambda; a crashed worker is replaced on the next invocation.
 */
export interface FunctionSource {
  /** The bundle to run (`.mjs` exporting `handler`). */
  bundle: string;
  /** The function's environment as the stack gives it. */
  environment: Record<string, string>;
}

export interface FunctionHostOptions {
  sourceOf(name: FunctionName): FunctionSource | Promise<FunctionSource>;
  /** What every container gets besides its own environment: region, credentials, endpoints. */
  platform: Record<string, string>;
  /** A function's own endpoints, over the platform's (its DynamoDB gate, decision 149). */
  endpointsOf?: (name: FunctionName) => Promise<Record<string, string>>;
  /** Drop the functions' ordinary log lines (test runtimes); errors are always shown. */
  quiet?: boolean;
  /** What an invocation may answer, in bytes of its JSON: Lambda's 6 MB unless a test lowers it. */
  responseLimit?: number;
  /** Told when an invocation has ended, however it ended (the pipe polls soon after: decision 159). */
  onInvoked?: (name: FunctionName) => void;
}

/**
 * Every container of the local runtime shares two cores with DynamoDB Local and the tests, where
 * Lambda gives each concurrent invocation a container of its own: a burst that AWS spreads over
 * 300 containers queues here. The declared timeout is therefore stretched by this factor locally
 * (an invocation that runs away still ends); `LOCAL_TIMEOUT_FACTOR` overrides it.
 */
const TIMEOUT_FACTOR = Number(process.env.LOCAL_TIMEOUT_FACTOR ?? 3) || 3;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** The container's bootstrap, found from the repository root like the function entries. */
const WORKER = resolve(process.cwd(), 'infra/local/lambda-worker.mjs');

class Container {
  private readonly pending = new Map<string, Pending>();
  readonly ready: Promise<void>;
  dead = false;

  constructor(
    private readonly name: FunctionName,
    private readonly decl: FunctionDecl,
    source: FunctionSource,
    platform: Record<string, string>,
    onExit: () => void,
    quiet = false,
    responseLimit = LAMBDA_RESPONSE_LIMIT,
  ) {
    const memoryMb = decl.memoryMb ?? 512;
    const worker = new Worker(WORKER, {
      env: {
        ...platform,
        AWS_LAMBDA_FUNCTION_NAME: this.functionName,
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(memoryMb),
        ...source.environment,
      },
      workerData: { bundle: source.bundle, clock: clockCell().buffer, responseLimit },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (message.ready) {
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`${name} exited with code ${code} while starting`)));
    });
    this.ready.catch(() => undefined);
    worker.on(
      'message',
      (message: {
        id?: string;
        result?: unknown;
        error?: { name: string; message: string; stack?: string };
        log?: { stream: 'out' | 'err'; text: string };
      }) => {
        if (message.log) {
          // The function's log lines, as CloudWatch would receive them.
          if (message.log.stream === 'err') console.error(message.log.text);
          else if (!quiet) console.log(message.log.text);
          return;
        }
        if (!message.id) return;
        const call = this.pending.get(message.id);
        if (!call) return;
        this.pending.delete(message.id);
        clearTimeout(call.timer);
        if (message.error) call.reject(Object.assign(new Error(message.error.message), message.error));
        else call.resolve(message.result);
      },
    );
    const fail = (error: Error) => {
      this.dead = true;
      onExit();
      for (const call of this.pending.values()) {
        clearTimeout(call.timer);
        call.reject(error);
      }
      this.pending.clear();
    };
    worker.on('error', (error) => {
      console.error(
        JSON.stringify({ level: 'error', message: 'function container crashed', function: name, error: String(error) }),
      );
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`${name}: the container exited (code ${code})`)));
  }

  private readonly worker: Worker;

  private get functionName() {
    return `servicebogen-local-${this.name}`;
  }

  async invoke(event: unknown): Promise<unknown> {
    await this.ready;
    const id = randomUUID();
    const timeoutMs = (this.decl.timeoutSeconds ?? 10) * 1000 * TIMEOUT_FACTOR;
    return new Promise((resolve, reject) => {
      // Lambda ends an invocation at its timeout; the caller sees the failure as on AWS.
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${this.name}: Task timed out after ${timeoutMs / 1000} seconds`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({
        id,
        event,
        context: { functionName: this.functionName, awsRequestId: id, timeoutMs, memoryMb: this.decl.memoryMb ?? 512 },
      });
    });
  }

  async stop() {
    this.dead = true;
    await this.worker.terminate();
  }
}

/** The containers of one runtime, started on first use. */
export class FunctionHost {
  private readonly containers = new Map<FunctionName, Promise<Container>>();
  private stopped = false;

  constructor(private readonly options: FunctionHostOptions) {}

  private container(name: FunctionName): Promise<Container> {
    let container = this.containers.get(name);
    if (!container) {
      container = (async () => {
        const source = await this.options.sourceOf(name);
        const decl = (functions as Record<string, FunctionDecl>)[name];
        const endpoints = (await this.options.endpointsOf?.(name)) ?? {};
        return new Container(
          name,
          decl,
          source,
          { ...this.options.platform, ...endpoints },
          () => {
            if (this.containers.get(name) === container) this.containers.delete(name);
          },
          this.options.quiet,
          this.options.responseLimit,
        );
      })();
      this.containers.set(name, container);
      container.catch(() => this.containers.delete(name));
    }
    return container;
  }

  async invoke(name: FunctionName, event: unknown): Promise<unknown> {
    try {
      return await this.invokeIn(name, event);
    } finally {
      this.options.onInvoked?.(name);
    }
  }

  private async invokeIn(name: FunctionName, event: unknown): Promise<unknown> {
    if (this.stopped) throw new Error(`${name}: the runtime is stopping`);
    const container = await this.container(name);
    try {
      await container.ready;
    } catch (error) {
      if (this.containers.get(name) && (await this.containers.get(name)) === container) this.containers.delete(name);
      throw error;
    }
    return container.invoke(event);
  }

  /** Ends the containers (call it while nothing runs): the next invocations start new ones. */
  async recycle() {
    const all = [...this.containers.values()];
    this.containers.clear();
    await Promise.all(
      all.map((c) =>
        c.then(
          (x) => x.stop(),
          () => undefined,
        ),
      ),
    );
  }

  async stop() {
    this.stopped = true;
    const all = [...this.containers.values()];
    this.containers.clear();
    await Promise.all(
      all.map((c) =>
        c.then(
          (x) => x.stop(),
          () => undefined,
        ),
      ),
    );
  }
}

let current: FunctionHost | undefined;

/** Makes `host` the one `invoke` uses (the runtime does it when it starts). */
export function useFunctionHost(host: FunctionHost | undefined) {
  current = host;
}

/** Invokes a declared function as Lambda does: in its own container, with its own environment. */
export async function invoke(name: FunctionName, event: unknown): Promise<unknown> {
  if (!current) throw new Error('No local runtime is running');
  return current.invoke(name, event);
}
