import type { APIGatewayProxyEventV2, Context, EventBridgeEvent } from 'aws-lambda';
import type { Envelope } from '../../events/envelope';
import { envelopeSchema } from '../../events/envelope';
import { projection } from '../projections/projection';
import { apiHandler } from '../http/api';

// The origin check (decision 085) is tested in test/integration/closed-edge.test.ts; here every request came through CloudFront.
jest.mock('../http/origin', () => ({ checkOrigin: async () => undefined }));
import { correlationId, requestCorrelationId, withCorrelationId } from './correlation';
import { commitToEnvelopes, toCommitItem, type NewCommit } from '../store/commits';
import { logger } from './logger';

// Tests log warnings only (test/support/quiet-logs.ts); these read the info lines.
beforeAll(() => logger.setLogLevel('INFO'));

/** Decision 082: one correlation id from the API request to its commits, events, projections and mails. */

let stdout: string[];
beforeEach(() => {
  stdout = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((line: string | Uint8Array) => {
    stdout.push(String(line));
    return true;
  });
});
afterEach(() => jest.restoreAllMocks());
/** The JSON log lines written to stdout (Powertools Logger writes there, not through console.log). */
const logLines = () =>
  stdout
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const newCommit: NewCommit<object> = {
  streamType: 'Location',
  streamId: 'l1',
  expectedVersion: 0,
  events: [
    {
      type: 'LocationCreated',
      version: 1,
      data: { locationId: 'l1', companyId: 'co1', name: 'Kælder', createdAt: '2026-11-25T10:00:00.000Z' },
    },
  ],
  commitId: 'c1',
  at: '2026-11-25T10:00:00.000Z',
  actor: 'u1',
  companyId: 'co1',
  state: {},
};

test('an API request is known by a sane x-correlation-id it sends, else by its gateway request id', () => {
  const event = (header?: string) => ({
    headers: header === undefined ? {} : { 'x-correlation-id': header },
    requestContext: { requestId: 'gw-1' },
  });
  expect(requestCorrelationId(event('checkout-42'))).toBe('checkout-42');
  expect(requestCorrelationId(event())).toBe('gw-1');
  for (const bad of ['', 'a b', 'x'.repeat(65), 'line\nbreak', '{"json":1}']) {
    expect([bad, requestCorrelationId(event(bad))]).toEqual([bad, 'gw-1']);
  }
});

test('concurrent work keeps its own correlation id', async () => {
  const seen = await Promise.all(
    ['a', 'b', 'c'].map((id) =>
      withCorrelationId(id, async () => {
        await new Promise((r) => setTimeout(r, Math.random() * 10));
        return correlationId();
      }),
    ),
  );
  expect(seen).toEqual(['a', 'b', 'c']);
  expect(correlationId()).toBeUndefined();
});

test("a commit written under a correlation id stores it, and the pipe puts it on each of the commit's events", () => {
  expect(toCommitItem(newCommit)).not.toHaveProperty('correlationId');
  const commit = withCorrelationId('req-1', () => toCommitItem(newCommit));
  expect(commit.correlationId).toBe('req-1');
  const envelopes = commitToEnvelopes(commit);
  expect(envelopes.map((e) => e.correlationId)).toEqual(['req-1']);
  expect(envelopeSchema.parse(envelopes[0]).correlationId).toBe('req-1');
});

test("a projection runs and logs under its event's correlation id", async () => {
  const seen: (string | undefined)[] = [];
  const handler = projection('test', async () => void seen.push(correlationId()));
  const [envelope] = commitToEnvelopes(withCorrelationId('req-2', () => toCommitItem(newCommit)));
  await handler({ detail: envelope } as EventBridgeEvent<string, Envelope>);
  expect(seen).toEqual(['req-2']);
  expect(logLines()).toEqual([
    expect.objectContaining({
      level: 'INFO',
      message: 'event projected',
      correlation_id: 'req-2',
      projection: 'test',
      type: 'LocationCreated',
      stream: 'Location#l1',
      streamVersion: 1,
    }),
  ]);
});

test("the API runs each request's route under the request's correlation id", async () => {
  const handler = apiHandler([{ method: 'GET', path: '/echo', access: 'public' }], {
    'GET /echo': async () => ({ body: { correlationId: correlationId() } }),
  });
  const request = (headers: Record<string, string>) =>
    ({
      version: '2.0',
      routeKey: 'GET /echo',
      rawPath: '/echo',
      rawQueryString: '',
      headers,
      requestContext: { requestId: 'gw-7', http: { method: 'GET', path: '/echo' } },
      isBase64Encoded: false,
    }) as unknown as APIGatewayProxyEventV2;
  const answer = async (headers: Record<string, string>) => {
    const result = await handler(request(headers), {} as Context);
    return JSON.parse(String(typeof result === 'object' && result ? result.body : '{}'));
  };
  expect(await answer({})).toEqual({ correlationId: 'gw-7' });
  expect(await answer({ 'x-correlation-id': 'from-spa' })).toEqual({ correlationId: 'from-spa' });
});
