import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { RuntimeOptions } from '../../infra/local/runtime';

/**
 * A counting TCP proxy in front of DynamoDB Local, for the functions only: each function's
 * `AWS_ENDPOINT_URL_DYNAMODB` names the proxy (its own environment overrides the platform's), the
 * bytes pass through untouched, and every request's `X-Amz-Target` (`DynamoDB_20120810.Query`, ...)
 * is counted by operation. So a read's DynamoDB calls are counted as the function makes them,
 * without patching a module (decision 064 "Counting a read's DynamoDB calls"). Requests are
 * parsed only while counting (`during`, or after `count()`); otherwise bytes just pass, so the
 * proxy adds its hop to what it carries but no work of its own.
 */
export class DynamoCounter {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  readonly counts = new Map<string, number>();
  /** Each call: its operation and the partition keys it names. */
  readonly calls: { op: string; keys: string[]; body: string }[] = [];
  endpoint = '';
  private counting = false;

  /** `target`: DynamoDB Local's endpoint, asked when a connection opens (the runtime starts it later). */
  constructor(private readonly target: () => string = () => process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '') {}

  async start(): Promise<this> {
    this.server = createServer((client) => {
      const url = new URL(this.target());
      const upstream = createConnection({ host: url.hostname, port: Number(url.port) });
      this.sockets.add(client).add(upstream);
      client.setNoDelay(true);
      upstream.setNoDelay(true);
      // Requests are parsed as they pass (headers, then Content-Length bytes of body) and recorded.
      let pending = Buffer.alloc(0);
      client.on('data', (chunk: Buffer) => {
        upstream.write(chunk);
        if (!this.counting) return;
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
          const end = pending.indexOf('\r\n\r\n');
          if (end === -1) break;
          const head = pending.subarray(0, end).toString('latin1');
          const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
          if (pending.length < end + 4 + length) break;
          const body = pending.subarray(end + 4, end + 4 + length).toString('utf8');
          pending = pending.subarray(end + 4 + length);
          const op = /x-amz-target:\s*DynamoDB_\d+\.(\w+)/i.exec(head)?.[1];
          if (op) this.record(op, body);
        }
      });
      upstream.on('data', (chunk) => client.write(chunk));
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('close', close).on('error', close);
      upstream.on('close', close).on('error', close);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  /** For `startTestRuntime({functions})`: every function's DynamoDB calls go through the proxy. */
  readonly functions: RuntimeOptions['functions'] = async (name, local) => {
    const source = await local.defaultSource(name);
    return { ...source, environment: { ...source.environment, AWS_ENDPOINT_URL_DYNAMODB: this.endpoint } };
  };

  private record(op: string, body: string) {
    this.counts.set(op, (this.counts.get(op) ?? 0) + 1);
    const keys = [...body.matchAll(/"(?::)?pk":\{"S":"([^"]+)"/g)].map((m) => m[1]);
    this.calls.push({ op, keys, body });
  }

  /** Queries of one whole partition (`Equipment#<companyId>`: the company's whole equipment list), not of a slice (`begins_with`). */
  queriesOf(pk: string): number {
    return this.calls.filter(
      (call) => call.op === 'Query' && call.keys.includes(pk) && !call.body.includes('begins_with'),
    ).length;
  }

  reset(): void {
    this.counts.clear();
    this.calls.length = 0;
  }

  /** Starts counting (a new count): requests sent from now on are parsed and recorded. */
  count(): void {
    this.reset();
    this.counting = true;
  }

  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  /** `GetItem 1, Query 2` */
  describe(): string {
    return [...this.counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([op, n]) => `${op} ${n}`)
      .join(', ');
  }

  /** The calls `fn` makes (nothing else may run meanwhile). */
  async during<T>(fn: () => Promise<T>): Promise<{ result: T; total: number; described: string }> {
    this.count();
    try {
      const result = await fn();
      return { result, total: this.total, described: this.describe() };
    } finally {
      this.counting = false;
    }
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
