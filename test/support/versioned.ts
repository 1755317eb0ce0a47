import type { StaleVersion } from './contract';
import { as, createEquipment, createLocation, errorOf, PUMP } from './api';
import { setServerClock } from './clocks';
import { newPerson, personWithRole, type Person } from './factories';
import { startTestRuntime, type ApiAnswer, type TestRuntime } from './runtime';

/**
 * The company the versioned-edit suites work in (decision 130): Anne (SUPER_ADMIN), Bo (ADMIN)
 * and Carl (USER), a pump in 'Kælder' and a location 'Loft', on the local runtime from 1 March
 * 2027; with the calls they make and the checks they share. Its fields are set in `beforeAll`.
 */
export interface VersionedWorld {
  rt: TestRuntime;
  anne: Person;
  bo: Person;
  carl: Person;
  equipmentId: string;
  locationId: string;
  get<T>(path: string, who?: Person): Promise<ApiAnswer<T>>;
  patch<T = unknown>(path: string, body: Record<string, unknown>, who?: Person): Promise<ApiAnswer<T>>;
}

export function useVersionedWorld(): VersionedWorld {
  const world = {} as VersionedWorld;
  const companyOf = () => world.anne.ownCompanyId;
  world.get = (path, who = world.anne) => world.rt.call('GET', path, as(who, companyOf()));
  world.patch = (path, body, who = world.anne) => world.rt.call('PATCH', path, { ...as(who, companyOf()), body });
  beforeAll(async () => {
    const rt = (world.rt = await startTestRuntime());
    await setServerClock(rt, new Date('2027-03-01T09:00:00.000Z'));
    world.anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
    [world.bo, world.carl] = await Promise.all([
      personWithRole(rt, companyOf(), 'ADMIN'),
      personWithRole(rt, companyOf(), 'USER'),
    ]);
    world.equipmentId = await createEquipment(rt, as(world.anne), PUMP);
    world.locationId = await createLocation(rt, as(world.anne), 'Loft');
  }, 60_000);
  afterAll(() => world.rt?.stop());
  return world;
}

/** The 409 STALE_VERSION of an answer. */
export const stale = (answer: ApiAnswer) => errorOf(answer) as unknown as StaleVersion;

/** The answer is a single read with its version as a strong ETag. */
export function expectEtag(answer: ApiAnswer<unknown>, version: number) {
  expect(answer.headers?.etag).toBe(`"${version}"`);
}

/** Hostile `version`s (negative, zero, a fraction, strings, from the future) are refused in Danish (400) and change nothing. */
export async function expectHostileRefused(
  world: VersionedWorld,
  path: string,
  body: Record<string, unknown>,
  read: () => Promise<unknown>,
) {
  const before = await read();
  for (const version of [-1, 0, 2.5, '3', 'seneste', 999_999]) {
    const answer = await world.patch(path, { ...body, version });
    expect({ version, status: answer.status }).toEqual({ version, status: 400 });
    expect({ version, fields: errorOf(answer)?.fields }).toEqual({
      version,
      fields: { version: expect.stringMatching(/version/i) },
    });
  }
  expect(await read()).toEqual(before);
}
