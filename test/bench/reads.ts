import { routineDeadline } from '../support/clocks';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { taskRowStateFields } from '../../domain/task/view';
import { ENV } from '../../functions/platform/config';
import { DynamoCounter } from '../support/dynamo-counter';
import { startTestRuntime, viewerHeaders, type ApiAnswer, type TestRuntime } from '../support/runtime';
import type { BenchReport } from './report';
import { createTask, equipmentBody, expectStatus, noteBody, routineBody, unlimitedCompany } from './seed';
import type { Equipment } from '../support/contract';

/**
 * `npm run bench -- reads`: each read endpoint against the bare DynamoDB calls it wraps, in the same
 * run, on a company with 2,000 tasks on 200 pieces of equipment (20 locations). The bare calls are
 * made from this process with the SDK straight to the runtime's DynamoDB Local (same table, same
 * keys), as are the functions' own while they are timed; then the functions are started again
 * with their DynamoDB calls through a counting proxy (test/support/dynamo-counter.ts), which gives
 * each endpoint's number of DynamoDB calls, one request at a time. Targets (issue 14): the task list's p50 ≤ 1.3×
 * its partition's Query; single reads with 16 in flight ≥ 25% of one consistent GetItem's req/s. Issue 29:
 * the fault-report list of 1,000 reports p50 ≤ 1.3× its partition's Query.
 */
const TASKS = 2000;
const INVENTORY = 200;
const LOCATIONS = 20;
const NOTES = 100;
/** Fault reports (issue 29): 5 on each equipment's sticker, the most one sticker takes in an hour (decision 114). */
const FAULT_REPORTS = 1000;
const ROUNDS = 30;
const IN_FLIGHT = 16;
/** Requests per throughput run (endpoint) and GetItems per bare run. */
const SINGLE_REQUESTS = 1000;
const BARE_GETS = 3200;
const LIST_RATIO_MAX = 1.3;
/**
 * DynamoDB calls of a single read that this container has served before (decision 061 "One request,
 * one batch"): one batch of the session, the item and what it pointed to then (a task's equipment,
 * that equipment's location and its responsible; an equipment's location; a location's equipment's
 * counts). A task this container has not read before is one batch too once the container has
 * served the task list (its equipment and location named from the names it holds, checked against
 * their version in that batch). A new container's first read of an item follows what it points to:
 * a task 3, an equipment or location 2 (printed beside).
 */
const SINGLE_CALLS = 1;
const SINGLE_SHARE_MIN = 0.25;

export const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `count` pieces of work, `width` at a time. */
export async function pool(count: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
}

/**
 * Requests per second of `count` calls with `width` in flight, after as many untimed ones: the
 * containers, connections and the JIT of the runtime, the functions and the SDK warm up over the
 * first few hundred calls (a first round of 1,500 ran at half the rate of the second here), and
 * the figures are for warm calls (decision 066 "Bench latency: warm calls, cold starts apart").
 */
async function throughput(count: number, width: number, call: (i: number) => Promise<void>) {
  await pool(count, width, call);
  const start = performance.now();
  await pool(count, width, call);
  return count / ((performance.now() - start) / 1000);
}

/**
 * The fault reports of the list bench (issue 29, decision 166): the company takes them, each
 * equipment gets its sticker, and visitors report 5 faults on each, every one from an address of
 * its own (the public limits count per address and sticker, decision 114), through the public
 * route as a visitor would; every third leaves an address for the answer.
 */
async function seedFaultReports(rt: TestRuntime, as: { token: string; query: { companyId: string } }, ids: string[]) {
  const on = { id: as.query.companyId, faultReports: true };
  expectStatus(await rt.call('PATCH', '/api/company', { ...as, body: on }), 200, 'fault reports on');
  // A sheet of 20 at a time: each item's code is claimed in a transaction of its own.
  const codes: string[] = [];
  for (let i = 0; i < ids.length; i += 20) {
    const printed = await rt.call<{ stickers: { code: string }[] }>('POST', '/api/stickers', {
      ...as,
      body: { equipmentIds: ids.slice(i, i + 20) },
    });
    codes.push(...expectStatus(printed, 200, 'stickers').stickers.map((sticker) => sticker.code));
  }
  // Four visitors at a time: every report takes its company's next number, so reports at once contend.
  await pool(FAULT_REPORTS, 4, async (i) => {
    // As CloudFront passes a viewer's request on (the origin secret and the viewer's own address):
    // through the app's address the local CloudFront sets that address from the connection.
    const viewer = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}:443`;
    const response = await fetch(new URL(`/api/public/sticker/${codes[i % codes.length]}/fault`, rt.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viewerHeaders(rt, viewer) },
      body: JSON.stringify({
        description: `Fejl ${i}: pumpen larmer ved opstart og drypper lidt ved flangen. Set ved eftermiddagsrunden.`,
        ...(i % 3 === 0 ? { email: `gaest${i}@eksempel.dk` } : {}),
      }),
    });
    if (response.status !== 201) throw new Error(`fault report ${i}: ${response.status} ${await response.text()}`);
  });
}

export async function readsBench(report: BenchReport): Promise<void> {
  const counter = await new DynamoCounter().start();
  // Timed without the proxy (its hop is the bench's, not the endpoint's); counted through it.
  const through = { proxy: false };
  const rt = await startTestRuntime({
    functions: (name, local) => (through.proxy ? counter.functions!(name, local) : local.defaultSource(name)),
  });
  try {
    await run(rt, counter, report, async () => {
      through.proxy = true;
      await rt.recycleFunctions();
    });
  } finally {
    await rt.stop();
    await counter.stop();
  }
}

async function run(rt: TestRuntime, counter: DynamoCounter, report: BenchReport, throughProxy: () => Promise<void>) {
  const { owner, companyId, as } = await unlimitedCompany(rt);
  const ok = <T>(answer: ApiAnswer<T>, what: string, status = 200) => expectStatus(answer, status, what);
  const equipmentIds: string[] = [];
  for (let i = 0; i < INVENTORY; i++) {
    const created = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...as,
      body: equipmentBody(i, LOCATIONS),
    });
    equipmentIds.push(ok(created, 'equipment', 201).equipmentId);
  }
  const deadline = routineDeadline(30);
  const taskIds: string[] = [];
  await pool(TASKS, 8, async (i) => {
    const equipmentId = equipmentIds[i % INVENTORY];
    const description = 'Eftersyn af pumpe, filter og pakning';
    const body = routineBody(i, { responsibleId: owner.user.id, equipmentId, deadline, description });
    taskIds.push(await createTask(rt, as, body));
  });
  await pool(NOTES, 8, async (i) => {
    ok(await rt.call('POST', '/api/note', { ...as, body: noteBody(i, equipmentIds[0]) }), 'note', 201);
  });
  await seedFaultReports(rt, as, equipmentIds);
  await rt.drain();
  const read = await rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${equipmentIds[0]}`, as);
  const locationId = ok(read, 'equipment read').equipment.locationId;

  // The bare calls: this process, the SDK, straight to DynamoDB Local (not through the proxy).
  const bare = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB }));
  const readModels = process.env[ENV.readTable]!;
  const queryAll = async (input: QueryCommandInput) => {
    let start: Record<string, unknown> | undefined;
    let items = 0;
    do {
      const page = await bare.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      items += page.Items?.length ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const partition =
    (pk: string, extra: Partial<QueryCommandInput> = {}) =>
    () =>
      queryAll({
        TableName: readModels,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ...extra,
      });
  // The task list's own Query: the list's attributes of the full-state rows (functions/queries/tasks.ts `taskRowsOf`, domain/task/view.ts).
  const LIST_FIELDS = taskRowStateFields;
  const taskListQuery = partition(`Tasks#${companyId}`, {
    ProjectionExpression: LIST_FIELDS.map((_, i) => `#s.#f${i}`).join(', '),
    ExpressionAttributeNames: { '#s': 'state', ...Object.fromEntries(LIST_FIELDS.map((f, i) => [`#f${i}`, f])) },
  });
  const notesPrefix = `EQUIPMENT#${equipmentIds[0]}#`;

  // Lists: p50 of the endpoint against p50 of its partition's Query, alternating, same run.
  const lists: {
    name: string;
    path: string;
    query?: Record<string, string>;
    bare: () => Promise<number>;
    ratioMax?: number;
    note?: string;
  }[] = [
    {
      name: 'GET /api/task',
      path: '/api/task',
      bare: taskListQuery,
      ratioMax: LIST_RATIO_MAX,
      note: 'vs its partition Query (the list attributes)',
    },
    { name: 'GET /api/equipment', path: '/api/equipment', bare: partition(`Equipment#${companyId}`) },
    { name: 'GET /api/locations', path: '/api/locations', bare: partition(`Locations#${companyId}`) },
    {
      name: `GET /api/fault-report (${FAULT_REPORTS.toLocaleString('en')})`,
      path: '/api/fault-report',
      bare: partition(`FaultReports#${companyId}`),
      ratioMax: LIST_RATIO_MAX,
      note: 'vs its partition Query (every report, full state)',
    },
    {
      name: 'GET /api/note (one equipment)',
      path: '/api/note',
      query: { equipmentId: equipmentIds[0] },
      bare: partition(`Notes#${companyId}`, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `Notes#${companyId}`, ':p': notesPrefix },
      }),
    },
    {
      // Its 'Noter' tab (issue 32 item 3): its notes and its 10 tasks' (their tallies and rows by key).
      name: 'GET /api/note (one equipment with its tasks)',
      path: '/api/note',
      query: { equipmentId: equipmentIds[0], contents: 'true' },
      bare: partition(`Notes#${companyId}`, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `Notes#${companyId}`, ':p': notesPrefix },
      }),
      note: "vs the equipment's own notes' Query",
    },
  ];
  for (const list of lists) {
    const call = () => rt.call('GET', list.path, { ...as, query: { ...as.query, ...(list.query ?? {}) } });
    const endpoint: number[] = [];
    const wrapped: number[] = [];
    await call();
    await list.bare();
    for (let i = 0; i < ROUNDS; i++) {
      let start = performance.now();
      ok(await call(), list.name);
      endpoint.push(performance.now() - start);
      start = performance.now();
      await list.bare();
      wrapped.push(performance.now() - start);
    }
    const ratio = p50(endpoint) / p50(wrapped);
    report.add({
      section: 'reads',
      name: `${list.name} p50`,
      value: p50(endpoint),
      unit: 'ms',
      note: `bare Query p50 ${p50(wrapped).toFixed(1)} ms`,
    });
    report.add({
      section: 'reads',
      name: `${list.name} / bare Query`,
      value: ratio,
      unit: '×',
      ...(list.ratioMax ? { target: { max: list.ratioMax } } : {}),
      note: list.note,
    });
  }
  const fullQuery: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await partition(`Tasks#${companyId}`)();
    fullQuery.push(performance.now() - start);
  }
  report.add({
    section: 'reads',
    name: 'Tasks partition, full-state Query p50',
    value: p50(fullQuery),
    unit: 'ms',
    note: 'what the list read before it asked only for its attributes',
  });
  const listAnswer = JSON.stringify(ok(await rt.call('GET', '/api/task', as), 'task list'));
  report.add({
    section: 'reads',
    name: 'GET /api/task answer',
    value: Math.round(Buffer.byteLength(listAnswer) / 1024),
    unit: 'kB',
    note: `gzip ${Math.round(gzipSync(listAnswer).length / 1024)} kB on the wire`,
  });

  // Single reads: req/s with 16 in flight against one consistent GetItem's req/s, same run.
  const getItem = (key: { pk: string; sk: string }) => async () => {
    await bare.send(new GetCommand({ TableName: readModels, Key: key, ConsistentRead: true }));
  };
  const bareRate = await throughput(BARE_GETS, IN_FLIGHT, getItem({ pk: `Tasks#${companyId}`, sk: taskIds[0] }));
  report.add({
    section: 'reads',
    name: 'GetItem (consistent), 16 in flight',
    value: Math.round(bareRate),
    unit: 'req/s',
  });
  // Each single read: untimed rounds first (the runtime's, the functions' and the SDK's JIT warm up
  // over the first few hundred calls), then timed. A task is timed twice: tasks this container has
  // not read before (it has served the task list above, so it holds the company's names:
  // decision 070 "Names checked against a version"), then the same tasks again (decision 061 "One
  // request, one batch": what an item pointed to goes in its first batch).
  const half = taskIds.length / 2;
  const rate = async (count: number, path: (i: number) => string, what: string) => {
    const start = performance.now();
    await pool(count, IN_FLIGHT, async (i) => void ok(await rt.call('GET', path(i), as), what));
    return count / ((performance.now() - start) / 1000);
  };
  const singles = [
    {
      name: 'GET /api/task/{id}, not read before',
      warm: (i: number) => `/api/task/${taskIds[half + i]}`,
      path: (i: number) => `/api/task/${taskIds[i]}`,
      count: half,
    },
    { name: 'GET /api/task/{id}, read again', path: (i: number) => `/api/task/${taskIds[i]}`, count: half },
    {
      name: 'GET /api/equipment/{id}',
      warm: (i: number) => `/api/equipment/${equipmentIds[i % equipmentIds.length]}`,
      path: (i: number) => `/api/equipment/${equipmentIds[i % equipmentIds.length]}`,
      count: SINGLE_REQUESTS,
    },
    {
      name: 'GET /api/locations/{id}',
      warm: () => `/api/locations/${locationId}`,
      path: () => `/api/locations/${locationId}`,
      count: SINGLE_REQUESTS,
    },
  ];
  for (const single of singles) {
    if (single.warm) await rate(single.count, single.warm, single.name);
    const value = await rate(single.count, single.path, single.name);
    report.add({ section: 'reads', name: `${single.name}, 16 in flight`, value: Math.round(value), unit: 'req/s' });
    report.add({
      section: 'reads',
      name: `${single.name} / GetItem`,
      value: value / bareRate,
      unit: '×',
      target: { min: SINGLE_SHARE_MIN },
    });
  }

  // Each endpoint's DynamoDB calls, one request at a time (nothing else runs: the pipe is drained).
  await rt.drain();
  await throughProxy();
  const counted: { name: string; path: string; query?: Record<string, string>; max?: number }[] = [
    ...lists.map((list) => ({ name: list.name, path: list.path, query: list.query })),
    // A single read: the session, the person and the item in one batch, then only what it shows.
    { name: 'GET /api/task/{id}', path: `/api/task/${taskIds[0]}`, max: SINGLE_CALLS },
    { name: 'GET /api/equipment/{id}', path: `/api/equipment/${equipmentIds[0]}`, max: SINGLE_CALLS },
    { name: 'GET /api/locations/{id}', path: `/api/locations/${locationId}`, max: SINGLE_CALLS },
  ];
  for (const item of counted) {
    const read = () =>
      counter.during(async () =>
        ok(await rt.call('GET', item.path, { ...as, query: { ...as.query, ...(item.query ?? {}) } }), item.name),
      );
    // The first read in a new container (no hints and no names held yet), then the usual one.
    await rt.recycleFunctions();
    const first = await read();
    const { total, described } = await read();
    report.add({
      section: 'reads',
      name: `${item.name} DynamoDB calls`,
      value: total,
      unit: 'calls',
      ...(item.max ? { target: { max: item.max } } : {}),
      note: `${described}; first read in a new container ${first.total}`,
    });
  }
}
