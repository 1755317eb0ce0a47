import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { functions, type FunctionName } from '../declaration';

/** Loads a declared function's module (its `handler`) and invokes it like Lambda does. */
const loaded = new Map<string, Promise<(event: unknown, context: unknown) => Promise<unknown>>>();

function load(name: FunctionName) {
  let handler = loaded.get(name);
  if (!handler) {
    const entry = resolve(process.cwd(), functions[name].entry);
    handler = import(entry).then((mod) => mod.handler ?? mod.default?.handler);
    loaded.set(name, handler);
  }
  return handler;
}

export async function invoke(name: FunctionName, event: unknown): Promise<unknown> {
  const handler = await load(name);
  const context = {
    functionName: `servicebogen-local-${name}`,
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => (('timeoutSeconds' in functions[name] ? (functions[name] as { timeoutSeconds?: number }).timeoutSeconds : undefined) ?? 30) * 1000,
    callbackWaitsForEmptyEventLoop: false,
  };
  return handler(event, context);
}
