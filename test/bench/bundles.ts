import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { functionEnvironment, stageEnvironment } from '../../infra/bindings';
import * as decl from '../../infra/declaration';
import type { FunctionDecl } from '../../infra/declaration-types';
import { ensureBundles } from '../../infra/local/bundles';
import { MAX_ZIPPED_BUNDLE_BYTES, zippedSize } from '../support/bundle-size';
import type { BenchReport } from './report';

/** Fresh processes per function whose module-init times are taken; the median is reported. */
const INIT_SAMPLES = 5;

/**
 * Loads one bundle in a fresh Node process with the function's environment (as the stack gives
 * it, the bindings' values made up: nothing is called at load) and prints how long the import
 * took: parsing, compiling and running the module's top level, what Lambda's "Init Duration"
 * adds to Node's own start. Its CPU time is counted until the process falls idle, so work the top
 * level starts without awaiting it (a password hash at load cost ~90 ms here) counts too.
 */
const PROBE = `
const started = performance.now();
const cpu = process.cpuUsage();
await import(process.env.BENCH_BUNDLE_URL);
const wall = performance.now() - started;
process.on('exit', () => {
  const used = process.cpuUsage(cpu);
  process.stdout.write(JSON.stringify([wall, (used.user + used.system) / 1000]));
});
`;

/** Wall milliseconds of the import and CPU milliseconds until idle (the steadier figure on shared cores). */
function initTime(bundle: string, environment: Record<string, string>): [number, number] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], {
    env: {
      ...environment,
      PATH: process.env.PATH ?? '',
      AWS_REGION: 'eu-north-1',
      AWS_ACCESS_KEY_ID: 'bench',
      AWS_SECRET_ACCESS_KEY: 'bench',
      BENCH_BUNDLE_URL: pathToFileURL(bundle).href,
    },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`loading ${bundle} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as [number, number];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Section `bundles`: each function's zipped bundle (the one CDK ships; the local runtime builds it
 * with the same options, `infra/bundling.ts`) against the limit of 300 kB, and its module-init time.
 */
export async function bundlesBench(report: BenchReport): Promise<void> {
  const bundles = await ensureBundles();
  const stage = stageEnvironment({
    STAGE: 'bench',
    APP_BASE_URL: 'http://localhost',
    MAIL_FROM: 'Bench <bench@eksempel.dk>',
    EVENT_SOURCE: decl.pipe.source,
  });
  for (const [name, fn] of Object.entries(decl.functions as Record<string, FunctionDecl>)) {
    const bundle = bundles[name as keyof typeof bundles];
    const { bytes, files } = zippedSize(dirname(bundle));
    report.add({
      section: 'bundles',
      name: `${name} zipped`,
      value: Math.round(bytes / 102.4) / 10,
      unit: 'kB',
      target: { max: MAX_ZIPPED_BUNDLE_BYTES / 1024 },
      note: `${files.join(', ')}; ${Math.round((bytes / MAX_ZIPPED_BUNDLE_BYTES) * 100)}% of the ${MAX_ZIPPED_BUNDLE_BYTES / 1024} kB limit`,
    });
    const environment = functionEnvironment(fn, decl, stage, (binding) => `bench-${binding.kind}`);
    const samples = Array.from({ length: INIT_SAMPLES }, () => initTime(bundle, environment));
    const wall = median(samples.map(([ms]) => ms));
    const cpu = median(samples.map(([, ms]) => ms));
    report.add({
      section: 'bundles',
      name: `${name} init`,
      value: Math.round(wall * 10) / 10,
      unit: 'ms',
      note: `median of ${INIT_SAMPLES} fresh processes; CPU ${cpu.toFixed(1)} ms`,
    });
  }
}
