import { startTestRuntime, signUp, type TestRuntime } from '../support/runtime';
let rt: TestRuntime;
beforeAll(async () => { rt = await startTestRuntime(); }, 60_000);
afterAll(async () => { await rt?.stop(); });
test('smoke', async () => {
  const t0 = Date.now();
  const a = await signUp(rt);
  console.log('signup ms', Date.now() - t0, JSON.stringify(a));
  await rt.drain();
  console.log('drain ms', Date.now() - t0);
  const r = await rt.call('GET', '/api/company', { token: a.token, query: { userId: a.user.id } });
  console.log(JSON.stringify(r));
  const big = await rt.call('POST', '/api/company', { rawBody: JSON.stringify({ user: { name: 'x'.repeat(2_000_000) } }) });
  console.log(big.status, JSON.stringify(big.body));
  const sur = await rt.call('POST', '/api/company', { rawBody: '{"user":{"name":"Anne","emailAddress":"a\\ud800@b.dk","password":"hemmeligt-password"},"company":{"name":"\\ud800x"}}' });
  console.log(sur.status, JSON.stringify(sur.body));
});
