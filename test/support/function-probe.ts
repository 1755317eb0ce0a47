import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { invoke } from '../../infra/local/functions';
import type { FunctionName } from '../../infra/declaration';
import type { RuntimeOptions } from '../../infra/local/runtime';

/**
 * A probe inside a function's container (its worker thread, `infra/local/functions.ts`), for the
 * bench: the container runs a small module that re-exports the function's `handler` untouched and
 * answers one extra kind of event, `{[PROBE]: ...}`, which only the bench sends (with `invoke`,
 * never through the gateway). Like the counting proxy (decision 064), it patches none of the
 * function's modules; it is the container that is probed, as a Lambda extension would.
 *
 * - `usage`: the container thread's own CPU time (Linux `/proc/thread-self/schedstat`, ns; Node
 *   20 has no per-thread `process.cpuUsage`) and its event loop's utilization;
 * - `profile-start` / `profile-stop`: a V8 CPU profile of the container thread (`node:inspector`
 *   connected to that thread), returned as a `.cpuprofile` object.
 *
 * Decision 142 "CPU per request, measured in the container's thread".
 */
export const PROBE = '__benchProbe';

export interface ThreadUsage {
  /** CPU time of the container's thread so far, ms (null where /proc is missing). */
  cpuMs: number | null;
  /** `performance.eventLoopUtilization()` of the container's event loop. */
  elu: { idle: number; active: number; utilization: number };
}

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const wrapper = (bundle: string, samplingMicros: number) => `
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Session } from 'node:inspector';
import * as fn from ${JSON.stringify(pathToFileURL(bundle).href)};
let session;
const post = (method, params = {}) =>
  new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
const cpuMs = () => {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
};
export async function handler(event, context) {
  const probe = event && event[${JSON.stringify(PROBE)}];
  if (!probe) return fn.handler(event, context);
  if (probe === 'usage') return { cpuMs: cpuMs(), elu: performance.eventLoopUtilization() };
  if (probe === 'profile-start') {
    session = new Session();
    session.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: ${samplingMicros} });
    await post('Profiler.start');
    return {};
  }
  if (probe === 'profile-stop') {
    const { profile } = await post('Profiler.stop');
    session.disconnect();
    return { profile };
  }
  throw new Error('unknown probe ' + probe);
}
`;

export class FunctionProbe {
  /**
   * `names`: the functions to probe; `bundleOf`: the bundle each runs (default: the runtime's own);
   * `dir`: where the wrapper modules are written.
   */
  constructor(
    readonly names: FunctionName[],
    private readonly options: {
      bundleOf?: (name: FunctionName) => string | undefined;
      dir?: string;
      samplingMicros?: number;
    } = {},
  ) {}

  /** For `startTestRuntime({functions})`. */
  readonly functions: NonNullable<RuntimeOptions['functions']> = async (name, local) => {
    const source = await local.defaultSource(name);
    if (!this.names.includes(name)) return source;
    const dir = resolve(this.options.dir ?? '.cache/bench/probes');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name}.mjs`);
    const bundle = this.options.bundleOf?.(name) ?? source.bundle;
    writeFileSync(file, wrapper(bundle, this.options.samplingMicros ?? 250));
    return { ...source, bundle: file };
  };

  usage(name: FunctionName): Promise<ThreadUsage> {
    return invoke(name, { [PROBE]: 'usage' }) as Promise<ThreadUsage>;
  }

  async profile<T>(name: FunctionName, work: () => Promise<T>): Promise<{ result: T; profile: CpuProfile }> {
    await invoke(name, { [PROBE]: 'profile-start' });
    const result = await work();
    const { profile } = (await invoke(name, { [PROBE]: 'profile-stop' })) as { profile: CpuProfile };
    return { result, profile };
  }
}
