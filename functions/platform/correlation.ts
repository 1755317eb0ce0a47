import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The correlation id of the work in progress (decision 082 "Tracing and structured logs"): set by
 * the API for each request (its `x-correlation-id` header when it sends a sane one, else API
 * Gateway's request id), stored on every commit the request writes, carried by the pipe onto each
 * event, and logged as `correlation_id` by the enrichment, the projections and the mailer. Held in
 * async-local storage, so concurrent requests in one process never see each other's.
 */
const current = new AsyncLocalStorage<string>();

/** The id of the work in progress, if any. */
export const correlationId = (): string | undefined => current.getStore();

/** Runs `fn` with `id` as the correlation id of everything it does. */
export const withCorrelationId = <T>(id: string, fn: () => T): T => current.run(id, fn);

/** What a client may send as `x-correlation-id`: short, and safe in a log line and a DynamoDB item. */
const SANE = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id of an API request: a sane `x-correlation-id` header, else the gateway's request id. */
export function requestCorrelationId(event: {
  headers?: Record<string, string | undefined>;
  requestContext?: { requestId?: string };
}): string {
  const sent = event.headers?.['x-correlation-id'];
  if (sent && SANE.test(sent)) return sent;
  return event.requestContext?.requestId || crypto.randomUUID();
}
