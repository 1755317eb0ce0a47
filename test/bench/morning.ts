import { createServer, request, Agent, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { queues, type FunctionName } from '../../infra/declaration';
import type { JobRun } from '../support/contract';
import { FunctionProbe } from '../support/function-probe';
import { startTestRuntime } from '../support/runtime';
import { loadAverage } from './cpu';
import type { BenchReport, Figure } from './report';
import { seedJobCompanies } from './seed';

/**
 * `npm run bench -- morning` (issue 27, docs/scale.md): the work of the 06:00 reminder run per
 * company, as request counts, so that the run at 1,000-100,000 companies can be computed with
 * AWS's latencies and quotas instead of DynamoDB Local's timings.
 *
 * COMPANIES companies of one owner and TASKS tasks each, deadlines spread over two weeks with a
 * 7-day notice (the shape of the `jobs` section): a week later nearly every task is due or overdue,
 * so each company records ~TASKS time facts and mails its owner once: the heavy morning. Then the
 * same morning again, where every company is read and nothing is recorded or mailed: the quiet one.
 *
 * The worker records each e-mail in the outbox with its ledger claim; the pipe and the reminder
 * mail queue bring it to the mail sender, which sends it (decision 155 "Every e-mail through the
 * outbox"): each run is timed to the end of the job and to the last e-mail in the mailbox.
 *
 * The dispatcher's, the worker's and the mail sender's DynamoDB endpoints are proxies (as in
 * `./cost.ts`) that add `ReturnConsumedCapacity: TOTAL` to each data call and add up, per function
 * and operation, the calls, the items they name and the capacity DynamoDB Local answers with; the
 * worker's and the sender's container threads are probed for their CPU time
 * (`test/support/function-probe.ts`); the mailbox counts SES sends.
 */
const COMPANIES = 20;
const TASKS = 50;
const COUNTED: FunctionName[] = ['jobDispatcher', 'jobReminders', 'mailSender'];
const PROBED: FunctionName[] = ['jobReminders', 'mailSender'];

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

interface Use {
  calls: number;
  /** Keys a BatchGet names, puts and deletes of a BatchWrite, items of a transaction; 1 otherwise. */
  items: number;
  rcu: number;
  wcu: number;
}

/** function → operation → use, while `counting`. */
const usage = new Map<string, Map<string, Use>>();
let counting = false;
const agent = new Agent({ keepAlive: true });
const servers: Server[] = [];

function itemsOf(op: string, input: Record<string, unknown>): number {
  if (op === 'TransactWriteItems' || op === 'TransactGetItems') return (input.TransactItems as unknown[]).length;
  const requests = input.RequestItems as Record<string, unknown[] | { Keys: unknown[] }> | undefined;
  if (!requests) return 1;
  return Object.values(requests).reduce<number>((n, r) => n + (Array.isArray(r) ? r.length : r.Keys.length), 0);
}

/** A DynamoDB proxy for one function: asks for, and adds up, the capacity each call consumes. */
async function capacityProxy(fn: string): Promise<string> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const op = /\.(\w+)$/.exec(String(req.headers['x-amz-target'] ?? ''))?.[1] ?? '';
      let body = Buffer.concat(chunks);
      const counted = counting && (READS.has(op) || WRITES.has(op));
      let items = 1;
      if (counted) {
        const input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        items = itemsOf(op, input);
        input.ReturnConsumedCapacity = 'TOTAL';
        body = Buffer.from(JSON.stringify(input));
      }
      const target = new URL(process.env.AWS_ENDPOINT_URL_DYNAMODB!);
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'content-length': String(body.length) },
          agent,
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            const text = Buffer.concat(parts);
            if (counted) {
              const out =
                answer.statusCode === 200 ? (JSON.parse(text.toString('utf8')) as Record<string, unknown>) : {};
              const units = [(out.ConsumedCapacity as { CapacityUnits?: number }[] | undefined) ?? []]
                .flat()
                .reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);
              const byOp = usage.get(fn) ?? new Map<string, Use>();
              usage.set(fn, byOp);
              const use = byOp.get(op) ?? { calls: 0, items: 0, rcu: 0, wcu: 0 };
              byOp.set(op, use);
              use.calls++;
              use.items += items;
              if (READS.has(op)) use.rcu += units;
              else use.wcu += units;
            }
            res.writeHead(answer.statusCode ?? 500, answer.headers);
            res.end(text);
          });
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502);
        res.end(String(error));
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export async function morningBench(report: BenchReport): Promise<void> {
  const add = (figure: Omit<Figure, 'section'>) => report.add({ section: 'morning', ...figure });
  const probe = new FunctionProbe(PROBED);
  const rt = await startTestRuntime({
    functions: async (name, local) => {
      const source = (await probe.functions(name, local)) ?? (await local.defaultSource(name));
      if (!COUNTED.includes(name)) return source;
      return {
        ...source,
        environment: { ...source.environment, AWS_ENDPOINT_URL_DYNAMODB: await capacityProxy(name) },
      };
    },
  });
  try {
    const start = Date.now();
    await seedJobCompanies(rt, { companies: COMPANIES, tasks: TASKS, start, width: 4 });
    await rt.call('POST', '/dev/clock', { body: { now: new Date(start + 7 * 86_400_000).toISOString() } });
    add({ name: 'load average', value: loadAverage(), unit: '', note: '1 min, 2 cores' });
    for (const run of ['heavy', 'quiet'] as const) {
      usage.clear();
      const mailsBefore = rt.mailbox.list().length;
      const cpuOf = async (fn: FunctionName) => (await probe.usage(fn)).cpuMs;
      const cpuBefore = await Promise.all(PROBED.map(cpuOf));
      counting = true;
      const started = performance.now();
      const answer = await rt.call<JobRun>('POST', '/dev/schedule/reminders');
      const wall = performance.now() - started;
      // The e-mails leave after the job: through the pipe and the reminder mail queue to the sender.
      await rt.drain();
      const wallToMail = performance.now() - started;
      counting = false;
      const cpuAfter = await Promise.all(PROBED.map(cpuOf));
      const mails = rt.mailbox.list().length - mailsBefore;
      const { result } = answer.body;
      if (answer.status !== 200 || result.failures || result.companies < COMPANIES)
        throw new Error(`the reminders job failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      const per = (n: number) => Math.round((n / COMPANIES) * 10) / 10;
      const summary = (fn: FunctionName) => {
        const byOp = usage.get(fn) ?? new Map<string, Use>();
        const total = (key: keyof Use) => [...byOp.values()].reduce((n, u) => n + u[key], 0);
        const ops = [...byOp]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([op, u]) => `${op} ${per(u.calls)} (${per(u.items)} items, ${per(u.rcu)} RCU, ${per(u.wcu)} WCU)`)
          .join(', ');
        return { total, ops };
      };
      const cpu = (fn: FunctionName) => {
        const i = PROBED.indexOf(fn);
        const [before, after] = [cpuBefore[i], cpuAfter[i]];
        return before !== null && after !== null ? per(after - before) : -1;
      };
      const worker = summary('jobReminders');
      const sender = summary('mailSender');
      const dispatcher = [...(usage.get('jobDispatcher')?.values() ?? [])];
      add({
        name: `${run}: DynamoDB calls per company`,
        value: per(worker.total('calls')),
        unit: 'calls',
        note: worker.ops,
      });
      add({ name: `${run}: items per company`, value: per(worker.total('items')), unit: 'items' });
      add({ name: `${run}: RCU per company`, value: per(worker.total('rcu')), unit: 'RCU' });
      add({ name: `${run}: WCU per company`, value: per(worker.total('wcu')), unit: 'WCU' });
      add({ name: `${run}: e-mails per company`, value: per(mails), unit: 'e-mails' });
      add({
        name: `${run}: worker CPU per company`,
        value: cpu('jobReminders'),
        unit: 'ms',
        note: "the worker container's thread (-1: no /proc)",
      });
      add({
        name: `${run}: sender DynamoDB calls per company`,
        value: per(sender.total('calls')),
        unit: 'calls',
        note: sender.ops,
      });
      add({ name: `${run}: sender RCU per company`, value: per(sender.total('rcu')), unit: 'RCU' });
      add({ name: `${run}: sender WCU per company`, value: per(sender.total('wcu')), unit: 'WCU' });
      add({
        name: `${run}: sender CPU per company`,
        value: cpu('mailSender'),
        unit: 'ms',
        note: "the mail sender container's thread (-1: no /proc)",
      });
      add({
        name: `${run}: wall per company`,
        value: per(wall),
        unit: 'ms',
        note: `the job's run of ${COMPANIES} companies, up to ${queues.reminders.maxConcurrency} at a time on DynamoDB Local: ${Math.round(wall)} ms; dispatcher ${dispatcher
          .map((u) => `${u.calls} calls, ${u.rcu} RCU`)
          .join(', ')}`,
      });
      add({
        name: `${run}: wall to the last e-mail per company`,
        value: per(wallToMail),
        unit: 'ms',
        note: `the run until every e-mail is in the mailbox (pipe, reminder mail queue, sender): ${Math.round(wallToMail)} ms`,
      });
    }
  } finally {
    await rt.stop();
    for (const server of servers) server.close();
  }
}
