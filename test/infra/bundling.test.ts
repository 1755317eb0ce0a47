import { build } from 'esbuild';
import { bundling } from '../../infra/bundling';
import { functions } from '../../infra/declaration';

/** Every function's bundle, built once for the tests below (the stack's options but the banner). */
let result: Promise<Awaited<ReturnType<typeof bundle>>>;
const bundle = () =>
  build({
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
    alias: { ...bundling.alias },
    metafile: true,
    logLevel: 'error',
  });

const bundled = () => (result ??= bundle());

/** Each function's inputs that reach its bundle, by function name. */
async function inputsByFunction(): Promise<Record<string, string[]>> {
  return Object.fromEntries(
    Object.entries((await bundled()).metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [
        file.split('/').pop()!.replace(/\.js$/, ''),
        Object.entries(output.inputs)
          .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
          .map(([input]) => input),
      ]),
  );
}

/**
 * What goes into each function's bundle (decision 065 "Lambda bundles"): of zod's message tables
 * only the two used (Danish, configured in domain/shared/fields.ts, and English, zod's default),
 * not its whole `locales` namespace (258 kB, which `import { z } from 'zod'` pulls in).
 */
test('every function bundles zod without its other locales', async () => {
  const built = await bundled();
  const locales = Object.fromEntries(
    Object.entries(built.metafile.outputs)
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

/**
 * A library that builds a file is bundled only by the function that builds it (decision 153): the
 * zip's fflate by the backup job, not by `apiBackup`, which only signs a link to the zip; pdf-lib
 * (about 115 kB of a bundle zipped) by the service book.
 */
test('fflate is bundled only by the backup job, pdf-lib only by the service book, web-push only by the reminders', async () => {
  const inputs = await inputsByFunction();
  const bundlers = (library: string) =>
    Object.keys(inputs)
      .filter((name) => inputs[name].some((input) => input.includes(`node_modules/${library}/`)))
      .sort();
  expect(Object.keys(inputs)).toHaveLength(Object.keys(functions).length);
  expect(bundlers('fflate')).toEqual(['jobBackup']);
  expect(bundlers('pdf-lib')).toEqual(['apiServiceBook']);
  // Web Push (decision 171): the sender of the reminders encrypts and signs; the API only keeps devices.
  expect(bundlers('web-push')).toEqual(['jobReminders']);
  expect(bundlers('http_ece')).toEqual(['jobReminders']);
}, 60_000);

/**
 * What the aliases leave out (decision 158): the credential sources Lambda never uses (profiles,
 * SSO, web identity, the EC2 instance metadata, with the STS, SSO and sign-in clients they call)
 * and pako, whose work Node's zlib does.
 */
test('no function bundles the credential sources Lambda does not use, nor pako', async () => {
  const inputs = await inputsByFunction();
  const unused = [
    'node_modules/@aws-sdk/nested-clients/',
    'node_modules/@aws-sdk/credential-provider-ini/',
    'node_modules/@aws-sdk/credential-provider-sso/',
    'node_modules/@aws-sdk/credential-provider-node/',
    'node_modules/@smithy/credential-provider-imds/',
    'node_modules/pako/',
  ];
  expect(Object.keys(inputs)).toHaveLength(Object.keys(functions).length);
  const found = Object.entries(inputs).flatMap(([name, files]) =>
    unused.filter((dir) => files.some((file) => file.includes(dir))).map((dir) => `${name}: ${dir}`),
  );
  expect(found).toEqual([]);
  expect(inputs.apiServiceBook).toContain('functions/platform/bundle/pako-zlib.ts');
  expect(inputs.apiTasks).toContain('functions/platform/bundle/lambda-credentials.ts');
}, 60_000);
