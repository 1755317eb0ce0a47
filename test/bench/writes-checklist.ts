import type { FunctionProbe } from '../support/function-probe';
import { dueTaskBody, pool, type LoadCompany } from '../support/load-company';
import type { TestRuntime } from '../support/runtime';
import type { Figure } from './report';
import { percentile, statusesOf, timed } from './timed';

/**
 * Part 4 of `writes` (issue 29, decision 165): completing a task with a 20-item checklist beside a
 * plain completion, in the same warm container, WIDTH in flight: the `apiTasks` thread's CPU per
 * completion and the p50 latency, each as a ratio (target ≤ 1.5). The checklist holds 10 checks,
 * 6 readings with limits and 4 texts (photo items need uploads, which a plain completion's note
 * needs as well, and are left out of both); two checks answer 'Fejl' and one reading is out of
 * its limits. Beside it, the same completion with those three findings followed up (three tasks
 * created in its commit), reported without a target: it is a completion and three creations.
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
  await rt.drain();
  const followUps = [
    { itemId: 'k0', severity: 'CRITICAL', responsibleId: company.technician.id },
    { itemId: 'k1', severity: 'SOON', responsibleId: company.technician.id },
    { itemId: 'm10', severity: 'SOON', responsibleId: company.technician.id },
  ];
  // Every answer must be 200: a refused completion writes nothing and would flatter the ratio.
  const run = async (ids: string[], body: (id: string) => Record<string, unknown>) => {
    const queue = [...ids];
    const before = await probe.usage(FUNCTION);
    const done = await timed(ids.length, WIDTH, () =>
      rt.call('POST', '/api/task/complete', { ...company.technician, body: body(queue.shift()!) }),
    );
    const after = await probe.usage(FUNCTION);
    await rt.drain();
    if (done.ok !== ids.length) throw new Error(`completions refused: ${statusesOf(done.statuses)}`);
    const cpu = after.cpuMs !== null && before.cpuMs !== null ? (after.cpuMs - before.cpuMs) / ids.length : NaN;
    return { cpu, p50: percentile(done.latencies, 50), statuses: statusesOf(done.statuses) };
  };
  // Warm each path, then run each twice, in turn, so none gets the quieter machine alone.
  const plainBody = (id: string) => ({ id });
  const checkedBody = (id: string) => ({ id, answers });
  const followedBody = (id: string) => ({ id, answers, followUps });
  const [plainWarm, checkedWarm, followedWarm] = [plain.splice(0, 8), checked.splice(0, 8), followed.splice(0, 8)];
  await run(plainWarm, plainBody);
  await run(checkedWarm, checkedBody);
  await run(followedWarm, followedBody);
  const half = (list: string[]) => [list.slice(0, list.length / 2), list.slice(list.length / 2)];
  const kinds = [
    { name: 'plain', halves: half(plain), body: plainBody, runs: [] as Awaited<ReturnType<typeof run>>[] },
    { name: 'checked', halves: half(checked), body: checkedBody, runs: [] as Awaited<ReturnType<typeof run>>[] },
    { name: 'followed', halves: half(followed), body: followedBody, runs: [] as Awaited<ReturnType<typeof run>>[] },
  ];
  for (const round of [0, 1]) for (const kind of kinds) kind.runs.push(await run(kind.halves[round], kind.body));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const [p, c, f] = kinds.map((kind) => ({
    cpu: mean(kind.runs.map((r) => r.cpu)),
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
    name: 'completion with a 20-item checklist ÷ plain, p50',
    value: c.p50 / p.p50,
    unit: '×',
    target: { max: 1.5 },
    note: `${c.p50.toFixed(0)} against ${p.p50.toFixed(0)} ms, ${WIDTH} in flight; with 3 follow-ups ${f.p50.toFixed(0)} ms (${(f.p50 / p.p50).toFixed(2)}×: three more streams and their tallies in the transaction)`,
  });
}
