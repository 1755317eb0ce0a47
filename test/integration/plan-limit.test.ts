import { planLimitMessage } from '../../domain/company/plan';
import type { Company, Equipment, Location } from '../support/contract';
import {
  as,
  createEquipment as createEquipmentByApi,
  createLocation as createLocationByApi,
  errorOf,
  upgradeByApi,
} from '../support/api';
import { expectErrorShape, looksDanish, newPerson, type Person } from '../support/factories';
import { startTestRuntime, type ApiAnswer, type TestRuntime } from '../support/runtime';

/**
 * The FREE plan's limit through the local runtime (decisions.md "Plans and limits"): at most 10
 * equipment and locations together, refused by the server with 403 PLAN_LIMIT, archived
 * equipment and deleted locations give their room back, UNLIMITED has none, and parallel creates
 * at the edge cannot overshoot. Lists are read after the pipe has drained.
 */
let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 60_000);
afterAll(() => rt?.stop());

const equipmentBody = (overrides: Record<string, unknown> = {}) => ({
  make: 'Bosch',
  model: 'GSR 18V',
  equipmentId: 'SN-1001',
  category: 'Håndværktøj',
  ...overrides,
});

const upgrade = (p: Person) => upgradeByApi(rt, p.token, p.ownCompanyId, 'Firma ApS');
const createLocation = (p: Person, name: string) => createLocationByApi(rt, as(p), name);
const createEquipment = (p: Person, body: Record<string, unknown>) =>
  createEquipmentByApi(rt, as(p), equipmentBody(body));
const getLocation = (p: Person, id: string) => rt.call<{ location: Location }>('GET', `/api/locations/${id}`, as(p));
const getEquipment = (p: Person, id: string) => rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${id}`, as(p));
async function locationList(p: Person) {
  await rt.drain();
  return (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(p))).body.locations;
}
async function equipmentList(p: Person) {
  await rt.drain();
  return (await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', as(p))).body.equipment;
}
/** `counts` of GET /api/company/{id}: read from the newest commit, always current. */
const countsOf = async (p: Person) =>
  (await rt.call<Company>('GET', `/api/company/${p.ownCompanyId}`, { token: p.token })).body.counts;

describe('the FREE plan (10 equipment and locations together)', () => {
  let carl: Person;
  let locations: string[];
  let equipment: string[];
  beforeAll(async () => {
    carl = await newPerson(rt, { name: 'Carl Carlsen', company: 'Carls Smedje' });
  });

  const expectPlanLimit = (answer: ApiAnswer) => {
    expect([answer.status, errorOf(answer)?.code]).toEqual([403, 'PLAN_LIMIT']);
    expect(errorOf(answer)?.message).toBe(planLimitMessage);
    expect(looksDanish(errorOf(answer)?.message)).toBe(true);
    expectErrorShape(answer);
  };

  it('takes nine, counted in the company', async () => {
    expect(await countsOf(carl)).toEqual({ equipment: 0, locations: 0 });
    locations = [];
    for (const name of ['Smedjen', 'Lageret', 'Kontoret', 'Gården', 'Loftet'])
      locations.push(await createLocation(carl, name));
    equipment = [];
    for (let i = 0; i < 4; i++)
      equipment.push(await createEquipment(carl, { name: `Ambolt ${i + 1}`, locationId: locations[0] }));
    expect(await countsOf(carl)).toEqual({ equipment: 4, locations: 5 });
  });

  it('refuses equipment with a new location at nine (it would make eleven), writing nothing', async () => {
    const answer = await rt.call('POST', '/api/equipment', {
      ...as(carl),
      body: equipmentBody({ name: 'Esse', locationName: 'Udhuset' }),
    });
    expectPlanLimit(answer);
    expect(await countsOf(carl)).toEqual({ equipment: 4, locations: 5 });
    expect((await locationList(carl)).map((l) => l.name)).not.toContain('Udhuset');
    expect((await equipmentList(carl)).map((e) => e.name)).not.toContain('Esse');
    // The same equipment at an existing location fits: the tenth.
    equipment.push(await createEquipment(carl, { name: 'Esse', locationName: 'smedjen' }));
    expect(await countsOf(carl)).toEqual({ equipment: 5, locations: 5 });
    expect((await getLocation(carl, locations[0])).body.location.equipmentCount).toBe(5);
  });

  it('refuses the 11th, equipment or location, with PLAN_LIMIT and a Danish message', async () => {
    expectPlanLimit(
      await rt.call<{ id: string }>('POST', '/api/locations', { ...as(carl), body: { name: 'Udhuset' } }),
    );
    expectPlanLimit(
      await rt.call('POST', '/api/equipment', { ...as(carl), body: equipmentBody({ locationId: locations[1] }) }),
    );
    // Moving equipment to a new location would also make eleven.
    const move = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment', {
      ...as(carl),
      body: { id: equipment[0], ...equipmentBody({ name: 'Ambolt 1', locationName: 'Udhuset' }) },
    });
    expectPlanLimit(move);
    expect((await getEquipment(carl, equipment[0])).body.equipment.locationId).toBe(locations[0]);
    expect(await countsOf(carl)).toEqual({ equipment: 5, locations: 5 });
    expect(await locationList(carl)).toHaveLength(5);
    expect(await equipmentList(carl)).toHaveLength(5);
  });

  it('deleting (archiving) equipment frees a slot; the archived one stays listed but does not count', async () => {
    expect((await rt.call('DELETE', '/api/equipment', { ...as(carl), body: { id: equipment[1] } })).status).toBe(200);
    expect(await countsOf(carl)).toEqual({ equipment: 4, locations: 5 });
    equipment.push(await createEquipment(carl, { name: 'Boremaskine', locationId: locations[1] }));
    expect(await countsOf(carl)).toEqual({ equipment: 5, locations: 5 });
    expectPlanLimit(await rt.call('POST', '/api/locations', { ...as(carl), body: { name: 'Udhuset' } }));
    const listed = await equipmentList(carl);
    expect(listed).toHaveLength(6);
    expect(listed.filter((e) => e.status === 'ARCHIVED').map((e) => e.id)).toEqual([equipment[1]]);
  });

  it('deleting a location frees a slot too', async () => {
    expect((await rt.call('DELETE', `/api/locations/${locations[4]}`, as(carl))).status).toBe(200);
    expect(await countsOf(carl)).toEqual({ equipment: 5, locations: 4 });
    locations.push(await createLocation(carl, 'Udhuset'));
    expect(await countsOf(carl)).toEqual({ equipment: 5, locations: 5 });
  });

  it('after upgrading to UNLIMITED the 11th and more are taken; the counts follow', async () => {
    await upgrade(carl);
    await createLocation(carl, 'Værkstedet');
    await createEquipment(carl, { name: 'Svejser', locationName: 'Nyt skur' });
    expect(await countsOf(carl)).toEqual({ equipment: 6, locations: 7 });
    expect(await locationList(carl)).toHaveLength(7);
  });
});

describe('concurrent creates at the edge of the plan', () => {
  it('six parallel creates at eight items: exactly two succeed and the counts end at ten', async () => {
    const dorthe = await newPerson(rt, { name: 'Dorthe Dam', company: 'Dorthes Dæk' });
    const location = await createLocation(dorthe, 'Dækhotellet');
    for (let i = 0; i < 7; i++) await createEquipment(dorthe, { name: `Lift ${i + 1}`, locationId: location });
    expect(await countsOf(dorthe)).toEqual({ equipment: 7, locations: 1 });

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
          ...as(dorthe),
          body: equipmentBody({ name: `Afbalancer ${i + 1}`, locationId: location }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      // Refused by the plan, decided on fresh state: a lost race is retried, never a 409.
      expect([refused.status, errorOf(refused)?.code]).toEqual([403, 'PLAN_LIMIT']);
      expectErrorShape(refused);
    }
    expect(await countsOf(dorthe)).toEqual({ equipment: 9, locations: 1 });
    const created = answers.filter((a) => a.status === 201).map((a) => a.body.equipmentId);
    const listed = await equipmentList(dorthe);
    expect(listed).toHaveLength(9);
    expect(listed.map((e) => e.id)).toEqual(expect.arrayContaining(created));
    expect((await getLocation(dorthe, location)).body.location.equipmentCount).toBe(9);
    expect((await locationList(dorthe))[0].equipmentCount).toBe(9);
  });
});
