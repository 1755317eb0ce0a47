import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { bundling } from '../../infra/bundling';
import { functions, type FunctionName } from '../../infra/declaration';
import { ensureBundles } from '../../infra/local/bundles';

/**
 * One function's bundle built again with the stack's options plus an external source map
 * (`<bundle>.map`), for naming the frames of a CPU profile: the functions ship without maps
 * (decision 065), and esbuild is deterministic, so the code is the same byte for byte (checked:
 * `identical`).
 */
export async function mappedBundle(name: FunctionName): Promise<{ bundle: string; identical: boolean }> {
  const root = process.cwd();
  const outdir = resolve('.cache/bench/mapped');
  await build({
    absWorkingDir: root,
    entryPoints: { [`${name}/index`]: join(root, functions[name].entry) },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: bundling.format,
    platform: bundling.platform,
    target: bundling.target,
    mainFields: [...bundling.mainFields],
    banner: { js: bundling.banner },
    minify: bundling.minify,
    sourcemap: 'external',
    alias: { ...bundling.alias },
    logLevel: 'error',
  });
  const bundle = join(outdir, name, 'index.mjs');
  const runtimes = (await ensureBundles(root))[name];
  return { bundle, identical: readFileSync(bundle).equals(readFileSync(runtimes)) };
}
