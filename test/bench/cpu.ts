import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { TestRuntime } from '../support/runtime';

/**
 * CPU time of the two processes a request runs in locally: this one (the runtime: gateway,
 * function containers, pipe, bus; and the bench's own clients) and DynamoDB Local's java (its pid
 * from `DATA_DIR/dynamodb/dynamodb-local.pid`, its time from `/proc`). On a shared machine a
 * duration says little, CPU time per request much more: 2 cores give 2,000 ms of CPU a second.
 */
export interface CpuSnapshot {
  nodeMs: number;
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

export function cpuSnapshot(rt: TestRuntime): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  return { nodeMs: (user + system) / 1000, javaMs: javaCpuMs(rt) };
}

/** CPU ms per request between two snapshots. */
export function cpuPer(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  const node = (after.nodeMs - before.nodeMs) / requests;
  const java = after.javaMs !== null && before.javaMs !== null ? (after.javaMs - before.javaMs) / requests : null;
  return { node, java, total: node + (java ?? 0) };
}

/** The 1-minute load average: what else the 2 cores were doing while a figure was taken. */
export const loadAverage = () => Math.round(loadavg()[0] * 10) / 10;
