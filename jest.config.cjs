// Jest runs TypeScript through @swc/jest and transforms the ESM-only packages (middy, jose, ...)
// to CommonJS, so no --experimental-vm-modules is needed (toolchain.md "Jest").
const esmPackages = ['jose', '@middy', 'fflate', 'playwright-core', 'csv-stringify'].join('|');
const transform = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: {
    '^#(events|domain|functions|infra|test)/(.*)$': '<rootDir>/$1/$2',
    // The PDFs' fonts as the bundles have them (`bundling.alias`, decision 175): text measured as on AWS.
    '^@pdf-lib/standard-fonts$': '<rootDir>/functions/documents/pdf-fonts/standard-fonts.js',
  },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/test/support/quiet-logs.ts'],
};
// The test runtimes of a run share one DynamoDB Local per worker, its data in memory, each runtime
// with tables of its own (decisions 152 "Test files share one DynamoDB Local" and 161); the fault
// tests kill DynamoDB Local, so they start their own.
/** Integration test files that run alone (project `integration-alone`). */
const alone = ['load', 'account-hardening', 'strong-rules', 'large-company'];
const alonePattern = `/test/integration/(${alone.join('|')})\\.test\\.ts$`;
const sharedDynamo = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
// Every DynamoDB Local a test run starts (shared, a runtime's own, `npm start` as a child process)
// lives minutes at most: the JVM's quick compiler only (decision 159 "DynamoDB Local in tests
// compiles quickly"). Set here, before the global set-up and the workers, so all of them inherit it.
process.env.LOCAL_DYNAMODB_JVM ??= 'short-lived';
module.exports = {
  // Jest 30 reads the timeout from the top level only; unit tests stay far below it.
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{domain,events,functions,infra}/**/*.test.ts',
        '<rootDir>/web/src/**/*.test.{ts,tsx}',
        '<rootDir>/test/infra/**/*.test.ts',
      ],
    },
    {
      // Two files at a time (`npm run test:integration`), each worker with its own DynamoDB Local.
      ...common,
      ...sharedDynamo,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', alonePattern],
    },
    {
      // Files that load both cores by design (a load run, hundreds of requests at once, a seed of
      // 50,000 tasks): one at a time after the others (`npm run test:integration-alone`), so no other
      // file's requests wait behind them and none of theirs behind another's; each with a DynamoDB
      // Local of its own, as their tables are large (decision 152). CI runs the fault suite beside
      // them, which leaves a core idle as they do (decision 161).
      ...common,
      displayName: 'integration-alone',
      testMatch: alone.map((name) => `<rootDir>/test/integration/${name}.test.ts`),
    },
    {
      // Crashes and outages (kill -9 of the runtime and of DynamoDB Local): `npm run test:faults`.
      ...common,
      displayName: 'faults',
      testMatch: ['<rootDir>/test/faults/**/*.test.ts'],
    },
    {
      // Each worker's DynamoDB Local as above, and one Chromium for the run whose contexts are the
      // people of the journeys (decision 162 "One Chromium per end-to-end run").
      ...common,
      globalSetup: '<rootDir>/test/support/e2e-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/e2e-global-teardown.ts',
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    },
  ],
};
