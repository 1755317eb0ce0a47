import type { FunctionProbe } from '../support/function-probe';
import { dueTaskBody, pool, type LoadCompany } from '../support/load-company';
import type { TestRuntime } from '../support/runtime';
import { cpuPer, cpuSnapshot } from './cpu';
import type { Figure } from './report';
import { percentile, statusesOf, timed } from './timed';

/**
 * Part 4 of `writes` (issue 29, decision 165): completing a task with a 20-item checklist beside a
 * plain completion, in the same warm container, WIDTH in flight: the `apiTasks` thread's CPU per
 * completion and the p50 latency, each as a ratio (target ≤ 1.5). The checklist holds 10 checks,
 * 6 readings with limits and 4 texts (photo items need uploads, which a plain completion's note
 * needs as well, and are left out of both); two checks answer 'Fejl' and one reading is out of
 * its limits. Beside it, the same completion with those three findings followed up (three tasks
 * created in its commit), reported without a target: it is a completion and three creations. And
 * a plain completion sent with `Idempotency-Key`, as a phone's outbox sends it (decision 169).
 */
const EACH = 96;
const WIDTH = 8;
const FUNCTION = 'apiTasks';

const checklist = Array.from({ length: 20 }, (_, i) =>
  i < 10
    ? { id: `k${i}`, kind: 'CHECK', label: `Kontrolpunkt ${i + 1}` }
    : i < 16
      ? { id: `m${i}`, kind: 'READING', label: `Måling ${i - 9}`, unit: 'bar', lower: '1,0', upper: '2,5' }
      : { id: `t${i}`, kind: 'TEXT', label: `Bemærkning ${i - 15}` },
);
const answers = checklist.map((item, i) =>
  item.kind === 'CHECK'
    ? { itemId: item.id, check: i < 2 ? 'FAIL' : 'OK' }
    : item.kind === 'READING'
      ? { itemId: item.id, reading: i === 10 ? '0,6' : '1,8' }
      : { itemId: item.id, text: 'Filteret er skiftet, pakningen ser fin ud.' },
);

let created = 0;
async function createTasks(rt: TestRuntime, company: LoadCompany, withChecklist: boolean): Promise<string[]> {
  const ids: string[] = [];
  const first = 10_000 + 1_000 * created++;
  await pool(EACH, WIDTH, async (i) => {
    const body = { ...dueTaskBody(company, first + i), ...(withChecklist ? { checklist } : {}) };
    const answer = await rt.call<{ taskId: string }>('POST', '/api/task', { ...company.admin, body });
    if (answer.status !== 201) throw new Error(`task not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    ids.push(answer.body.taskId);
  });
  return ids;
}

export async function checklistCompletionBench(
  rt: TestRuntime,
  company: LoadCompany,
  add: (figure: Omit<Figure, 'section'>) => void,
  probe: FunctionProbe,
): Promise<void> {
  const plain = await createTasks(rt, company, false);
  const checked = await createTasks(rt, company, true);
  const followed = await createTasks(rt, company, true);
  const keyed = await createTasks(rt, company, false);
  await rt.drain();
  const followUps = [
    { itemId: 'k0', severity: 'CRITICAL', responsibleId: company.technician.id },
    { itemId: 'k1', severity: 'SOON', responsibleId: company.technician.id },
    { itemId: 'm10', severity: 'SOON', responsibleId: company.technician.id },
  ];
  // Every answer must be 200: a refused completion writes nothing and would flatter the ratio.
  const run = async (ids: string[], body: (id: string) => Record<string, unknown>, keyed = false) => {
    const queue = [...ids];
    const machineBefore = await cpuSnapshot(rt, probe, probe.names);
    const before = await probe.usage(FUNCTION);
    const done = await timed(ids.length, WIDTH, () => {
      const id = queue.shift()!;
      // A phone's outbox sends each completion with a key of its own (decision 169).
      const headers: Record<string, string> = keyed ? { 'Idempotency-Key': `bench-${id}` } : {};
      return rt.call('POST', '/api/task/complete', { ...company.technician, body: body(id), headers });
    });
    const after = await probe.usage(FUNCTION);
    await rt.drain();
    if (done.ok !== ids.length) throw new Error(`completions refused: ${statusesOf(done.statuses)}`);
    // Everything a completion costs, drained: the runtime with its projections, and DynamoDB Local.
    const machine = cpuPer(machineBefore, await cpuSnapshot(rt, probe, probe.names), ids.length).total;
    const cpu = after.cpuMs !== null && before.cpuMs !== null ? (after.cpuMs - before.cpuMs) / ids.length : NaN;
    return { cpu, machine, p50: percentile(done.latencies, 50), statuses: statusesOf(done.statuses) };
  };
  // Warm each path, then run each twice, in turn, so none gets the quieter machine alone.
  const plainBody = (id: string) => ({ id });
  const checkedBody = (id: string) => ({ id, answers });
  const followedBody = (id: string) => ({ id, answers, followUps });
  const [plainWarm, checkedWarm, followedWarm, keyedWarm] = [plain, checked, followed, keyed].map((ids) =>
    ids.splice(0, 8),
  );
  await run(plainWarm, plainBody);
  await run(checkedWarm, checkedBody);
  await run(followedWarm, followedBody);
  await run(keyedWarm, plainBody, true);
  const half = (list: string[]) => [list.slice(0, list.length / 2), list.slice(list.length / 2)];
  const kinds = [
    {
      name: 'plain',
      halves: half(plain),
      body: plainBody,
      keyed: false,
      runs: [] as Awaited<ReturnType<typeof run>>[],
    },
    {
      name: 'checked',
      halves: half(checked),
      body: checkedBody,
      keyed: false,
      runs: [] as Awaited<ReturnType<typeof run>>[],
    },
    {
      name: 'followed',
      halves: half(followed),
      body: followedBody,
      keyed: false,
      runs: [] as Awaited<ReturnType<typeof run>>[],
    },
    { name: 'keyed', halves: half(keyed), body: plainBody, keyed: true, runs: [] as Awaited<ReturnType<typeof run>>[] },
  ];
  for (const round of [0, 1])
    for (const kind of kinds) kind.runs.push(await run(kind.halves[round], kind.body, kind.keyed));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const [p, c, f, k] = kinds.map((kind) => ({
    cpu: mean(kind.runs.map((r) => r.cpu)),
    machine: mean(kind.runs.map((r) => r.machine)),
    p50: mean(kind.runs.map((r) => r.p50)),
  }));
  add({
    name: 'completion with a 20-item checklist ÷ plain, CPU',
    value: c.cpu / p.cpu,
    unit: '×',
    target: { max: 1.5 },
    note: `${FUNCTION} thread ${c.cpu.toFixed(1)} against ${p.cpu.toFixed(1)} ms/req; with 3 follow-ups created in its commit ${f.cpu.toFixed(1)} ms/req (${(f.cpu / p.cpu).toFixed(2)}×)`,
  });
  add({
    name: 'completion with a 20-item checklist ÷ plain, CPU, all',
    value: c.machine / p.machine,
    unit: '×',
    target: { max: 1.5 },
    note: `runtime and DynamoDB Local, drained: ${c.machine.toFixed(1)} against ${p.machine.toFixed(1)} ms/req; with 3 follow-ups ${f.machine.toFixed(1)} ms/req (${(f.machine / p.machine).toFixed(2)}×)`,
  });
  add({
    name: 'completion with a 20-item checklist ÷ plain, p50',
    value: c.p50 / p.p50,
    unit: '×',
    target: { max: 1.5 },
    note: `${c.p50.toFixed(0)} against ${p.p50.toFixed(0)} ms, ${WIDTH} in flight; with 3 follow-ups ${f.p50.toFixed(0)} ms (${(f.p50 / p.p50).toFixed(2)}×: three more streams and their tallies in the transaction)`,
  });
  // A phone's completion (decision 169): one more consistent read (the key) and one more item in its transaction.
  add({
    name: 'completion with Idempotency-Key ÷ plain, CPU, all',
    value: k.machine / p.machine,
    unit: '×',
    target: { max: 1.3 },
    note: `runtime and DynamoDB Local, drained: ${k.machine.toFixed(1)} against ${p.machine.toFixed(1)} ms/req; ${FUNCTION} thread ${k.cpu.toFixed(1)} against ${p.cpu.toFixed(1)} ms/req`,
  });
  add({
    name: 'completion with Idempotency-Key ÷ plain, p50',
    value: k.p50 / p.p50,
    unit: '×',
    target: { max: 1.3 },
    note: `${k.p50.toFixed(0)} against ${p.p50.toFixed(0)} ms, ${WIDTH} in flight`,
  });
}
