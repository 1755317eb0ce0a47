import { readStream } from '../../functions/store/store';
import { signUpPayload, startTestRuntime, type TestRuntime } from '../support/runtime';
import { useFunctionLogs } from '../support/logs';

/**
 * Decision 082: the correlation id of one API request follows it through the local runtime as
 * through AWS: onto its commits, through the pipe's enrichment, into the projections, and to the
 * mail it sends, each logging it as `correlation_id`.
 */

jest.setTimeout(30_000);

let rt: TestRuntime;
const logs = useFunctionLogs();

beforeAll(async () => {
  rt = await startTestRuntime({ functionLogs: true });
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

test("a sign-up's correlation id is on its commits, the enrichment's, the projections' and the mailer's log lines", async () => {
  const response = await fetch(new URL('/api/company', rt.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-correlation-id': 'signup-test-1' },
    body: JSON.stringify(signUpPayload({ company: 'Korrelations ApS' })),
  });
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string; roles: Record<string, unknown> } };
  const companyId = Object.keys(user.roles)[0];
  await rt.drain();

  const commits = [...(await readStream('Company', companyId)), ...(await readStream('User', user.id))];
  expect(commits.length).toBeGreaterThan(0);
  expect(commits.map((c) => c.correlationId)).toEqual(commits.map(() => 'signup-test-1'));

  const tagged = logs().filter((l) => l.correlation_id === 'signup-test-1');
  const messages = new Set(tagged.map((l) => l.message));
  // The welcome e-mail recorded with the commit follows the same id through the pipe (decision 099).
  expect(messages).toEqual(new Set(['commit enriched', 'outbox e-mail enriched', 'event projected', 'mail sent']));
  expect(tagged.filter((l) => l.message === 'event projected').map((l) => l.projection)).toContain('activity');
  // No one else's lines carry it.
  expect(logs().filter((l) => l.correlation_id && l.correlation_id !== 'signup-test-1')).toEqual([]);
});

test('a request without the header is known by its gateway request id', async () => {
  const answer = await rt.call('POST', '/api/company', { body: signUpPayload({ company: 'Uden Header ApS' }) });
  expect(answer.status).toBe(201);
  const companyId = Object.keys((answer.body as { user: { roles: Record<string, unknown> } }).user.roles)[0];
  const [commit] = await readStream('Company', companyId);
  expect(commit.correlationId).toMatch(/^[0-9a-f-]{36}$/);
});
