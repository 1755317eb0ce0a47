import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamo, type LocalDynamo } from '../../infra/local/dynamo';

/**
 * One DynamoDB Local per Jest worker for a whole test run (decision 152 "Test files share one
 * DynamoDB Local"): the global set-up of the integration and e2e projects starts one per worker
 * and names their endpoints in `SHARED_DYNAMO_ENV`; each test runtime (`startTestRuntime`) then
 * makes its own tables in its worker's, named after its data folder, instead of starting a Java
 * process of its own and warming it up again. One per worker, not one for all: two runtimes
 * reading the streams of one DynamoDB Local at once get `TrimmedDataAccessException`s. Their data
 * is in memory only (decision 161): it is thrown away with the run, and SQLite on disk cost the
 * tests an eighth of their CPU.
 * The runtimes a test starts itself (`startRuntime`, `npm start` as a child process) and the
 * fault tests, which kill DynamoDB Local, keep their own. `SERVICEBOGEN_SHARED_DYNAMO=off` gives
 * every test runtime its own again.
 */
export const SHARED_DYNAMO_ENV = 'SERVICEBOGEN_SHARED_DYNAMO';

/** This Jest worker's shared DynamoDB Local, if the run has them. */
export function sharedDynamoEndpoint(): string | undefined {
  if (process.env[SHARED_DYNAMO_ENV] === 'off') return undefined;
  const endpoints = process.env[SHARED_DYNAMO_ENV]?.split(',').filter(Boolean) ?? [];
  if (endpoints.length === 0) return undefined;
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID) || 1);
  return endpoints[(worker - 1) % endpoints.length];
}

interface Shared {
  dynamos: LocalDynamo[];
  dataDir: string;
}
const held = globalThis as { servicebogenSharedDynamo?: Shared };

/** Jest `globalSetup`: starts one DynamoDB Local per worker, unless the caller named them. */
export async function startSharedDynamo(workers: number) {
  if (process.env[SHARED_DYNAMO_ENV]) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'servicebogen-shared-dynamo-'));
  const dynamos = await Promise.all(
    Array.from({ length: Math.max(1, workers) }, (_, i) => startDynamo(join(dataDir, String(i + 1)), { memory: true })),
  );
  held.servicebogenSharedDynamo = { dynamos, dataDir };
  process.env[SHARED_DYNAMO_ENV] = dynamos.map((dynamo) => dynamo.endpoint).join(',');
}

/** Jest `globalTeardown`: stops them and removes their data. */
export async function stopSharedDynamo() {
  const shared = held.servicebogenSharedDynamo;
  if (!shared) return;
  held.servicebogenSharedDynamo = undefined;
  delete process.env[SHARED_DYNAMO_ENV];
  await Promise.all(shared.dynamos.map((dynamo) => dynamo.stop()));
  rmSync(shared.dataDir, { recursive: true, force: true });
}
