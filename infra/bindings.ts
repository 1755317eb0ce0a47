import type { StreamType } from '../events/envelope';
import { appendScopes, READ_ACTIONS, WRITE_ACTIONS, type KeyArea } from './event-keys';
import type {
  KeyGrants,
  TableBinding,
  BucketDecl,
  BucketName,
  FunctionDecl,
  QueueDecl,
  QueueName,
  TableDecl,
  TableName,
} from './declaration-types';
import { ORIGIN_SECRET_ENV } from '../functions/http/origin';
import { ENV } from '../functions/platform/config';

export { ORIGIN_SECRET_ENV };

/**
 * What a declared function is bound to, and so which environment variables it gets. The CDK stack
 * turns each binding into a grant plus its variable (`AppFunction.bind*`); the local runtime turns
 * the same list into the environment of the function's worker. A function therefore sees locally
 * exactly the variables it sees on AWS: a binding missing from the declaration fails in every test.
 */
/** A grant on some of a table's keys: `prefixes` (IAM StringLike patterns of `pk`), read, or read and `writes`. */
export interface KeyScope {
  area: string;
  prefixes: readonly string[];
  access: 'read' | 'readWrite';
  writes: readonly string[];
}

export type Binding =
  | {
      kind: 'table';
      name: TableName;
      envVar: string;
      access: 'read' | 'readWrite';
      hasIndexes: boolean;
      /**
       * Set for a table with key areas: the function's grants, each scoped to its keys (decisions
       * 086 and 148); unset on a table without them, or for the one binding that takes the whole table.
       */
      keys?: KeyScope[];
      /** The function scans the table (the replay only). */
      scans: boolean;
    }
  | {
      kind: 'bucket';
      name: BucketName;
      envVar: string;
      access: 'read' | 'readWrite';
      /** PutObject under these prefixes only, beside `access` (decision 175). */
      putPrefixes?: readonly string[];
      /** `access` under these prefixes only, and elsewhere only copies of their objects (decision 174). */
      waitingPrefixes?: readonly string[];
    }
  | { kind: 'queue'; name: QueueName; envVar: string }
  | { kind: 'tokenSecret'; envVar: typeof TOKEN_SECRET_ENV }
  | { kind: 'originSecret'; envVar: typeof ORIGIN_SECRET_ENV }
  | { kind: 'mail'; envVar: typeof MAIL_CONFIGURATION_SET_ENV }
  | { kind: 'pushPublicKey'; envVar: typeof ENV.pushPublicKey }
  | { kind: 'pushSecret'; envVar: typeof ENV.pushSecret };

/** The variable that names the SES configuration set every send uses (decision 091 "SES that arrives"). */
export const MAIL_CONFIGURATION_SET_ENV = 'MAIL_CONFIGURATION_SET';

/** The variable that names the token-signing secret (a Secrets Manager ARN, on AWS and locally). */
export const TOKEN_SECRET_ENV = 'AUTH_SECRET_ARN';

/**
 * Who needs the token-signing secret is derived, not declared: every function that serves HTTP
 * routes runs the shared guard (`functions/http/api.ts`), which verifies a bearer token whenever one
 * comes along, on public routes too. Nothing else signs or verifies tokens.
 */
export const needsTokenSecret = (fn: FunctionDecl) => (fn.routes?.length ?? 0) > 0;

/**
 * The origin secret goes with the routes too: the shared chain refuses every request that does not
 * carry CloudFront's origin header (`functions/http/origin.ts`, decision 085 "A closed edge").
 */
export const needsOriginSecret = (fn: FunctionDecl) => (fn.routes?.length ?? 0) > 0;

export interface BindingSources {
  tables: Record<TableName, TableDecl>;
  buckets: Record<BucketName, BucketDecl>;
  queues: Record<QueueName, QueueDecl>;
}

/**
 * What the shared guard reads for every route (`functions/http/api.ts`): the session and its
 * security row, and the caller's head (a `User#` stream item). Event-table areas: added to a
 * function's grants on the event table only (`implicitKeys`).
 */
export const GUARD_KEYS: KeyGrants = { streams: 'read', sessions: 'read' };

/**
 * The grants every function of a kind gets on a table without declaring them: on the event table,
 * the guard's reads when it serves routes, and the suppression list when it sends mail. The guard
 * and the mailer read nothing of any other table.
 */
function implicitKeys(fn: FunctionDecl, table: TableName): KeyGrants<string> {
  if (table !== 'events') return {};
  const implicit: KeyGrants<string> = (fn.routes?.length ?? 0) > 0 ? { ...GUARD_KEYS } : {};
  // Every sender asks whether the address is suppressed (functions/mail/mailer.ts).
  if (fn.sendsMail) implicit.mailSuppression = 'read';
  return implicit;
}

/**
 * A function's key scopes on a table with key areas: its declared areas plus the implicit ones
 * (`implicitKeys`), the stronger access winning. The table binding's `access` must match:
 * readWrite exactly when some area is written.
 */
function keyScopes(
  fn: FunctionDecl,
  table: TableName,
  access: 'read' | 'readWrite',
  areas: Record<string, KeyArea>,
  declared: KeyGrants<string> | undefined,
  appends: readonly StreamType[] = [],
): KeyScope[] {
  if (!declared) throw new Error(`${fn.entry} binds table ${table}, whose grants are per key area: declare its keys`);
  for (const area of Object.keys(declared))
    if (!areas[area]) throw new Error(`${fn.entry}: table ${table} has no key area ${area}`);
  const merged: KeyGrants<string> = { ...declared };
  for (const [area, level] of Object.entries(implicitKeys(fn, table))) {
    if (level && merged[area] !== 'readWrite') merged[area] = level;
  }
  const scopes = Object.keys(areas)
    .filter((area) => merged[area])
    .map((area) => ({ area, prefixes: areas[area].prefixes, access: merged[area]!, writes: areas[area].writes }));
  const writes = scopes.some((s) => s.access === 'readWrite');
  if (writes !== (access === 'readWrite'))
    throw new Error(
      `${fn.entry}: table ${table} is bound ${access}, but its key areas ${writes ? 'write' : 'only read'}`,
    );
  if (scopes.length === 0) throw new Error(`${fn.entry} binds table ${table} but reaches none of its keys`);
  // Appending is per stream type (decision 149): writing `streams` is the guards' condition checks,
  // the puts and tally updates come with the types the function declares it appends to.
  if ((merged.streams === 'readWrite') !== appends.length > 0)
    throw new Error(
      `${fn.entry}: table ${table} writes streams exactly when it declares the stream types it appends to`,
    );
  return [...scopes, ...appendScopes(appends).map((scope) => ({ ...scope, access: 'readWrite' as const }))];
}

/**
 * A table binding's grants: per key area on a table with key areas, unless the binding takes the
 * whole table (the replay on the read models, decision 148), which is one grant without a key condition.
 */
function tableKeys(fn: FunctionDecl, binding: TableBinding, table: TableDecl): KeyScope[] | undefined {
  if (binding.wholeTable) {
    if (!table.keyAreas || binding.keys || binding.access !== 'readWrite')
      throw new Error(`${fn.entry}: wholeTable on ${binding.name} is a write of every key area, declared without keys`);
    return undefined;
  }
  return table.keyAreas
    ? keyScopes(fn, binding.name, binding.access, table.keyAreas, binding.keys, binding.appends)
    : undefined;
}

/** Every binding of one function, in a stable order. */
export function bindingsOf(fn: FunctionDecl, decl: BindingSources): Binding[] {
  const bindings: Binding[] = [];
  for (const binding of fn.tables) {
    const { name, access, scans, appends } = binding;
    const table = decl.tables[name];
    if (appends && !table.keyAreas) throw new Error(`${fn.entry}: only a table with key areas takes \`appends\``);
    bindings.push({
      kind: 'table',
      name,
      envVar: table.envVar,
      access,
      hasIndexes: table.indexes.length > 0,
      keys: tableKeys(fn, binding, table),
      scans: scans ?? false,
    });
  }
  for (const { name, access, putPrefixes, waitingPrefixes } of fn.buckets) {
    const { envVar } = decl.buckets[name];
    if (!envVar) throw new Error(`A function binds bucket ${name}, which declares no envVar`);
    for (const prefix of [...(putPrefixes ?? []), ...(waitingPrefixes ?? [])])
      if (!/^[a-z0-9-]+\/$/.test(prefix))
        throw new Error(`${fn.entry}: bucket prefix ${prefix} must be a folder such as 'reports/'`);
    if (putPrefixes?.length && waitingPrefixes?.length)
      throw new Error(`${fn.entry}: a bucket binding takes putPrefixes or waitingPrefixes, not both`);
    bindings.push({
      kind: 'bucket',
      name,
      envVar,
      access,
      ...(putPrefixes?.length ? { putPrefixes } : {}),
      ...(waitingPrefixes?.length ? { waitingPrefixes } : {}),
    });
  }
  for (const name of fn.sendsTo ?? []) bindings.push({ kind: 'queue', name, envVar: decl.queues[name].envVar });
  if (needsTokenSecret(fn)) bindings.push({ kind: 'tokenSecret', envVar: TOKEN_SECRET_ENV });
  if (needsOriginSecret(fn)) bindings.push({ kind: 'originSecret', envVar: ORIGIN_SECRET_ENV });
  if (fn.sendsMail) bindings.push({ kind: 'mail', envVar: MAIL_CONFIGURATION_SET_ENV });
  // Decision 171: the public key to whoever serves or sends pushes, the key pair only to senders.
  if (fn.push) bindings.push({ kind: 'pushPublicKey', envVar: ENV.pushPublicKey });
  if (fn.push === 'sends') bindings.push({ kind: 'pushSecret', envVar: ENV.pushSecret });
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

/**
 * One grant on a table: these item actions, on keys whose partition key matches one of `prefixes`
 * (IAM StringLike patterns under `dynamodb:LeadingKeys`), or on every key when `prefixes` is null.
 */
export interface TableGrant {
  actions: readonly string[];
  prefixes: readonly string[] | null;
}

/**
 * The grants of a table binding (decision 086): a Scan alone and unscoped when the function scans;
 * with key areas, reads on every key the function reaches and, per area it writes, that area's
 * writes on its keys; without key areas the reads and, for a writer, every item write. `AppFunction.bindTable` turns each into one IAM
 * statement, and the local runtime's DynamoDB gate (`infra/local/dynamo-gate.ts`) refuses what none
 * allows: one list, so what the tests run under is what AWS runs under.
 */
export function tableGrants(binding: {
  access: 'read' | 'readWrite';
  keys?: readonly KeyScope[];
  scans?: boolean;
}): TableGrant[] {
  const grants: TableGrant[] = binding.scans ? [{ actions: ['dynamodb:Scan'], prefixes: null }] : [];
  if (binding.keys) {
    // One read grant over every key the function reaches: a BatchGetItem is one request, its keys
    // together under one statement (`ForAllValues`), and the guard reads a session and a head in one.
    grants.push({ actions: [...READ_ACTIONS], prefixes: [...new Set(binding.keys.flatMap((s) => s.prefixes))] });
    for (const scope of binding.keys)
      if (scope.access === 'readWrite' && scope.writes.length > 0)
        grants.push({ actions: [...scope.writes], prefixes: scope.prefixes });
  } else
    grants.push({
      actions: [...READ_ACTIONS, ...(binding.access === 'readWrite' ? WRITE_ACTIONS : [])],
      prefixes: null,
    });
  return grants;
}
