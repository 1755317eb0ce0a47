import { writeFileSync } from 'node:fs';
import { createServer, request, Agent, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/platform/aws';
import { tableName } from '../../functions/platform/config';
import { replayTargets } from '../../functions/jobs/rebuild';
import { allRoutes, functions, type FunctionName } from '../../infra/declaration';
import type { FunctionDecl } from '../../infra/declaration-types';
import { as, inviteAndAcceptByApi, logInByApi, upgradeByApi } from '../support/api';
import { setServerClock } from '../support/clocks';
import { startTestRuntime, signUp, type ApiAnswer, type TestRuntime } from '../support/runtime';
import { equipmentBody, noteBody, routineBody } from './seed';

/**
 * `npx tsx test/bench/cost.ts`: one 10-user company's typical month through the API against the
 * local runtime, with the DynamoDB capacity every call uses (docs/cost.md, decision 098 "Cost per
 * company, measured"). Each function's DynamoDB endpoint is a proxy of its own that adds
 * `ReturnConsumedCapacity: TOTAL` to every data call and adds up the `ConsumedCapacity` DynamoDB
 * Local answers with, per step of the month ("label") and per function; after each step the
 * pipe is drained, so a write's projections count with the write. Writes `docs/cost-results.json`.
 */

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

interface Use {
  calls: number;
  rcu: number;
  wcu: number;
}
/** label → function → use */
const usage = new Map<string, Map<string, Use>>();
let label = 'seed';
const useOf = (fn: string) => {
  let byFn = usage.get(label);
  if (!byFn) usage.set(label, (byFn = new Map()));
  let use = byFn.get(fn);
  if (!use) byFn.set(fn, (use = { calls: 0, rcu: 0, wcu: 0 }));
  return use;
};

type Capacity = { CapacityUnits?: number };
const agent = new Agent({ keepAlive: true });

/** A DynamoDB proxy for one function: asks for, and records, the capacity each call consumes. */
async function capacityProxy(fn: string): Promise<string> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const op = /\.(\w+)$/.exec(String(req.headers['x-amz-target'] ?? ''))?.[1] ?? '';
      let body = Buffer.concat(chunks);
      const counted = READS.has(op) || WRITES.has(op);
      if (counted) {
        const input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
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
            if (counted && answer.statusCode === 200) {
              const out = JSON.parse(text.toString('utf8')) as { ConsumedCapacity?: Capacity | Capacity[] };
              const units = [out.ConsumedCapacity ?? []].flat().reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);
              const use = useOf(fn);
              use.calls++;
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
  const address = server.address();
  servers.push(server);
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
const servers: Server[] = [];

/** Requests per endpoint (`GET /api/task`) and their wall times, for Lambda duration. */
const requests = new Map<string, number[]>();
const routeOf = (method: string, path: string) => {
  const bare = path.split('?')[0];
  const route = allRoutes.find(
    (r) => r.method === method && new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare),
  );
  return route ? { name: `${method} ${route.path}`, fn: route.fn } : { name: `${method} ${bare}`, fn: 'dev' };
};

interface Member {
  name: string;
  emailAddress: string;
  password: string;
  id: string;
  token: string;
  admin: boolean;
}

const NAMES = ['Anne', 'Bo', 'Cecilie', 'Dora', 'Erik', 'Frida', 'Gustav', 'Hanne', 'Ib', 'Jens'];

async function main() {
  const rt: TestRuntime = await startTestRuntime({
    functions: async (name, local) => {
      const source = await local.defaultSource(name);
      return {
        ...source,
        environment: { ...source.environment, AWS_ENDPOINT_URL_DYNAMODB: await capacityProxy(name) },
      };
    },
  });
  const failures: string[] = [];
  /** One API call of the month: counted, timed, under the current label. */
  const call = async <T>(
    member: Member,
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string> } = {},
  ) => {
    const route = routeOf(method, path);
    const started = performance.now();
    let answer: ApiAnswer<T> = await rt.call<T>(method, path, {
      ...options,
      ...as(member, companyId),
      query: { companyId, ...options.query },
    });
    if (answer.status === 401) {
      await login(member);
      answer = await rt.call<T>(method, path, {
        ...options,
        ...as(member, companyId),
        query: { companyId, ...options.query },
      });
    }
    const list = requests.get(route.name) ?? [];
    list.push(performance.now() - started);
    requests.set(route.name, list);
    if (answer.status >= 300)
      failures.push(`${route.name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    return answer;
  };
  const login = async (member: Member) => {
    const previous = label;
    label = 'POST /api/user (login)';
    const started = performance.now();
    member.token = await logInByApi(rt, member);
    const list = requests.get('POST /api/user') ?? [];
    list.push(performance.now() - started);
    requests.set('POST /api/user', list);
    label = previous;
  };
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    label = name;
    const result = await fn();
    await rt.drain();
    label = 'idle';
    return result;
  };

  // --- Seed (not priced as the month's work; its rows are the storage) ---------------------
  await setServerClock(rt, new Date('2027-02-22T09:00:00.000Z'));
  const owner = await signUp(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  const companyId = owner.companyId;
  await upgradeByApi(rt, owner.token, companyId, 'Åbergs VVS');
  const team: Member[] = [{ ...owner.payload.user, id: owner.user.id, token: owner.token, admin: true }];
  for (let i = 1; i < 10; i++) {
    const person = {
      name: `${NAMES[i]} Hansen`,
      emailAddress: `person.${i}.${Date.now()}@eksempel.dk`,
      password: 'hemmeligt-password',
      type: (i <= 2 ? 'ADMIN' : 'USER') as 'ADMIN' | 'USER',
    };
    const accepted = await inviteAndAcceptByApi(rt, owner.token, companyId, person);
    team.push({ ...person, id: accepted.id, token: accepted.token, admin: i <= 2 });
  }
  const admins = team.filter((m) => m.admin);
  const equipment: string[] = [];
  for (let i = 0; i < 30; i++) {
    const answer = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...as(owner, companyId),
      body: equipmentBody(i, 5),
    });
    equipment.push(answer.body.equipmentId);
  }
  // 40 monthly routines, deadlines on the weekdays of March 2027, each person responsible for 4.
  const weekdays = Array.from({ length: 31 }, (_, d) => new Date(Date.UTC(2027, 2, d + 1)))
    .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
    .map((d) => d.toISOString().slice(0, 10));
  const routines: { id: string; deadline: string; responsible: Member }[] = [];
  for (let i = 0; i < 40; i++) {
    const responsible = team[i % team.length];
    const date = weekdays[i % weekdays.length];
    const body = routineBody(i, {
      responsibleId: responsible.id,
      equipmentId: equipment[i % equipment.length],
      deadline: `${date}T22:00:00.000Z`,
    });
    const answer = await rt.call<{ taskId: string }>('POST', '/api/task', { ...as(owner, companyId), body });
    if (answer.status !== 201)
      failures.push(`seed task: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    else routines.push({ id: answer.body.taskId, deadline: date, responsible });
  }
  await rt.drain();
  usage.clear();
  requests.clear();
  const mailsBefore = rt.mailbox.list().length;

  // --- The month: March 2027 ----------------------------------------------------------------
  let notes = 0;
  let adHoc = 0;
  for (let day = 1; day <= 31; day++) {
    const date = `2027-03-${String(day).padStart(2, '0')}`;
    // The night's jobs, at their Copenhagen times (CET = UTC+1 until the 28th).
    for (const [job, hour] of [
      ['backup', 1],
      ['subscriptions', 2],
      ['reminders', 5],
    ] as const) {
      await setServerClock(rt, new Date(`${date}T0${hour}:00:00.000Z`));
      // Timed as a whole: the dispatcher, the queue, the worker for this one company.
      const started = performance.now();
      await step(`job ${job}`, () => rt.call('POST', `/dev/schedule/${job}`));
      requests.set(`job ${job}`, [...(requests.get(`job ${job}`) ?? []), performance.now() - started]);
    }
    const weekday = weekdays.includes(date);
    if (!weekday) continue;
    await setServerClock(rt, new Date(`${date}T08:00:00.000Z`));
    // Monday: everyone logs in anew (a week's session is generous; a 401 logs in again anyway).
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1)
      for (const m of team) await step('POST /api/user (login)', () => login(m));
    for (const m of team) {
      // Opening the app: the session, the home page's lists.
      await step('GET /api/user', () => call(m, 'GET', '/api/user'));
      if (m.admin) {
        await step('GET /api/overview', () => call(m, 'GET', '/api/overview'));
        await step('GET /api/task', () => call(m, 'GET', '/api/task'));
      } else {
        await step('GET /api/task-query', () => call(m, 'GET', '/api/task-query', { query: { userId: m.id } }));
      }
    }
    // The day's completions, each by its responsible person: the task, the completion, the list re-read.
    await setServerClock(rt, new Date(`${date}T09:00:00.000Z`));
    for (const r of routines.filter((x) => x.deadline === date)) {
      await step('GET /api/task/{id}', () => call(r.responsible, 'GET', `/api/task/${r.id}`));
      await step('POST /api/task/complete', () =>
        call(r.responsible, 'POST', '/api/task/complete', { body: { id: r.id } }),
      );
      await step('GET /api/task-query', () =>
        call(r.responsible, 'GET', '/api/task-query', { query: { userId: r.responsible.id } }),
      );
    }
    // A note a day (on the equipment), and an ad hoc task every other weekday, each with its re-read.
    const admin = admins[day % admins.length];
    const author = team[day % team.length];
    const onEquipment = equipment[day % equipment.length];
    await step('POST /api/note', () => call(author, 'POST', '/api/note', { body: noteBody(day, onEquipment) }));
    await step('GET /api/note', () => call(author, 'GET', '/api/note', { query: { equipmentId: onEquipment } }));
    notes++;
    if (day % 2 === 0) {
      const body = {
        title: `Akut ${day}`,
        description: 'Lækage',
        type: 'AD_HOC',
        interval: null,
        notificationPeriod: 0,
        responsibleId: team[(day + 3) % team.length].id,
        deadline: `${date}T22:00:00.000Z`,
        files: [],
        equipmentId: onEquipment,
      };
      await step('POST /api/task', () => call(admin, 'POST', '/api/task', { body }));
      await step('GET /api/task', () => call(admin, 'GET', '/api/task'));
      adHoc++;
    }
    // An admin looks through the equipment twice a week, the activity once a week.
    if (day % 3 === 0) {
      await step('GET /api/equipment', () => call(admin, 'GET', '/api/equipment'));
      await step('GET /api/equipment/{id}', () => call(admin, 'GET', `/api/equipment/${onEquipment}`));
      await step('GET /api/historic_completions/equipment/{equipmentId}', () =>
        call(admin, 'GET', `/api/historic_completions/equipment/${onEquipment}`),
      );
    }
    if (day % 7 === 1)
      await step('GET /api/events', () => call(admin, 'GET', '/api/events', { query: { year: '2027' } }));
  }
  await step('GET /api/backup', () => call(admins[0], 'GET', '/api/backup'));
  // Every e-mail leaves through the outbox and the mail sender (decision 155): the last ones arrive after the drain.
  await rt.drain();
  const mails = rt.mailbox.list().slice(mailsBefore);

  // --- What the month left behind --------------------------------------------------------------
  const sizes = { events: 0, eventItems: 0, readModels: 0, readItems: 0, commits: 0, events_: 0, deliveries: 0 };
  for (const table of ['events', 'readModels'] as const) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(new ScanCommand({ TableName: tableName(table), ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        // DynamoDB's size: names and values, roughly their JSON (100 bytes of index overhead each ignored here).
        const bytes = Buffer.byteLength(JSON.stringify(item));
        if (table === 'events') {
          sizes.events += bytes;
          sizes.eventItems++;
          if (item.kind === 'commit' && String(item.at) >= '2027-03-01') {
            sizes.commits++;
            for (const e of item.events as { type: string }[]) {
              sizes.events_++;
              sizes.deliveries += Object.values(replayTargets).filter((t) =>
                (t.types as readonly string[]).includes(e.type),
              ).length;
            }
          }
        } else {
          sizes.readModels += bytes;
          sizes.readItems++;
        }
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
  const backupUrl = (await rt.call<{ url?: string }>('GET', '/api/backup', as(admins[0], companyId))).body.url;
  const backupBytes = backupUrl ? (await (await fetch(backupUrl)).arrayBuffer()).byteLength : 0;

  const byLabel = Object.fromEntries(
    [...usage].map(([name, byFn]) => [
      name,
      {
        requests: requests.get(name.replace(' (login)', ''))?.length ?? 0,
        p50ms: median(requests.get(name.replace(' (login)', '')) ?? []),
        functions: Object.fromEntries([...byFn].map(([fn, u]) => [fn, { ...u, rcu: round(u.rcu), wcu: round(u.wcu) }])),
        rcu: round([...byFn.values()].reduce((n, u) => n + u.rcu, 0)),
        wcu: round([...byFn.values()].reduce((n, u) => n + u.wcu, 0)),
      },
    ]),
  );
  const results = {
    measuredAt: new Date().toISOString(),
    company: { people: team.length, admins: admins.length, equipment: equipment.length, routines: routines.length },
    month: {
      notes,
      adHocTasks: adHoc,
      completions: routines.length,
      mails: mails.length,
      mailBytes: mails.reduce((n, m) => n + JSON.stringify(m).length, 0),
    },
    commitsInMonth: sizes.commits,
    eventsInMonth: sizes.events_,
    projectionDeliveriesInMonth: sizes.deliveries,
    storage: {
      eventBytes: sizes.events,
      eventItems: sizes.eventItems,
      readModelBytes: sizes.readModels,
      readItems: sizes.readItems,
      backupZipBytes: backupBytes,
    },
    memoryMb: Object.fromEntries(
      (Object.keys(functions) as FunctionName[]).map((f) => [f, (functions[f] as FunctionDecl).memoryMb ?? 512]),
    ),
    byLabel,
    totals: {
      apiRequests: [...requests].filter(([name]) => !name.startsWith('job ')).reduce((n, [, l]) => n + l.length, 0),
      rcu: round(Object.values(byLabel).reduce((n, l) => n + l.rcu, 0)),
      wcu: round(Object.values(byLabel).reduce((n, l) => n + l.wcu, 0)),
    },
    failures,
  };
  writeFileSync('docs/cost-results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify({ ...results, byLabel: undefined }, null, 2));
  console.table(
    Object.fromEntries(
      Object.entries(byLabel).map(([k, v]) => [k, { requests: v.requests, p50ms: v.p50ms, rcu: v.rcu, wcu: v.wcu }]),
    ),
  );
  await rt.stop();
  for (const server of servers) server.close();
  agent.destroy();
}

const round = (n: number) => Math.round(n * 10) / 10;
function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
