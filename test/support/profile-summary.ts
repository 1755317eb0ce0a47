import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CpuProfile } from './function-probe';

/**
 * A V8 CPU profile (`./function-probe.ts`) in a few lines: the time spent in each frame itself
 * (self time), the top frames, and the same time by where the code comes from (a package, a
 * source file of ours, Node's internals, V8's garbage collector). The functions run minified
 * bundles without source maps (decision 065); esbuild is deterministic, so the bench builds the
 * same bundle again with a map (`mapOf`) and names each frame by its original source.
 */
export interface ProfileSummary {
  /** Sampled time in all, and of it the time the thread was idle. */
  totalMs: number;
  idleMs: number;
  frames: { frame: string; ms: number }[];
  areas: { area: string; ms: number }[];
}

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** `node_modules/@aws-sdk/client-dynamodb/dist/...` → `@aws-sdk/client-dynamodb`; our sources by file. */
function areaOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return source.replace(/^(\.\.\/)+/, '');
}

export function summariseProfile(
  profile: CpuProfile,
  mapOf: (url: string) => SourceMap | undefined = () => undefined,
  top = 15,
): ProfileSummary {
  const self = new Map<number, number>();
  let totalMs = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + ms);
    totalMs += ms;
  });
  const frames = new Map<string, number>();
  const areas = new Map<string, number>();
  let idleMs = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    let frame = functionName || '(anonymous)';
    let area = SPECIAL.has(functionName)
      ? functionName
      : url.startsWith('node:')
        ? 'node (internals)'
        : url || '(native)';
    const found = url.startsWith('file:') ? mapOf(url)?.findEntry(lineNumber, columnNumber) : undefined;
    const entry = found && 'originalSource' in found ? (found as SourceMapping & { name?: string }) : undefined;
    if (entry) {
      const source = entry.originalSource;
      area = areaOf(source);
      const file = source.includes('node_modules/') ? `${area}/${basename(source)}` : area;
      frame = `${entry.name ?? frame} ${file}:${entry.originalLine + 1}`;
    } else if (url.startsWith('node:')) frame = `${frame} ${url}:${lineNumber + 1}`;
    frames.set(frame, (frames.get(frame) ?? 0) + ms);
    areas.set(area, (areas.get(area) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms }));
  return {
    totalMs,
    idleMs,
    frames: sorted(frames).map(({ name, ms }) => ({ frame: name, ms })),
    areas: sorted(areas).map(({ name, ms }) => ({ area: name, ms })),
  };
}

/** The source map beside a bundle (`<bundle>.map`), for `summariseProfile`. */
export function sourceMapBeside(bundleFile: string): SourceMap | undefined {
  try {
    return new SourceMap(JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')));
  } catch {
    return undefined;
  }
}

/** `mapOf` for `summariseProfile` from bundle files and their maps, by file URL. */
export function mapsByUrl(maps: Record<string, SourceMap | undefined>) {
  return (url: string) => maps[fileURLToPath(url)];
}

/**
 * The summary as lines: each top frame and source with its share of the busy samples, and that
 * share of `cpuMsPerRequest` (the thread's CPU time per request, measured apart: sampled time on a
 * busy machine includes the time the thread waited for a core).
 */
export function describeProfile(summary: ProfileSummary, cpuMsPerRequest: number): string {
  const busy = summary.totalMs - summary.idleMs;
  const line = (name: string, ms: number) =>
    `    ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${((ms / busy) * cpuMsPerRequest).toFixed(2).padStart(6)} ms/req  ${name}`;
  return [
    `  ${summary.totalMs.toFixed(0)} ms sampled, ${busy.toFixed(0)} ms of it busy; ${cpuMsPerRequest.toFixed(1)} ms CPU per request`,
    '  top self time by frame:',
    ...summary.frames.map((f) => line(f.frame, f.ms)),
    '  by source:',
    ...summary.areas.map((a) => line(a.area, a.ms)),
  ].join('\n');
}
