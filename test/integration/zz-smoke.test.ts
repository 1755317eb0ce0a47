import { startTestRuntime, signUpPayload, type TestRuntime } from '../support/runtime';
let rt: TestRuntime;
beforeAll(async () => { rt = await startTestRuntime(); }, 60_000);
afterAll(async () => { await rt?.stop(); });
test('race', async () => {
  const tally: Record<string, number> = {};
  for (let round = 0; round < 10; round++) {
    const base = signUpPayload();
    const answers = await Promise.all(Array.from({ length: 8 }, () => rt.call('POST', '/api/company', { body: base })));
    for (const a of answers) { const k = `${a.status} ${a.body?.error?.code ?? ''}`; tally[k] = (tally[k] ?? 0) + 1; }
  }
  console.log(JSON.stringify(tally));
}, 120_000);
