import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { bundling } from '../bundling';
import { functions, type FunctionName } from '../declaration';

/**
 * Each declared function bundled to one ESM file with the options the stack gives CDK
 * (`infra/bundling.ts`), so the local runtime runs what AWS would run, not the TypeScript sources.
 * The bundles are cached under `.cache/functions/` of the repository and rebuilt (all at once,
 * a few seconds) when any source file they were built from has changed.
 */
interface Manifest {
  dir: string;
  /** Every input file of the build with its modification time. */
  inputs: Record<string, number>;
  entries: Record<string, string>;
  /** The bundling options built with: a changed option (source maps, say) rebuilds too. */
  options?: string;
}

const optionsKey = () => JSON.stringify(bundling);

const isCurrent = (root: string, manifest: Manifest) =>
  existsSync(join(root, manifest.dir)) &&
  manifest.options === optionsKey() &&
  Object.keys(functions).every(
    (name) => manifest.entries[name] === (functions as Record<string, { entry: string }>)[name].entry,
  ) &&
  Object.entries(manifest.inputs).every(([file, mtime]) => {
    try {
      return statSync(resolve(file)).mtimeMs === mtime;
    } catch {
      return false;
    }
  });

/** The bundle file of every declared function, built if missing or stale. */
export async function ensureBundles(repoRoot = process.cwd()): Promise<Record<FunctionName, string>> {
  const root = join(repoRoot, '.cache', 'functions');
  const manifestFile = join(root, 'manifest.json');
  let manifest: Manifest | null;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    manifest = null;
  }
  if (!manifest || !isCurrent(root, manifest)) manifest = await buildAll(repoRoot, root, manifestFile);
  const dir = join(root, manifest.dir);
  return Object.fromEntries(Object.keys(functions).map((name) => [name, join(dir, name, 'index.mjs')])) as Record<
    FunctionName,
    string
  >;
}

async function buildAll(repoRoot: string, root: string, manifestFile: string): Promise<Manifest> {
  mkdirSync(root, { recursive: true });
  const dirName = `build-${Date.now()}-${randomUUID().slice(0, 8)}`;
  const entries = Object.fromEntries(Object.entries(functions).map(([name, decl]) => [name, decl.entry]));
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, entry]) => [`${name}/index`, join(repoRoot, entry)]),
    ),
    outdir: join(root, dirName),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: bundling.format,
    platform: bundling.platform,
    target: bundling.target,
    mainFields: [...bundling.mainFields],
    banner: { js: bundling.banner },
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    alias: { ...bundling.alias },
    metafile: true,
    logLevel: 'error',
  });
  const inputs: Record<string, number> = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const path = resolve(repoRoot, file);
    try {
      inputs[path] = statSync(path).mtimeMs;
    } catch {
      // a virtual input (esbuild's own)
    }
  }
  const manifest: Manifest = { dir: dirName, inputs, entries, options: optionsKey() };
  // Written last and renamed into place: a runtime starting meanwhile sees the old build or the new one.
  const temporary = `${manifestFile}.${randomUUID()}`;
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, manifestFile);
  // Older builds go once they are an hour old (a runtime still running may be using one).
  for (const old of readdirSync(root)) {
    if (!old.startsWith('build-') || old === dirName) continue;
    if (Date.now() - statSync(join(root, old)).mtimeMs > 3600_000)
      rmSync(join(root, old), { recursive: true, force: true });
  }
  return manifest;
}
