import { performance } from 'node:perf_hooks';
import { signUp, startTestRuntime } from '../support/runtime';

/**
 * `npm run bench`: latency of the first journey's calls against the local runtime, with targets.
 * Figures are for this machine class (2 cores); the targets are deliberately loose so that a
 * regression by a factor shows, not noise.
 */
const TARGETS_MS = { signUp: 800, login: 500, currentUser: 150, companies: 200, drain: 1500, createEquipment: 600, listEquipment: 400, listLocations: 300, createTask: 600, listTasks: 1500 };
/** Tasks in that company: the list must load from the read model, not by reading events. */
const TASKS = 2000;
/** Equipment in the UNLIMITED company whose lists are timed. */
const INVENTORY = 200;
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
  const samples: Record<keyof typeof TARGETS_MS, number[]> = { signUp: [], login: [], currentUser: [], companies: [], drain: [], createEquipment: [], listEquipment: [], listLocations: [], createTask: [], listTasks: [] };
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const person = await time(samples.signUp, () => signUp(rt));
      await time(samples.drain, () => rt.drain());
      await time(samples.login, () => rt.call('POST', '/api/user', { body: { emailAddress: person.payload.user.emailAddress, password: person.payload.user.password } }));
      await time(samples.currentUser, () => rt.call('GET', '/api/user', { token: person.token }));
      await time(samples.companies, () => rt.call('GET', '/api/company', { token: person.token, query: { userId: person.user.id } }));
    }
    // Lists of an UNLIMITED company with INVENTORY pieces of equipment over 20 locations.
    const owner = await signUp(rt);
    const companyId = Object.keys(owner.user.roles)[0];
    const as = { token: owner.token, query: { companyId } };
    await rt.call('PATCH', '/api/company', { ...as, body: { id: companyId, name: 'Bench ApS', vatNumber: '12345678', address: 'Vej 1', city: 'By' } });
    await rt.call('PATCH', '/api/company', { ...as, body: { id: companyId, subscription: 'UNLIMITED' } });
    for (let i = 0; i < INVENTORY; i++) {
      const body = { make: `Mærke ${i % 7}`, model: `Model ${i}`, equipmentId: `SN-${i}`, category: 'Maskine', locationName: `Lokation ${i % 20}` };
      const answer = await time(samples.createEquipment, () => rt.call('POST', '/api/equipment', { ...as, body }));
      if (answer.status !== 201) throw new Error(`create equipment: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    await rt.drain();
    const equipment = (await rt.call('GET', '/api/equipment', as)).body.equipment as { id: string }[];
    const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString();
    for (let i = 0; i < TASKS; i += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, TASKS - i) }, async (_, k) => {
          const body = { title: `Opgave ${i + k}`, description: 'Eftersyn', type: 'CYCLICAL', interval: 'MONTHLY', notificationPeriod: 7, responsibleId: owner.user.id, deadline, files: [], equipmentId: equipment[(i + k) % equipment.length].id };
          const answer = await time(samples.createTask, () => rt.call('POST', '/api/task', { ...as, body }));
          if (answer.status !== 201) throw new Error(`create task: ${answer.status} ${JSON.stringify(answer.body)}`);
        }),
      );
    }
    await rt.drain();
    for (let i = 0; i < ROUNDS; i++) {
      await time(samples.listEquipment, () => rt.call('GET', '/api/equipment', as));
      await time(samples.listLocations, () => rt.call('GET', '/api/locations', as));
      await time(samples.listTasks, () => rt.call('GET', '/api/task', as));
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
    console.log(`${name.padEnd(16)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  target p95 <= ${TARGETS_MS[name]} ms  ${ok ? 'ok' : 'MISSED'}`);
  }
  console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
