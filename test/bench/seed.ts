import { signUp, type ApiAnswer, type TestRuntime } from '../support/runtime';

/**
 * What the bench sections seed through the API, built once: an UNLIMITED company, and the bodies
 * of the equipment, routines and notes they fill it with.
 */
export interface BenchCompany {
  owner: Awaited<ReturnType<typeof signUp>>;
  companyId: string;
  as: { token: string; query: { companyId: string } };
}

/** The answer's body when it has `status`; otherwise an error that names `what` and the answer. */
export function expectStatus<T>(answer: ApiAnswer<T>, status: number, what: string): T {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

/** A new company on the UNLIMITED plan (an upgrade needs the company's details first). */
export async function unlimitedCompany(rt: TestRuntime): Promise<BenchCompany> {
  const owner = await signUp(rt);
  const companyId = owner.companyId;
  const as = { token: owner.token, query: { companyId } };
  const details = { id: companyId, name: 'Bench ApS', vatNumber: '12345678', address: 'Vej 1', city: 'By' };
  expectStatus(await rt.call('PATCH', '/api/company', { ...as, body: details }), 200, 'company details');
  const upgrade = { id: companyId, subscription: 'UNLIMITED' };
  expectStatus(await rt.call('PATCH', '/api/company', { ...as, body: upgrade }), 200, 'upgrade');
  return { owner, companyId, as };
}

/** The `i`th piece of equipment, at one of `locations` locations (created by name). */
export const equipmentBody = (i: number, locations: number) => ({
  make: `Mærke ${i % 7}`,
  model: `Model ${i}`,
  equipmentId: `SN-${i}`,
  category: 'Maskine',
  locationName: `Lokation ${i % locations}`,
});

/** The `i`th monthly routine on a piece of equipment. */
export const routineBody = (
  i: number,
  task: { responsibleId: string; equipmentId: string; deadline: string; description?: string },
) => ({
  title: `Opgave ${i}`,
  description: task.description ?? 'Eftersyn',
  type: 'CYCLICAL',
  interval: 'MONTHLY',
  notificationPeriod: 7,
  responsibleId: task.responsibleId,
  deadline: task.deadline,
  files: [],
  equipmentId: task.equipmentId,
});

/** The `i`th note on a piece of equipment. */
export const noteBody = (i: number, equipmentId: string) => ({
  content: `Note ${i}: filteret er skiftet, næste gang også pakningen.`,
  files: [],
  recipientIds: [],
  core: false,
  equipmentId,
});

/** `POST /api/task`: the new task's id. Seeders create eight at a time on one person; none may be refused (decision 120). */
export async function createTask(rt: TestRuntime, as: BenchCompany['as'], body: object): Promise<string> {
  return expectStatus(await rt.call<{ taskId: string }>('POST', '/api/task', { ...as, body }), 201, 'create task')
    .taskId;
}

/** Runs `work` over `items` with at most `width` at a time. */
export async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * The morning jobs' companies (the `jobs` and `morning` sections): `companies` owners, each with one
 * piece of equipment and `tasks` single tasks on it, deadlines spread over the two weeks after
 * `start` with a 7-day notice, so a week later nearly every task is due or overdue. Drained.
 */
export async function seedJobCompanies(
  rt: TestRuntime,
  { companies, tasks, start, width }: { companies: number; tasks: number; start: number; width: number },
): Promise<void> {
  const day = (n: number) => new Date(start + n * 86_400_000).toISOString();
  const owners = await Promise.all(Array.from({ length: companies }, () => signUp(rt)));
  await rt.drain();
  await pool(owners, width, async (owner) => {
    const as = { token: owner.token, query: { companyId: owner.companyId } };
    const equipment = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...as,
      body: { make: 'Grundfos', model: 'CR 10', equipmentId: 'SN-1', category: 'Maskine', locationName: 'Kælder' },
    });
    expectStatus(equipment, 201, 'create equipment');
    for (let i = 0; i < tasks; i++) {
      const body = {
        title: `Opgave ${i}`,
        description: 'Eftersyn',
        type: 'AD_HOC',
        interval: null,
        notificationPeriod: 7,
        responsibleId: owner.user.id,
        deadline: day(1 + (i % 14)),
        files: [],
        equipmentId: equipment.body.equipmentId,
      };
      expectStatus(await rt.call('POST', '/api/task', { ...as, body }), 201, 'create task');
    }
  });
  await rt.drain();
}
