import { performance } from 'node:perf_hooks';
import { signUp, startTestRuntime } from '../support/runtime';

/**
 * `npm run bench`: latency of the first journey's calls against the local runtime, with targets.
 * Figures are for this machine class (2 cores); the targets are deliberately loose so that a
 * regression by a factor shows, not noise.
 */
const TARGETS_MS = { signUp: 800, login: 500, currentUser: 150, companies: 200, drain: 1500 };
const ROUNDS = 20;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function time<T>(samples: number[], fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  samples.push(performance.now() - start);
  return result;
}

async function main() {
  const rt = await startTestRuntime();
  const samples: Record<keyof typeof TARGETS_MS, number[]> = { signUp: [], login: [], currentUser: [], companies: [], drain: [] };
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const person = await time(samples.signUp, () => signUp(rt));
      await time(samples.drain, () => rt.drain());
      await time(samples.login, () => rt.call('POST', '/api/user', { body: { emailAddress: person.payload.user.emailAddress, password: person.payload.user.password } }));
      await time(samples.currentUser, () => rt.call('GET', '/api/user', { token: person.token }));
      await time(samples.companies, () => rt.call('GET', '/api/company', { token: person.token, query: { userId: person.user.id } }));
    }
  } finally {
    await rt.stop();
  }
  let failed = false;
  for (const [name, values] of Object.entries(samples) as [keyof typeof TARGETS_MS, number[]][]) {
    const p50 = percentile(values, 50);
    const p95 = percentile(values, 95);
    const ok = p95 <= TARGETS_MS[name];
    failed ||= !ok;
    console.log(`${name.padEnd(12)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  target p95 <= ${TARGETS_MS[name]} ms  ${ok ? 'ok' : 'MISSED'}`);
  }
  console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
