import { routineDeadline } from './clocks';
import { as, inviteAndAcceptByApi, ok, upgradeByApi, type Caller } from './api';
import type { Completed, Location } from './contract';
import { signUp, type TestRuntime } from './runtime';

/**
 * The company the load runs work in (`./load.ts`), and the ledger of every write it was answered
 * 200 or 201 for, which `./load-check.ts` finds again afterwards. A maintenance company: the owner
 * plans (an admin creates the tasks), one invited technician (a USER) holds every task and does the
 * work (reads, completes, writes notes), as a small firm with one fitter does; so every task
 * write also counts on that one person's open tasks.
 */

export type TaskType = 'CYCLICAL' | 'AD_HOC';

/** A task the company was answered 201 for, and what was answered for it since. */
export interface TaskRecord {
  type: TaskType;
  /** Ids of the completions answered 200. */
  completions: string[];
  /** Ids of the notes answered 201. */
  notes: string[];
  /** Still open: a single task completed is not (domain/task/responsibility.ts). */
  open: boolean;
}

/** Answers counted by status, e.g. `{ "201": 198, "409": 2 }`. */
export type StatusCounts = Record<string, number>;

export interface LoadCompany {
  companyId: string;
  /** The owner (SUPER_ADMIN): creates the tasks, reads the people's task counts. */
  admin: Caller;
  /** The one person every task is on (a USER). */
  technician: Caller & { id: string };
  equipmentIds: string[];
  locationIds: string[];
  tasks: Map<string, TaskRecord>;
  /** The keys of `tasks`, for picking one at random. */
  taskIds: string[];
  /** Due tasks no client has taken for completion yet, oldest first. */
  due: string[];
  /** The seeding's answers: equipment and tasks, each created 8 at a time. */
  seed: { equipment: StatusCounts; tasks: StatusCounts };
  /** How many tasks were created (seeded or in a run): the next one's number. */
  created: number;
}

export const SEED_IN_FLIGHT = 8;

export const count = (counts: StatusCounts, status: number) => {
  counts[status] = (counts[status] ?? 0) + 1;
};

/** Runs `work(0..n-1)` with at most `width` at a time. */
export async function pool(n: number, width: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      for (let i = next++; i < n; i = next++) await work(i);
    }),
  );
}

/**
 * The `n`th task: due now (its deadline 2-4 days ahead, inside its 7-day notice, so it can be
 * completed at once), single and monthly in turn, on a piece of equipment or (every fifth) a location.
 */
export function dueTaskBody(company: LoadCompany, n: number) {
  const type: TaskType = n % 2 === 0 ? 'AD_HOC' : 'CYCLICAL';
  const target =
    n % 5 === 4
      ? { locationId: company.locationIds[n % company.locationIds.length] }
      : { equipmentId: company.equipmentIds[n % company.equipmentIds.length] };
  return {
    title: `Eftersyn ${n}`,
    description: 'Tjek filter, pakning og tryk; skriv aflæsningen i noten.',
    type,
    interval: type === 'CYCLICAL' ? 'MONTHLY' : null,
    notificationPeriod: 7,
    responsibleId: company.technician.id,
    deadline: routineDeadline(2),
    files: [],
    ...target,
  };
}

/** `POST /api/task` as the admin; a task answered 201 goes into the ledger and the due queue. */
export async function createDueTask(rt: TestRuntime, company: LoadCompany) {
  const body = dueTaskBody(company, company.created++);
  const answer = await rt.call<{ taskId: string }>('POST', '/api/task', { ...company.admin, body });
  if (answer.status === 201) {
    company.tasks.set(answer.body.taskId, { type: body.type, completions: [], notes: [], open: true });
    company.taskIds.push(answer.body.taskId);
    company.due.push(answer.body.taskId);
  }
  return answer;
}

/**
 * `POST /api/task/complete` as the technician, of the oldest due task: taken off the queue before
 * the request, so no other client completes it meanwhile; put back when the answer is not 200.
 */
export async function completeDueTask(rt: TestRuntime, company: LoadCompany) {
  const id = company.due.shift();
  if (!id) throw new Error('no due task left to complete');
  const answer = await rt.call<Completed>('POST', '/api/task/complete', { ...company.technician, body: { id } });
  const task = company.tasks.get(id)!;
  if (answer.status === 200 && answer.body.completion) {
    task.completions.push(answer.body.completion.id);
    if (task.type === 'AD_HOC') task.open = false;
  } else if (answer.status !== 200) company.due.push(id);
  return answer;
}

/**
 * A new UNLIMITED company with its technician, `equipment` pieces of equipment over `locations`
 * locations (created by name with the equipment) and `tasks` due tasks, each kind created
 * SEED_IN_FLIGHT at a time as an import or a busy admin would. Every answer is counted; what failed
 * is simply not in the ledger.
 */
export async function seedLoadCompany(
  rt: TestRuntime,
  size: { equipment: number; locations: number; tasks: number },
): Promise<LoadCompany> {
  const owner = await signUp(rt, { company: 'Nordhavn Teknik ApS' });
  await upgradeByApi(rt, owner.token, owner.companyId, 'Nordhavn Teknik ApS');
  const fitter = { name: 'Bo Berg', emailAddress: `bo.${owner.user.id}@eksempel.dk`, password: 'hemmeligt-password' };
  const technician = await inviteAndAcceptByApi(rt, owner.token, owner.companyId, fitter);
  const company: LoadCompany = {
    companyId: owner.companyId,
    admin: as(owner),
    technician: { ...as(technician, owner.companyId), id: technician.id },
    equipmentIds: [],
    locationIds: [],
    tasks: new Map(),
    taskIds: [],
    due: [],
    seed: { equipment: {}, tasks: {} },
    created: 0,
  };
  await pool(size.equipment, SEED_IN_FLIGHT, async (i) => {
    const body = {
      make: `Mærke ${i % 7}`,
      model: `Model ${i}`,
      equipmentId: `SN-${i}`,
      category: 'Maskine',
      locationName: `Lokation ${i % size.locations}`,
    };
    const answer = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', { ...company.admin, body });
    count(company.seed.equipment, answer.status);
    if (answer.status === 201) company.equipmentIds.push(answer.body.equipmentId);
  });
  const { locations } = await ok(rt.call<{ locations: Location[] }>('GET', '/api/locations', company.admin));
  company.locationIds = locations.map((location) => location.id);
  if (company.equipmentIds.length === 0 || company.locationIds.length === 0)
    throw new Error(`seeding made no equipment: ${JSON.stringify(company.seed.equipment)}`);
  await pool(size.tasks, SEED_IN_FLIGHT, async () => {
    count(company.seed.tasks, (await createDueTask(rt, company)).status);
  });
  return company;
}
