/**
 * How a function's entry becomes the one file Lambda runs. `AppFunction` hands these options to
 * CDK's NodejsFunction (which runs esbuild); the local runtime runs esbuild with the same options
 * (`infra/local/bundles.ts`), so what the tests exercise is what AWS would run.
 */
export const bundling = {
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Prefer the ESM build of dual packages; middy and jose are ESM-only anyway.
  mainFields: ['module', 'main'],
  // CommonJS dependencies bundled into ESM still call require(); give them one.
  banner:
    "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  minify: true,
  // No source maps, in any stage (decision 065 "Lambda bundles"): a map is as large zipped as the
  // code, and loading it (`--enable-source-maps`) costs every cold start. esbuild is
  // deterministic, so a minified stack trace maps back by rebuilding the commit with a map.
  sourceMap: false,
  // Ship the SDK versions of package-lock.json (the ones the tests ran), not the runtime's.
  bundleAwsSDK: true,
  // pdf-lib's standard fonts with only the two the service book draws with: the 14 fonts' metrics
  // kept `apiServiceBook` over the 400 kB limit (decision 115). Only that function imports pdf-lib.
  // A path relative to the repository root, where both esbuild runs start.
  // pdf-lib's pako on Node's zlib, and the SDK's credential chain cut to what Lambda gives a function
  // (its role's credentials in the environment): 15 and 31 kB zipped (decision 158).
  alias: {
    '@pdf-lib/standard-fonts': './functions/documents/pdf-fonts/standard-fonts.js',
    pako: './functions/platform/bundle/pako-zlib.ts',
    '@aws-sdk/credential-provider-node': './functions/platform/bundle/lambda-credentials.ts',
  },
} as const;
