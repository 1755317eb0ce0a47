import { DynamoCounter } from '../support/dynamo-counter';
import { FunctionProbe } from '../support/function-probe';
import { checkLoad } from '../support/load-check';
import { seedLoadCompany, SEED_IN_FLIGHT, type StatusCounts } from '../support/load-company';
import { describeRun, runLoad } from '../support/load';
import { startTestRuntime } from '../support/runtime';
import type { FunctionName } from '../../infra/declaration';
import { cpuPer, cpuSnapshot, loadAverage } from './cpu';
import { mappedBundle } from './mapped-bundle';
import type { BenchReport, Figure } from './report';
import { creationBench } from './writes-creation';
import { completionCpuBench } from './writes-cpu';
import { checklistCompletionBench } from './writes-checklist';

/**
 * `npm run bench -- writes` (issue 26): writes that do not collide, all on one person, in one
 * company (`test/support/load-company.ts`: 200 pieces of equipment over 20 locations and 128 due
 * tasks, seeded 8 at a time; every task on one technician).
 * 1. Task creation with 8 in flight: tasks/s (target ≥ 40) beside the bare `TransactWriteItems`
 *    of the same items (`./writes-creation.ts`).
 * 2. A completion's CPU per request, and a CPU profile of it (`./writes-cpu.ts`).
 * 3. The load mix of `test/integration/load.test.ts` (`test/support/load.ts`), 16 clients × 60 s:
 *    requests/s (target ≥ 60) and p95 beside the same mix's with 1 client (idle), every answer 2xx
 *    and every write found afterwards; and the CPU per request of the whole mix.
 * 4. A completion with a 20-item checklist and three follow-ups beside a plain one (target ≤ 1.5×,
 *    `./writes-checklist.ts`).
 * The load average is printed at the start and the end: on shared cores a rate says little about
 * the code; CPU per request says more (2 cores give 2,000 ms of CPU a second).
 */
const LOAD = { clients: 16, seconds: 60 };
const IDLE = { clients: 1, seconds: 20 };
const TARGET_LOAD_PER_SECOND = 60;
/** The function profiled; the others a completion or the mix runs in, probed for their CPU. */
const PROFILED = 'apiTasks';
const PROBED: FunctionName[] = ['apiTasks', 'apiNotes', 'pipeEnrichment', 'projectionStatistics', 'projectionActivity'];

const notOk = (counts: StatusCounts) =>
  Object.entries(counts).reduce((n, [status, times]) => n + (status === '200' || status === '201' ? 0 : times), 0);

export async function writesBench(report: BenchReport): Promise<void> {
  const add = (figure: Omit<Figure, 'section'>) => report.add({ section: 'writes', ...figure });
  add({ name: 'load average at start', value: loadAverage(), unit: '', note: '1 min, 2 cores' });
  const mapped = await mappedBundle(PROFILED);
  const probe = new FunctionProbe(PROBED, { bundleOf: (name) => (name === PROFILED ? mapped.bundle : undefined) });
  const counter = await new DynamoCounter().start();
  // Timed without the proxy (its hop is the bench's); a creation's calls are captured through it.
  const through = { proxy: false };
  const rt = await startTestRuntime({
    functions: (name, local) => (through.proxy ? counter.functions!(name, local) : probe.functions(name, local)),
  });
  const throughProxy = async <T>(fn: () => Promise<T>) => {
    through.proxy = true;
    await rt.recycleFunctions();
    try {
      return await fn();
    } finally {
      through.proxy = false;
      await rt.recycleFunctions();
    }
  };
  try {
    const company = await seedLoadCompany(rt, { equipment: 200, locations: 20, tasks: 128 });
    add({
      name: `seeding ${SEED_IN_FLIGHT} at a time, not 2xx`,
      value: notOk(company.seed.equipment) + notOk(company.seed.tasks),
      unit: 'answers',
      target: { max: 0 },
      note: `equipment ${JSON.stringify(company.seed.equipment)}, tasks ${JSON.stringify(company.seed.tasks)}`,
    });
    await creationBench(rt, company, add, throughProxy, counter);
    await completionCpuBench(rt, company, add, probe, mapped, throughProxy, counter);

    const idle = await runLoad(rt, company, IDLE);
    const before = await cpuSnapshot(rt, probe, PROBED);
    const load = await runLoad(rt, company, LOAD);
    await rt.drain();
    const cpu = cpuPer(before, await cpuSnapshot(rt, probe, PROBED), load.requests);
    const check = await checkLoad(rt, company);
    console.log(`\nload mix, idle:\n${describeRun(idle)}\nload mix:\n${describeRun(load)}`);
    add({
      name: `load mix, ${LOAD.clients} clients × ${LOAD.seconds} s`,
      value: load.perSecond,
      unit: 'req/s',
      target: { min: TARGET_LOAD_PER_SECOND },
      note: `${load.requests} requests; 1 client: ${idle.perSecond.toFixed(1)} req/s`,
    });
    add({
      name: 'load mix p95',
      value: load.p95,
      unit: 'ms',
      note: `idle p95 (1 client) ${idle.p95.toFixed(0)} ms; p50 ${load.p50.toFixed(0)} against ${idle.p50.toFixed(0)} ms; completion p50 ${load.kinds.complete.p50.toFixed(0)} ms, read p50 ${load.kinds.read.p50.toFixed(0)} ms`,
    });
    add({
      name: 'load mix CPU per request',
      value: cpu.total,
      unit: 'ms/req',
      note: `${cpu.described}, drained; 2 cores ÷ this = ${(2000 / cpu.total).toFixed(0)} req/s`,
    });
    add({
      name: 'load mix, not 2xx',
      value: load.failures + idle.failures,
      unit: 'answers',
      target: { max: 0 },
      note: [...idle.failed, ...load.failed].map((f) => `${f.times}× ${f.kind} ${f.status}`).join(', ') || undefined,
    });
    add({
      name: 'writes lost',
      value: check.lost.length,
      unit: 'writes',
      target: { max: 0 },
      note: `checked ${JSON.stringify(check.checked)}; taskCount ${JSON.stringify(check.taskCount)}${check.lost.length ? `; first: ${check.lost[0]}` : ''}`,
    });
    // After the check: its tasks and follow-ups are not in the load mix's ledger.
    await checklistCompletionBench(rt, company, add, probe);
    add({ name: 'load average at end', value: loadAverage(), unit: '', note: '1 min, 2 cores' });
  } finally {
    await rt.stop();
    await counter.stop();
  }
}
