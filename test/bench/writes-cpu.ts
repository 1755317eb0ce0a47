import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DynamoCounter } from '../support/dynamo-counter';
import type { FunctionProbe } from '../support/function-probe';
import { completeDueTask, type LoadCompany } from '../support/load-company';
import { describeProfile, sourceMapBeside, summariseProfile } from '../support/profile-summary';
import type { TestRuntime } from '../support/runtime';
import { cpuPer, cpuSnapshot } from './cpu';
import type { Figure } from './report';
import { percentile, statusesOf, timed } from './timed';

/**
 * Part 2 of `writes`: a completion's CPU per request, WIDTH in flight, in a warm container (and
 * its DynamoDB calls, counted through the proxy). The
 * function's own is its container thread's CPU time (`test/support/function-probe.ts`); the
 * runtime process's (by thread: the main thread, each probed container) and DynamoDB Local's are
 * measured over the same completions, the pipe drained (so the projections' share is in). Then a CPU profile of the
 * function over as many completions again, printed as the top self-time frames with their share
 * of the thread's CPU; the profile itself goes to `.cache/bench/complete.cpuprofile` (DevTools).
 */
const WIDTH = 8;
const WARM_UP = 40;
const COMPLETIONS = 200;
const FUNCTION = 'apiTasks';

export async function completionCpuBench(
  rt: TestRuntime,
  company: LoadCompany,
  add: (figure: Omit<Figure, 'section'>) => void,
  probe: FunctionProbe,
  mapped: { bundle: string; identical: boolean },
  /** Runs `fn` with the functions' DynamoDB calls through the counting proxy (new containers before and after). */
  throughProxy: <T>(fn: () => Promise<T>) => Promise<T>,
  counter: DynamoCounter,
): Promise<void> {
  const complete = () => completeDueTask(rt, company);
  // One completion's DynamoDB calls, in a warm container.
  const calls = await throughProxy(async () => {
    await complete();
    return (await counter.during(complete)).described;
  });
  await timed(WARM_UP, WIDTH, complete);
  await rt.drain();
  const machineBefore = await cpuSnapshot(rt, probe, probe.names);
  const threadBefore = await probe.usage(FUNCTION);
  const completed = await timed(COMPLETIONS, WIDTH, complete);
  const threadAfter = await probe.usage(FUNCTION);
  await rt.drain();
  const machine = cpuPer(machineBefore, await cpuSnapshot(rt, probe, probe.names), COMPLETIONS);
  const threadMs =
    threadAfter.cpuMs !== null && threadBefore.cpuMs !== null
      ? (threadAfter.cpuMs - threadBefore.cpuMs) / COMPLETIONS
      : NaN;
  const activeMs = (threadAfter.elu.active - threadBefore.elu.active) / COMPLETIONS;
  add({
    name: 'POST /api/task/complete CPU, function',
    value: threadMs,
    unit: 'ms/req',
    note: `the ${FUNCTION} container's thread; its event loop was busy ${activeMs.toFixed(1)} ms/req of wall time (waiting for a core included); ${statusesOf(completed.statuses)}, p50 ${percentile(completed.latencies, 50).toFixed(0)} ms`,
  });
  add({
    name: 'POST /api/task/complete CPU, all',
    value: machine.total,
    unit: 'ms/req',
    note: `${machine.described}, drained; a completion's DynamoDB calls: ${calls}`,
  });

  const { profile } = await probe.profile(FUNCTION, () => timed(COMPLETIONS, WIDTH, complete));
  const file = resolve('.cache/bench/complete.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  const map = sourceMapBeside(mapped.bundle);
  const summary = summariseProfile(profile, () => map);
  const bundle = mapped.identical ? 'byte-identical to the runtime’s' : 'NOT byte-identical to the runtime’s';
  console.log(
    `\nCPU profile of ${FUNCTION} over ${COMPLETIONS} completions, ${WIDTH} in flight (${file}; its bundle rebuilt with a map, ${bundle}):\n` +
      describeProfile(summary, threadMs),
  );
}
