import { companyDecider } from '../../domain/company/decider';
import { inventoryCounts } from '../../domain/company/plan';
import { counterOf, setOf, tallyNames } from '../../domain/shared/tallies';
import { equipmentSchema } from '../../domain/equipment/schemas';
import type { TaskState } from '../../domain/task/decider';
import { taskSchema } from '../../domain/task/schemas';
import { userDecider } from '../../domain/user/decider';
import type { RoleType } from '../../events/catalogue';
import type { StreamType } from '../../events/envelope';
import { createEquipment } from '../../functions/commands/equipment/create-equipment';
import { createLocation } from '../../functions/commands/locations/create-location';
import { createTask } from '../../functions/commands/tasks/create-task';
import type { TaskData } from '../../functions/commands/tasks/task-fields';
import { emailClaimKey } from '../../functions/use-cases/accounts';
import { execute, prepare, type CompanyContext } from '../../functions/store/command';
import type { Commit } from '../../functions/store/commits';
import type { EventStore } from '../../functions/store/event-store';
import { newId } from '../../functions/store/ids';
import { inMemoryEventStore, type InMemoryEventStore } from '../../functions/store/in-memory-event-store';
import { inlineWrites } from '../../functions/store/inline-projections';

/**
 * Given/when/then for commands (`functions/commands/`), against the in-memory event store: the
 * given is written through the deciders and the commands themselves, the when is one command,
 * the then what it appended (`when`) or that it appended nothing (`refused`). Milliseconds each.
 */
export const NOW = new Date('2027-03-10T09:00:00.000Z');

export interface Person {
  id: string;
  name: string;
  emailAddress: string;
}

/** A company with its SUPER_ADMIN (`founder`), an ADMIN and a USER, in a fresh in-memory store. */
export interface World {
  store: InMemoryEventStore;
  companyId: string;
  founder: Person;
  admin: Person;
  user: Person;
  /** The context of `person`'s commands in the company (what the API middleware builds). */
  as(person: Person, role?: RoleType): CompanyContext;
  /** An ADMIN of another company, and that company. */
  stranger(): Promise<Person & { companyId: string }>;
  /** A new person with `role` in the company (or none). */
  person(name: string, role?: RoleType): Promise<Person>;
  location(name?: string): Promise<string>;
  equipment(locationId: string, name?: string): Promise<string>;
  task(fields: Partial<TaskData> & ({ equipmentId: string } | { locationId: string })): Promise<string>;
  /** A stream's newest state. */
  state<S>(type: StreamType, id: string): Promise<S>;
  /** A person's open tasks in the company: their tally's count (decision 120). */
  openTasks(person: Person): Promise<number>;
  /** The ids an equipment's or location's tally holds of `set` ('taskIds', 'equipmentIds'). */
  placed(type: 'Equipment' | 'Location', id: string, set?: string): Promise<string[]>;
  /** The company's equipment and locations, from its tally. */
  inventory(): Promise<{ equipment: number; locations: number }>;
}

export async function aCompany(): Promise<World> {
  const store = inMemoryEventStore(inlineWrites);
  const companyId = newId();
  const roleOf: Record<string, RoleType> = {};
  const system = { now: NOW, actor: null, companyId };
  const register = async (name: string, role?: RoleType, company = companyId): Promise<Person> => {
    const id = newId();
    const emailAddress = `${name.toLowerCase().replace(/\W/g, '.')}.${id.slice(0, 6)}@firma.dk`;
    await store.append(
      [await preparedUser(store, id, name, emailAddress, role ? { companyId: company, role } : undefined)],
      [{ pk: emailClaimKey(emailAddress), attributes: { userId: id, passwordHash: 'x' } }],
    );
    if (role) roleOf[`${company}#${id}`] = role;
    return { id, name, emailAddress };
  };
  const founderId = newId();
  await execute(
    companyDecider,
    { type: 'Company', id: companyId },
    {
      type: 'CreateCompany',
      companyId,
      name: 'Åbergs VVS',
      mfa: { active: false, method: 'email' },
      createdBy: founderId,
    },
    system,
    { store },
  );
  const founder = await register('Anne Åberg', 'SUPER_ADMIN');
  const admin = await register('Bo Berg', 'ADMIN');
  const user = await register('Carl Dahl', 'USER');
  const as = (person: Person, role = roleOf[`${companyId}#${person.id}`] ?? 'USER'): CompanyContext => ({
    now: NOW,
    actor: person.id,
    actorName: person.name,
    companyId,
    isAdmin: role !== 'USER',
  });
  const world: World = {
    store,
    companyId,
    founder,
    admin,
    user,
    as,
    stranger: async () => {
      const otherCompany = newId();
      await execute(
        companyDecider,
        { type: 'Company', id: otherCompany },
        {
          type: 'CreateCompany',
          companyId: otherCompany,
          name: 'Andet Firma',
          mfa: { active: false, method: 'email' },
          createdBy: 'x',
        },
        { now: NOW, actor: null, companyId: otherCompany },
        { store },
      );
      return { ...(await register('Dorthe Ek', 'ADMIN', otherCompany)), companyId: otherCompany };
    },
    person: (name, role) => register(name, role),
    location: async (name = `Kælder ${newId().slice(0, 4)}`) => (await createLocation({ name }, as(admin), store)).id,
    equipment: async (locationId, name = 'Kedel') =>
      (
        await createEquipment(
          equipmentSchema.parse({
            name,
            make: 'Vaillant',
            model: 'ecoTEC',
            equipmentId: 'K-1',
            category: 'Varme',
            locationId,
          }),
          as(admin),
          store,
        )
      ).equipmentId,
    task: async (fields) =>
      (await createTask(taskInput({ responsibleId: user.id, ...fields }), as(admin), store)).taskId,
    state: async <S>(type: StreamType, id: string) => (await store.load<S>(type, id))!.state,
    openTasks: async (person) => counterOf(await store.loadTally('User', person.id), tallyNames.openTasks(companyId)),
    placed: async (type, id, set = tallyNames.taskIds) => setOf(await store.loadTally(type, id), set),
    inventory: async () => inventoryCounts(await store.loadTally('Company', companyId)),
  };
  return world;
}

async function preparedUser(
  store: InMemoryEventStore,
  userId: string,
  name: string,
  emailAddress: string,
  joins?: { companyId: string; role: RoleType },
) {
  return prepare(
    store,
    userDecider,
    { type: 'User', id: userId },
    { type: 'RegisterUser', userId, name, emailAddress, joins },
    { now: NOW, actor: userId, companyId: joins?.companyId },
  );
}

/** A task's input as the API parses it: a monthly routine due 31 March 2027, with `fields` of the test's own. */
export const taskInput = (fields: Record<string, unknown> & { responsibleId: string }): TaskData =>
  taskSchema.parse({
    title: 'Eftersyn',
    description: 'Tjek filter og olie.',
    type: 'CYCLICAL',
    interval: 'MONTHLY',
    notificationPeriod: 7,
    deadline: '2027-03-31T10:00:00.000Z',
    files: [],
    ...fields,
  });

/** What one step appended: its commits, and their events as `Stream#id: EventType` lines, in order. */
export interface Written<T> {
  result: T;
  commits: Commit[];
  events: string[];
}

const lines = (commits: Commit[]) => commits.flatMap((c) => c.events.map((e) => `${c.pk}: ${e.type}`));

/** When: runs one command and reports what it appended. */
export async function when<T>(store: InMemoryEventStore, run: () => Promise<T>): Promise<Written<T>> {
  const mark = store.log.length;
  const result = await run();
  const commits = store.log.slice(mark);
  return { result, commits, events: lines(commits) };
}

/** Then refused: the command throws, and appends nothing. Answers what it threw. */
export async function refused(store: InMemoryEventStore, run: () => Promise<unknown>): Promise<unknown> {
  const mark = store.log.length;
  const error = await run().then(
    () => {
      throw new Error('The command was not refused');
    },
    (caught: unknown) => caught,
  );
  expect(lines(store.log.slice(mark))).toEqual([]);
  return error;
}

/** A task's newest state. */
export const taskOf = (world: World, id: string) => world.state<TaskState>('Task', id);

/**
 * The store with a writer who gets in first: `meanwhile` runs (on the plain store) just before the
 * command's first append, so that append loses the race and the command's next attempt reads and
 * decides again (decision 038), merging a versioned edit again (decision 130).
 */
export function withWriterMeanwhile(store: InMemoryEventStore, meanwhile: () => Promise<unknown>): EventStore {
  let first = true;
  return {
    load: (type, id) => store.load(type, id),
    loadAt: (type, id, version) => store.loadAt(type, id, version),
    readStream: (type, id) => store.readStream(type, id),
    getClaim: (pk) => store.getClaim(pk),
    loadTally: (type, id) => store.loadTally(type, id),
    append: async (...args) => {
      if (first) {
        first = false;
        await meanwhile();
      }
      return store.append(...args);
    },
  };
}

/** A stream's version now. */
export const versionOf = async (store: InMemoryEventStore, type: StreamType, id: string) =>
  (await store.load(type, id))!.version;
