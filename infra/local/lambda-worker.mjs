// One function's "Lambda container" in the local runtime (infra/local/functions.ts): a worker
// thread whose process.env is only that function's environment, running the function's bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';

// Like Lambda's runtime, the console is captured: each line goes to the runtime (the function's
// "log group") on the same channel as the results, so a line logged before a result arrives first.
for (const [method, stream] of [
  ['log', 'out'],
  ['info', 'out'],
  ['debug', 'out'],
  ['warn', 'err'],
  ['error', 'err'],
]) {
  console[method] = (...args) => parentPort.postMessage({ log: { stream, text: format(...args) } });
}
// So is what is written to stdout and stderr themselves (the EMF metric lines of
// functions/platform/metrics.ts, the Powertools Logger's lines through its own console): one
// log line per written line, as Lambda's runtime takes it.
for (const [target, stream] of [
  [process.stdout, 'out'],
  [process.stderr, 'err'],
]) {
  target.write = (chunk, ...rest) => {
    for (const line of String(chunk).replace(/\n$/, '').split('\n')) {
      parentPort.postMessage({ log: { stream, text: line } });
    }
    const done = rest.find((arg) => typeof arg === 'function');
    if (done) done();
    return true;
  };
}

// The runtime's clock offset (functions/platform/clock.ts reads this cell), shared memory.
globalThis[Symbol.for('servicebogen.clockOffsetMs')] = new Float64Array(workerData.clock);

const module = await import(pathToFileURL(workerData.bundle).href);
const handler = module.handler;
if (typeof handler !== 'function') throw new Error(`${workerData.bundle} exports no handler`);

/** Whether an API answer's JSON could reach `limit`: its body's characters take at most six bytes each, the rest is small. */
function mayExceed(result, limit) {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return true;
  const { body, headers = {}, ...rest } = result;
  if (body !== undefined && typeof body !== 'string') return true;
  const small = JSON.stringify(headers).length + JSON.stringify(rest).length;
  return (body?.length ?? 0) * 6 + small * 6 + 64 >= limit;
}

parentPort.on('message', async ({ id, event, context }) => {
  const deadline = Date.now() + context.timeoutMs;
  const ctx = {
    functionName: context.functionName,
    awsRequestId: context.awsRequestId,
    memoryLimitInMB: String(context.memoryMb),
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
  try {
    const result = await handler(event, ctx);
    // Lambda's runtime posts the result's JSON to the Runtime API, which refuses it over the
    // limit; the invocation then fails (decision 135 "Lambda's answer limit, locally as on AWS").
    // A body's character takes at most six bytes in that JSON: a short answer is not measured.
    const bytes = mayExceed(result, workerData.responseLimit) ? Buffer.byteLength(JSON.stringify(result ?? null)) : 0;
    if (bytes > workerData.responseLimit) {
      const message = `Response payload size (${bytes} bytes) exceeded maximum allowed payload size (${workerData.responseLimit} bytes).`;
      parentPort.postMessage({ id, error: { name: 'Function.ResponseSizeTooLarge', message } });
      return;
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    parentPort.postMessage({ id, error: { name: e.name, message: e.message, stack: e.stack } });
  }
});
parentPort.postMessage({ ready: true });
