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
  },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/test/support/quiet-logs.ts'],
};
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
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
    },
    {
      // Crashes and outages (kill -9 of the runtime and of DynamoDB Local): `npm run test:faults`.
      ...common,
      displayName: 'faults',
      testMatch: ['<rootDir>/test/faults/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    },
  ],
};
