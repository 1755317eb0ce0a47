/**
 * Boundaries between the folders (issue 15, architecture.md "Layout"), checked by `npm run lint`:
 * - domain/ and events/ import nothing of the project's but each other, and of npm only zod and date-fns;
 * - functions/ never imports infra/ (infra imports functions, for entry paths and routes);
 * - the SPA imports no backend code, and a feature never imports another feature (bulletproof-react:
 *   what two features share lives in web/src/components or web/src/lib, which import no feature;
 *   only web/src/app composes features);
 * - no module imports itself through others (no cycles, issue 28, decision 153 "The event store
 *   knows nothing of projections"): a cycle makes modules load half-initialised and pulls every
 *   module of the ring into each Lambda bundle that imports one of them.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain-and-events',
      comment: 'domain/ and events/ are pure: they import each other, and nothing else of the project.',
      severity: 'error',
      from: { path: '^(domain|events)/' },
      to: { path: '^(functions|infra|web|test)/' },
    },
    {
      name: 'domain-npm-only-zod-and-date-fns',
      comment: 'domain/ and events/ use zod and date-fns only: no AWS SDK, middy, React or clock.',
      severity: 'error',
      from: { path: '^(domain|events)/', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: 'node_modules/(zod|date-fns|@date-fns/tz)/',
      },
    },
    {
      name: 'functions-never-import-infra',
      comment: 'infra/ builds the functions (entries, routes); the functions do not depend on it.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^infra/' },
    },
    {
      name: 'web-imports-no-backend',
      comment: 'The SPA shares domain/ schemas and rules and events/ types, nothing else of the backend.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|test)/' },
    },
    {
      name: 'shared-code-imports-no-feature',
      comment:
        'web/src/components and web/src/lib serve every feature, so they import none (nor the app that composes them).',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'features-do-not-import-the-app',
      comment: 'The app composes the features (routes, providers); a feature never imports it.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'features-do-not-import-features',
      comment: 'A feature never imports another; what two features share moves to components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'no-circular',
      comment:
        'No cycles: what two modules share moves to a third that imports neither (functions/store/commits.ts, inline-rows.ts); a store gets what it writes through a port (store.ts composes it).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|cdk\\.out|web/dist|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
