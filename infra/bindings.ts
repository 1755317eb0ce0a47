import type {
  BucketDecl,
  BucketName,
  FunctionDecl,
  QueueDecl,
  QueueName,
  TableDecl,
  TableName,
} from './declaration-types';

/**
 * What a declared function is bound to, and so which environment variables it gets. The CDK stack
 * turns each binding into a grant plus its variable (`AppFunction.bind*`); the local runtime turns
 * the same list into the environment of the function's worker. A function therefore sees locally
 * exactly the variables it sees on AWS: a binding missing from the declaration fails in every test.
 */
export type Binding =
  | { kind: 'table'; name: TableName; envVar: string; access: 'read' | 'readWrite'; hasIndexes: boolean }
  | { kind: 'bucket'; name: BucketName; envVar: string; access: 'read' | 'readWrite' }
  | { kind: 'queue'; name: QueueName; envVar: string }
  | { kind: 'tokenSecret'; envVar: typeof TOKEN_SECRET_ENV }
  | { kind: 'mail'; envVar: typeof MAIL_CONFIGURATION_SET_ENV };

/** The variable that names the SES configuration set every send uses (decision 091 "SES that arrives"). */
export const MAIL_CONFIGURATION_SET_ENV = 'MAIL_CONFIGURATION_SET';

/** The variable that names the token-signing secret (a Secrets Manager ARN, on AWS and locally). */
export const TOKEN_SECRET_ENV = 'AUTH_SECRET_ARN';

/**
 * Who needs the token-signing secret is derived, not declared: every function that serves HTTP
 * routes runs the shared guard (`functions/lib/api.ts`), which verifies a bearer token whenever one
 * comes along, on public routes too. Nothing else signs or verifies tokens.
 */
export const needsTokenSecret = (fn: FunctionDecl) => (fn.routes?.length ?? 0) > 0;

export interface BindingSources {
  tables: Record<TableName, TableDecl>;
  buckets: Record<BucketName, BucketDecl>;
  queues: Record<QueueName, QueueDecl>;
}

/** Every binding of one function, in a stable order. */
export function bindingsOf(fn: FunctionDecl, decl: BindingSources): Binding[] {
  const bindings: Binding[] = [];
  for (const { name, access } of fn.tables) {
    const table = decl.tables[name];
    bindings.push({ kind: 'table', name, envVar: table.envVar, access, hasIndexes: table.indexes.length > 0 });
  }
  for (const { name, access } of fn.buckets) {
    const { envVar } = decl.buckets[name];
    if (!envVar) throw new Error(`A function binds bucket ${name}, which declares no envVar`);
    bindings.push({ kind: 'bucket', name, envVar, access });
  }
  for (const name of fn.sendsTo ?? []) bindings.push({ kind: 'queue', name, envVar: decl.queues[name].envVar });
  if (needsTokenSecret(fn)) bindings.push({ kind: 'tokenSecret', envVar: TOKEN_SECRET_ENV });
  if (fn.sendsMail) bindings.push({ kind: 'mail', envVar: MAIL_CONFIGURATION_SET_ENV });
  return bindings;
}

/** The variables every function of a stage gets, besides its bindings'. */
export type StageEnvironment = {
  STAGE: string;
  APP_BASE_URL: string;
  MAIL_FROM: string;
  EVENT_SOURCE: string;
};

/**
 * No `NODE_OPTIONS=--enable-source-maps` in any stage: the bundles carry no source maps
 * (`infra/bundling.ts`, decision 065 "Lambda bundles"), and loading them cost 15-20 ms per cold start.
 */
export const stageEnvironment = (env: StageEnvironment): StageEnvironment => ({ ...env });

/**
 * One function's complete environment: the stage's variables and one per binding, its value
 * given by `valueOf` (a CloudFormation token in the stack, a local name or URL in the runtime).
 */
export function functionEnvironment(
  fn: FunctionDecl,
  decl: BindingSources,
  stage: StageEnvironment,
  valueOf: (binding: Binding) => string,
): Record<string, string> {
  const env: Record<string, string> = { ...stage };
  for (const binding of bindingsOf(fn, decl)) env[binding.envVar] = valueOf(binding);
  return env;
}
