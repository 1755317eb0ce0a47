import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PidFile } from '../../infra/local/dynamo';
import { scanReadModels } from '../support/read-models';
import { signUp, signUpPayload, startTestRuntime, type TestRuntime } from '../support/runtime';
import { alive } from '../support/processes';

/**
 * DynamoDB Local killed (-9) while the app is busy: requests answer 503 with the Danish 'prøv igen'
 * (never 401 'session udløbet', never 500), the runtime starts it again, and then every
 * acknowledged write is there, the pipe has delivered every event exactly as a rebuild would, and
 * no delivery went to the dead letters.
 */
const UNAVAILABLE = 'Servicebogen kan ikke nå sine data lige nu. Prøv igen om lidt.';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => rt?.stop());

const javaPid = () =>
  (JSON.parse(readFileSync(join(rt.dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8')) as PidFile).java;

test('DynamoDB Local killed under load: 503 "prøv igen", then it runs again and nothing is lost or doubled', async () => {
  const anne = await signUp(rt);
  const seen: { what: string; status: number; body: unknown; at: number }[] = [];
  const acknowledged: ReturnType<typeof signUpPayload>[] = [];
  let stop = false;
  let killedAt = 0;

  const writer = async () => {
    while (!stop) {
      const payload = signUpPayload();
      const answer = await rt.call('POST', '/api/company', { body: payload });
      seen.push({ what: 'sign-up', status: answer.status, body: answer.body, at: Date.now() });
      if (answer.status === 201) acknowledged.push(payload);
    }
  };
  const reader = async () => {
    while (!stop) {
      const answer = await rt.call('GET', '/api/user', { token: anne.token });
      seen.push({ what: 'GET /api/user', status: answer.status, body: answer.body, at: Date.now() });
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const load = Promise.all([writer(), writer(), writer(), reader()]);

  // Some writes first, then the kill; then until writes succeed again after it.
  for (const started = Date.now(); acknowledged.length < 6 && Date.now() - started < 30_000;)
    await new Promise((r) => setTimeout(r, 50));
  const victim = javaPid();
  killedAt = Date.now();
  process.kill(victim, 'SIGKILL');
  const recovered = () =>
    seen.some((s) => s.what === 'sign-up' && s.status === 201 && s.at > killedAt && javaPid() !== victim);
  for (const started = Date.now(); !recovered() && Date.now() - started < 60_000;)
    await new Promise((r) => setTimeout(r, 100));
  // A little more load on the restarted store.
  await new Promise((r) => setTimeout(r, 500));
  stop = true;
  await load;

  expect(alive(victim)).toBe(false);
  expect(alive(javaPid())).toBe(true);
  expect(recovered()).toBe(true);

  const statuses = new Set(seen.map((s) => s.status));
  expect([...statuses].filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
  const outages = seen.filter((s) => s.status === 503);
  expect(outages.length).toBeGreaterThan(0);
  for (const s of outages) expect(s.body).toEqual({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE } });
  expect(seen.filter((s) => s.what === 'GET /api/user' && s.status === 401)).toEqual([]);

  // Every acknowledged write is there: each new person can log in.
  // (A function's first call after the restart may still meet the old process and answer 503
  // 'prøv igen': a client tries again, as the message asks.)
  for (const payload of acknowledged) {
    const body = { emailAddress: payload.user.emailAddress, password: payload.user.password };
    let login = await rt.call('POST', '/api/user', { body });
    for (let retry = 0; login.status === 503 && retry < 5; retry++) {
      await new Promise((r) => setTimeout(r, 500));
      login = await rt.call('POST', '/api/user', { body });
    }
    expect([login.status, login.body]).toEqual([200, expect.anything()]);
  }

  // The pipe recovered: the read models equal a rebuild from the event store, and nothing went to the dead letters.
  await rt.drain();
  const delivered = await scanReadModels();
  expect((await rt.call('POST', '/dev/rebuild')).status).toBe(200);
  expect(await scanReadModels()).toEqual(delivered);
  expect(
    existsSync(join(rt.dataDir, 'dead-letters.jsonl'))
      ? readFileSync(join(rt.dataDir, 'dead-letters.jsonl'), 'utf8')
      : '',
  ).toBe('');
}, 180_000);
