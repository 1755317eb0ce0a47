import { build } from 'esbuild';
import { bundling } from '../../infra/bundling';
import { functions } from '../../infra/declaration';

/**
 * What goes into each function's bundle (decision 065 "Lambda bundles"): of zod's message tables
 * only the two used (Danish, configured in domain/shared/fields.ts, and English, zod's default),
 * not its whole `locales` namespace (258 kB, which `import { z } from 'zod'` pulls in).
 */
test('every function bundles zod without its other locales', async () => {
  const result = await build({
    absWorkingDir: process.cwd(),
    entryPoints: Object.fromEntries(Object.entries(functions).map(([name, decl]) => [name, decl.entry])),
    outdir: '/nonexistent',
    write: false,
    bundle: true,
    format: bundling.format,
    platform: bundling.platform,
    target: bundling.target,
    mainFields: [...bundling.mainFields],
    minify: bundling.minify,
    metafile: true,
    logLevel: 'error',
  });
  const locales = Object.fromEntries(
    Object.entries(result.metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [
        file.split('/').pop(),
        Object.entries(output.inputs)
          .filter(([input, { bytesInOutput }]) => input.includes('zod/v4/locales/') && bytesInOutput > 0)
          .map(([input]) => input.split('/').pop())
          .sort(),
      ]),
  );
  expect(Object.keys(locales)).toHaveLength(Object.keys(functions).length);
  for (const files of Object.values(locales) as string[][])
    expect(files.filter((f) => f !== 'da.js' && f !== 'en.js')).toEqual([]);
}, 60_000);
