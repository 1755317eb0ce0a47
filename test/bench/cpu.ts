import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { FunctionName } from '../../infra/declaration';
import type { FunctionProbe } from '../support/function-probe';
import type { TestRuntime } from '../support/runtime';

/**
 * CPU time of what a request runs on locally: this process (the runtime's main thread: gateway,
 * pipe, bus, and the bench's own clients; each function container's thread; V8's and libuv's
 * helper threads) and DynamoDB Local's java (its pid from `DATA_DIR/dynamodb/dynamodb-local.pid`,
 * its time from `/proc`). On a shared machine a duration says little, CPU time per request much
 * more: 2 cores give 2,000 ms of CPU a second.
 */
export interface CpuSnapshot {
  nodeMs: number;
  mainThreadMs: number | null;
  /** Each probed container's thread (`test/support/function-probe.ts`). */
  containers: Partial<Record<FunctionName, number | null>>;
  /** null where /proc or the pid file is missing. */
  javaMs: number | null;
}

let ticks: number | undefined;
const clockTicks = () =>
  (ticks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100);

function javaCpuMs(rt: TestRuntime): number | null {
  try {
    const { java } = JSON.parse(readFileSync(join(rt.dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8')) as {
      java: number;
    };
    // Fields 14 and 15 (utime, stime) follow the parenthesised command name.
    const stat = readFileSync(`/proc/${java}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return null;
  }
}

/** The calling thread's CPU time (ns in `schedstat`), ms. */
function threadCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

export async function cpuSnapshot(rt: TestRuntime, probe?: FunctionProbe, names: FunctionName[] = []) {
  const containers: CpuSnapshot['containers'] = {};
  for (const name of names) containers[name] = probe ? (await probe.usage(name)).cpuMs : null;
  const { user, system } = process.cpuUsage();
  return { nodeMs: (user + system) / 1000, mainThreadMs: threadCpuMs(), containers, javaMs: javaCpuMs(rt) };
}

const per = (after: number | null | undefined, before: number | null | undefined, requests: number) =>
  after !== null && after !== undefined && before !== null && before !== undefined ? (after - before) / requests : null;

/** CPU ms per request between two snapshots, in all and by thread. */
export function cpuPer(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  const node = (after.nodeMs - before.nodeMs) / requests;
  const java = per(after.javaMs, before.javaMs, requests);
  const main = per(after.mainThreadMs, before.mainThreadMs, requests);
  const containers = Object.keys(after.containers).map((name) => ({
    name,
    ms: per(after.containers[name as FunctionName], before.containers[name as FunctionName], requests) ?? 0,
  }));
  const rest = node - (main ?? 0) - containers.reduce((sum, c) => sum + c.ms, 0);
  const ms = (value: number | null) => (value === null ? '?' : value.toFixed(1));
  const byThread = [
    `main thread ${ms(main)} (gateway, pipe, bus, the bench's clients)`,
    ...containers.filter((c) => c.ms >= 0.05).map((c) => `${c.name} ${ms(c.ms)}`),
    `other threads ${ms(rest)} (V8 and libuv helpers, containers not probed)`,
  ].join(', ');
  return {
    node,
    java,
    total: node + (java ?? 0),
    /** `runtime process 58.9 (main thread 20.1 ..., apiTasks 18.3, ...) + DynamoDB Local 49.1` */
    described: `runtime process ${ms(node)} (${byThread}) + DynamoDB Local ${ms(java)}`,
  };
}

/** The 1-minute load average: what else the 2 cores were doing while a figure was taken. */
export const loadAverage = () => Math.round(loadavg()[0] * 10) / 10;
