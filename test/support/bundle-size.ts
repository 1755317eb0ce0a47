import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

/**
 * Largest zipped bundle a function may have (issue 28: 300 kB, from 400 kB; issue 14: cold starts
 * grow with the code loaded). `test/integration/bundles.test.ts` holds every synthesized asset to
 * it and the bench (`npm run bench -- bundles`) prints each bundle against it.
 */
export const MAX_ZIPPED_BUNDLE_BYTES = 300 * 1024;

const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });

/**
 * The size of a function's asset as Lambda receives it: every file of its directory in one zip
 * (deflate at the default level, as CDK's asset zip; level 9 differs by about 1%).
 */
export function zippedSize(dir: string): { bytes: number; files: string[] } {
  const files = filesOf(dir);
  const entries: Zippable = Object.fromEntries(files.map((file) => [relative(dir, file), readFileSync(file)]));
  return { bytes: zipSync(entries, { level: 6 }).length, files: files.map((file) => relative(dir, file)).sort() };
}
