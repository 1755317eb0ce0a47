import type { Company, Equipment, Location } from '../support/contract';
import { as, errorOf } from '../support/api';
import { expectErrorShape, newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Locations and equipment through the local runtime (api.md "Locations, equipment, notes and
 * files"; decisions.md "Deleting"). Lists come from read models, so a test waits for the pipe to
 * drain before it reads one; single reads are always current. The plan limit: plan-limit.test.ts.
 */
let rt: TestRuntime;
let anne: Person;
/** A USER in Anne's company. */
let bo: Person;
/** The founder of another company. */
let eva: Person;

beforeAll(async () => {
  rt = await startTestRuntime();
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  // Anne's company is the one that exercises everything: give it room beyond the FREE plan.
  await upgrade(anne, anne.ownCompanyId);
}, 60_000);
afterAll(() => rt?.stop());

const equipmentBody = (overrides: Record<string, unknown> = {}) => ({
  make: 'Bosch',
  model: 'GSR 18V',
  equipmentId: 'SN-1001',
  category: 'Håndværktøj',
  ...overrides,
});

async function upgrade(p: Person, companyId: string) {
  const info = { id: companyId, name: 'Firma ApS', vatNumber: '12345678', address: 'Havnegade 1', city: 'Aarhus' };
  expect((await rt.call('PATCH', '/api/company', { ...as(p, companyId), body: info })).status).toBe(200);
  const upgraded = await rt.call<Company>('PATCH', '/api/company', {
    ...as(p, companyId),
    body: { id: companyId, subscription: 'UNLIMITED' },
  });
  expect(upgraded.body.subscription).toBe('UNLIMITED');
}

async function createLocation(p: Person, name: string, companyId = p.ownCompanyId): Promise<string> {
  const answer = await rt.call<{ id: string }>('POST', '/api/locations', { ...as(p, companyId), body: { name } });
  expect([answer.status, answer.body]).toEqual([201, { id: expect.any(String) }]);
  return answer.body.id;
}

async function createEquipment(p: Person, body: Record<string, unknown>, companyId = p.ownCompanyId): Promise<string> {
  const answer = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
    ...as(p, companyId),
    body: equipmentBody(body),
  });
  expect([answer.status, answer.body]).toEqual([201, { equipmentId: expect.any(String) }]);
  return answer.body.equipmentId;
}

const getLocation = (p: Person, id: string, companyId = p.ownCompanyId) =>
  rt.call<{ location: Location }>('GET', `/api/locations/${id}`, as(p, companyId));
const getEquipment = (p: Person, id: string, companyId = p.ownCompanyId) =>
  rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${id}`, as(p, companyId));

/** The lists as a client sees them once the pipe has delivered everything written so far. */
async function locationList(p: Person, companyId = p.ownCompanyId) {
  await rt.drain();
  const answer = await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(p, companyId));
  expect(answer.status).toBe(200);
  return answer.body.locations;
}
async function equipmentList(p: Person, companyId = p.ownCompanyId, locationId?: string) {
  await rt.drain();
  const answer = await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', {
    token: p.token,
    query: { companyId, ...(locationId ? { locationId } : {}) },
  });
  expect(answer.status).toBe(200);
  return answer.body.equipment;
}
/** Anne's location of that name, made if an earlier test (skipped with -t) did not make it. */
const locationNamed = async (name: string) =>
  (await locationList(anne)).find((l) => l.name === name)?.id ?? (await createLocation(anne, name));
const countsOf = async (p: Person, companyId = p.ownCompanyId) =>
  (await rt.call<Company>('GET', `/api/company/${companyId}`, { token: p.token })).body.counts;

describe('locations', () => {
  it('refuses a blank or missing name with the Danish field message', async () => {
    for (const body of [{ name: '   ' }, {}, { name: null }]) {
      const answer = await rt.call('POST', '/api/locations', { ...as(anne), body });
      expect([answer.status, errorOf(answer)?.code, errorOf(answer)?.fields]).toEqual([
        400,
        'VALIDATION',
        { name: 'Indtast et navn på lokationen' },
      ]);
      expectErrorShape(answer);
    }
    const edit = await rt.call('PATCH', '/api/locations', { ...as(anne), body: { name: 'Lager' } });
    expect([edit.status, errorOf(edit)?.fields]).toEqual([400, { id: 'Vælg en lokation' }]);
  });

  it('creates, shows and lists locations sorted by name in Danish order', async () => {
    const workshop = await createLocation(anne, ' Værksted ');
    await createLocation(anne, 'Åbent lager');
    await createLocation(anne, 'Kontor');
    const shown = await getLocation(anne, workshop);
    expect(shown.status).toBe(200);
    expect(shown.body.location).toEqual({
      id: workshop,
      version: 1,
      name: 'Værksted',
      createdAt: expect.any(String),
      noteCount: 0,
      taskCount: 0,
      equipmentCount: 0,
    });
    expect(Math.abs(Date.parse(shown.body.location.createdAt) - Date.now())).toBeLessThan(60_000);
    expect((await locationList(anne)).map((l) => l.name)).toEqual(['Kontor', 'Værksted', 'Åbent lager']);
    // Every member reads them.
    expect(
      (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(bo, anne.ownCompanyId))).body.locations,
    ).toHaveLength(3);
  });

  it('renames a location; the list follows', async () => {
    const id = (await locationList(anne)).find((l) => l.name === 'Kontor')!.id;
    const renamed = await rt.call<{ location: Location }>('PATCH', '/api/locations', {
      ...as(anne),
      body: { id, name: 'Administration' },
    });
    expect([renamed.status, renamed.body.location]).toEqual([
      200,
      expect.objectContaining({ id, name: 'Administration' }),
    ]);
    expect((await locationList(anne)).map((l) => l.name)).toEqual(['Administration', 'Værksted', 'Åbent lager']);
    const invalid = await rt.call('PATCH', '/api/locations', { ...as(anne), body: { id, name: '' } });
    expect([invalid.status, errorOf(invalid)?.fields]).toEqual([400, { name: 'Indtast et navn på lokationen' }]);
  });

  it('answers 404 for an unknown location', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getLocation(anne, unknown)).status).toBe(404);
    expect(
      (await rt.call('PATCH', '/api/locations', { ...as(anne), body: { id: unknown, name: 'Lager' } })).status,
    ).toBe(404);
    expect((await rt.call('DELETE', `/api/locations/${unknown}`, as(anne))).status).toBe(404);
  });
});

describe('equipment', () => {
  let workshop: string;
  beforeAll(async () => {
    workshop = await locationNamed('Værksted');
  });

  it('refuses missing fields with every Danish message at once', async () => {
    const answer = await rt.call('POST', '/api/equipment', { ...as(anne), body: {} });
    expect([answer.status, errorOf(answer)?.code]).toEqual([400, 'VALIDATION']);
    expect(errorOf(answer)?.fields).toEqual({
      make: 'Indtast et mærke',
      model: 'Indtast en model',
      equipmentId: 'Indtast et identifikationsnummer',
      category: 'Vælg eller indtast en kategori',
      locationName: 'Vælg eller indtast en lokation',
    });
    expectErrorShape(answer);
  });

  it('creates equipment at an existing location by id, shown with make and model as its name', async () => {
    const id = await createEquipment(anne, { locationId: workshop });
    const shown = await getEquipment(anne, id);
    expect(shown.body.equipment).toEqual({
      id,
      version: 1,
      name: 'Bosch GSR 18V',
      make: 'Bosch',
      model: 'GSR 18V',
      equipmentId: 'SN-1001',
      externalId: 'SN-1001',
      category: 'Håndværktøj',
      locationId: workshop,
      locationName: 'Værksted',
      standby: false,
      archived: false,
      status: 'ACTIVE',
      createdAt: expect.any(String),
      tasks: 0,
      notes: 0,
    });
    expect((await getLocation(anne, workshop)).body.location.equipmentCount).toBe(1);
  });

  it('a location id of another company, or an unknown one, is refused (400) and nothing is made', async () => {
    const theirs = await createLocation(eva, 'Evas lager');
    const before = await countsOf(anne);
    for (const locationId of [theirs, 'ukendt-lokation']) {
      const answer = await rt.call('POST', '/api/equipment', { ...as(anne), body: equipmentBody({ locationId }) });
      expect([answer.status, errorOf(answer)?.code]).toEqual([400, 'LOCATION_NOT_FOUND']);
      expectErrorShape(answer);
    }
    expect(await countsOf(anne)).toEqual(before);
  });

  it('a new location name creates the location; the same name in other case reuses it', async () => {
    const before = await countsOf(anne);
    const first = await createEquipment(anne, {
      name: 'Kompressor',
      make: 'Atlas',
      model: 'GA 11',
      equipmentId: 'K-1',
      category: 'Maskine',
      locationName: 'Kælderen',
    });
    expect(await countsOf(anne)).toEqual({ equipment: before.equipment + 1, locations: before.locations + 1 });
    const basement = (await getEquipment(anne, first)).body.equipment;
    expect([basement.name, basement.locationName]).toEqual(['Kompressor', 'Kælderen']);
    expect((await locationList(anne)).filter((l) => l.name === 'Kælderen')).toEqual([
      expect.objectContaining({ id: basement.locationId, equipmentCount: 1 }),
    ]);

    const second = await createEquipment(anne, { name: 'Støvsuger', locationName: 'KÆLDEREN' });
    expect((await getEquipment(anne, second)).body.equipment.locationId).toBe(basement.locationId);
    expect(await countsOf(anne)).toEqual({ equipment: before.equipment + 2, locations: before.locations + 1 });
    const locations = await locationList(anne);
    expect(locations.filter((l) => l.name.toLowerCase() === 'kælderen')).toEqual([
      expect.objectContaining({ id: basement.locationId, equipmentCount: 2 }),
    ]);
  });

  it('"Aarhus" is not taken for an existing "Århus": only the case is ignored', async () => {
    const aarhus = await createLocation(anne, 'Århus');
    await rt.drain();
    const id = await createEquipment(anne, { name: 'Trailer', locationName: 'Aarhus' });
    expect((await getEquipment(anne, id)).body.equipment.locationId).not.toBe(aarhus);
    expect((await locationList(anne)).map((l) => l.name)).toEqual(expect.arrayContaining(['Aarhus', 'Århus']));
  });

  it('lists equipment sorted by name, and by location', async () => {
    const all = await equipmentList(anne);
    const names = all.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
    expect(names).toEqual(expect.arrayContaining(['Bosch GSR 18V', 'Kompressor', 'Støvsuger', 'Trailer']));
    const atWorkshop = await equipmentList(anne, anne.ownCompanyId, workshop);
    expect(atWorkshop.map((e) => e.name)).toEqual(['Bosch GSR 18V']);
    expect(
      (await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', as(bo, anne.ownCompanyId))).body.equipment,
    ).toHaveLength(all.length);
  });

  it('an edit changes fields and moves equipment between locations; both locations follow', async () => {
    const id = await createEquipment(anne, { name: 'Slibemaskine', locationId: workshop });
    const storage = await locationNamed('Åbent lager');
    const workshopCount = (await getLocation(anne, workshop)).body.location.equipmentCount;
    const edited = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment', {
      ...as(anne),
      body: { id, ...equipmentBody({ name: 'Båndsliber', model: 'PBS 75', locationId: storage }) },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.equipment).toMatchObject({
      id,
      name: 'Båndsliber',
      model: 'PBS 75',
      locationId: storage,
      locationName: 'Åbent lager',
      status: 'ACTIVE',
    });
    expect((await getLocation(anne, workshop)).body.location.equipmentCount).toBe(workshopCount - 1);
    expect((await getLocation(anne, storage)).body.location.equipmentCount).toBe(1);
    expect((await equipmentList(anne, anne.ownCompanyId, storage)).map((e) => e.id)).toEqual([id]);

    // Moving to a new location by name creates it; moving back by name (other case) reuses the old one.
    const before = await countsOf(anne);
    const toNew = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment', {
      ...as(anne),
      body: { id, ...equipmentBody({ name: 'Båndsliber', locationName: 'Garagen' }) },
    });
    expect(toNew.body.equipment.locationName).toBe('Garagen');
    expect(await countsOf(anne)).toEqual({ ...before, locations: before.locations + 1 });
    expect((await getLocation(anne, storage)).body.location.equipmentCount).toBe(0);
    await rt.drain();
    const back = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment', {
      ...as(anne),
      body: { id, ...equipmentBody({ name: 'Båndsliber', locationName: 'åbent LAGER' }) },
    });
    expect(back.body.equipment.locationId).toBe(storage);
    expect((await getLocation(anne, toNew.body.equipment.locationId)).body.location.equipmentCount).toBe(0);
    expect((await getLocation(anne, storage)).body.location.equipmentCount).toBe(1);

    const invalid = await rt.call('PATCH', '/api/equipment', {
      ...as(anne),
      body: { id, ...equipmentBody({ make: '', locationId: storage }) },
    });
    expect([invalid.status, errorOf(invalid)?.fields]).toEqual([400, { make: 'Indtast et mærke' }]);
  });

  it('goes on standby and back', async () => {
    const id = await createEquipment(anne, { name: 'Generator', locationId: workshop });
    const off = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment/standby', {
      ...as(anne),
      body: { id, standby: true },
    });
    expect([off.status, off.body.equipment.standby, off.body.equipment.status]).toEqual([200, true, 'STANDBY']);
    const again = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment/standby', {
      ...as(anne),
      body: { id, standby: true },
    });
    expect([again.status, again.body.equipment.status]).toEqual([200, 'STANDBY']);
    expect((await equipmentList(anne)).find((e) => e.id === id)!.status).toBe('STANDBY');
    const on = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment/standby', {
      ...as(anne),
      body: { id, standby: false },
    });
    expect([on.body.equipment.standby, on.body.equipment.status]).toEqual([false, 'ACTIVE']);
    const bad = await rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id, standby: 'ja' } });
    expect([bad.status, errorOf(bad)?.fields]).toEqual([400, { standby: 'Angiv standby som sand eller falsk' }]);
  });

  it('a location with equipment cannot be deleted (409, Danish reason); deleting the equipment archives it and then the location can go', async () => {
    const hall = await createLocation(anne, 'Hallen');
    const id = await createEquipment(anne, { name: 'Truck', locationId: hall });
    const refused = await rt.call('DELETE', `/api/locations/${hall}`, as(anne));
    expect([refused.status, errorOf(refused)?.code]).toEqual([409, 'LOCATION_IN_USE']);
    expect(errorOf(refused)?.message).toBe(
      'Lokationen kan ikke slettes, fordi der er 1 udstyr på den. Flyt eller slet udstyret først.',
    );
    expectErrorShape(refused);

    const before = await countsOf(anne);
    expect((await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id } })).status).toBe(200);
    expect(await countsOf(anne)).toEqual({ ...before, equipment: before.equipment - 1 });
    const archived = (await getEquipment(anne, id)).body.equipment;
    expect([archived.archived, archived.status, archived.locationId]).toEqual([true, 'ARCHIVED', hall]);
    expect((await getLocation(anne, hall)).body.location.equipmentCount).toBe(0);
    // Archived equipment stays in the list, shown as deleted.
    expect((await equipmentList(anne)).find((e) => e.id === id)!.status).toBe('ARCHIVED');

    // It can no longer be edited, put on standby or deleted again.
    const edit = await rt.call('PATCH', '/api/equipment', {
      ...as(anne),
      body: { id, ...equipmentBody({ name: 'Truck 2', locationId: hall }) },
    });
    expect([edit.status, errorOf(edit)?.code]).toEqual([409, 'EQUIPMENT_ARCHIVED']);
    expectErrorShape(edit);
    const standby = await rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id, standby: true } });
    expect([standby.status, errorOf(standby)?.code]).toEqual([409, 'EQUIPMENT_ARCHIVED']);
    const again = await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id } });
    expect([again.status, errorOf(again)?.code]).toEqual([409, 'EQUIPMENT_ARCHIVED']);
    expect(await countsOf(anne)).toEqual({ ...before, equipment: before.equipment - 1 });

    const beforeDelete = await countsOf(anne);
    expect((await rt.call('DELETE', `/api/locations/${hall}`, as(anne))).status).toBe(200);
    expect(await countsOf(anne)).toEqual({ ...beforeDelete, locations: beforeDelete.locations - 1 });
    expect((await getLocation(anne, hall)).status).toBe(404);
    expect((await rt.call('DELETE', `/api/locations/${hall}`, as(anne))).status).toBe(404);
    expect((await rt.call('PATCH', '/api/locations', { ...as(anne), body: { id: hall, name: 'Hal 2' } })).status).toBe(
      404,
    );
    expect((await locationList(anne)).map((l) => l.id)).not.toContain(hall);
    // A deleted location cannot take new equipment, by id.
    const placed = await rt.call('POST', '/api/equipment', { ...as(anne), body: equipmentBody({ locationId: hall }) });
    expect([placed.status, errorOf(placed)?.code]).toEqual([400, 'LOCATION_NOT_FOUND']);
  });
});

describe('another company and the USER role', () => {
  let location: string;
  let equipment: string;
  beforeAll(async () => {
    location = await createLocation(anne, 'Skuret');
    equipment = await createEquipment(anne, { name: 'Plæneklipper', locationId: location });
    await rt.drain();
  });

  it('ids of another company answer 404 on every read and change', async () => {
    const theirs = as(eva);
    const answers = {
      getLocation: await getLocation(eva, location),
      patchLocation: await rt.call('PATCH', '/api/locations', { ...theirs, body: { id: location, name: 'Mit skur' } }),
      deleteLocation: await rt.call('DELETE', `/api/locations/${location}`, theirs),
      getEquipment: await getEquipment(eva, equipment),
      patchEquipment: await rt.call('PATCH', '/api/equipment', {
        ...theirs,
        body: { id: equipment, ...equipmentBody({ locationName: 'Evas lager' }) },
      }),
      standby: await rt.call('PATCH', '/api/equipment/standby', { ...theirs, body: { id: equipment, standby: true } }),
      deleteEquipment: await rt.call('DELETE', '/api/equipment', { ...theirs, body: { id: equipment } }),
    };
    for (const answer of Object.values(answers)) expectErrorShape(answer);
    expect(Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, a.status]))).toEqual({
      getLocation: 404,
      patchLocation: 404,
      deleteLocation: 404,
      getEquipment: 404,
      patchEquipment: 404,
      standby: 404,
      deleteEquipment: 404,
    });
    // Nothing changed on Anne's side, and Eva's lists never show Anne's things.
    expect((await getLocation(anne, location)).body.location.name).toBe('Skuret');
    expect((await getEquipment(anne, equipment)).body.equipment).toMatchObject({
      status: 'ACTIVE',
      locationId: location,
    });
    expect((await locationList(eva)).map((l) => l.id)).not.toContain(location);
    expect((await equipmentList(eva)).map((e) => e.id)).not.toContain(equipment);
  });

  it('asking about another company one has no role in is refused (403)', async () => {
    expect((await rt.call('GET', '/api/locations', as(eva, anne.ownCompanyId))).status).toBe(403);
    expect((await rt.call('GET', `/api/equipment/${equipment}`, as(eva, anne.ownCompanyId))).status).toBe(403);
  });

  it('a USER lists and reads, but may not create, edit or delete (403)', async () => {
    const mine = as(bo, anne.ownCompanyId);
    expect((await rt.call('GET', '/api/locations', mine)).status).toBe(200);
    expect((await getLocation(bo, location, anne.ownCompanyId)).status).toBe(200);
    expect((await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', mine)).status).toBe(200);
    expect((await getEquipment(bo, equipment, anne.ownCompanyId)).body.equipment.id).toBe(equipment);
    const refused = [
      await rt.call('POST', '/api/locations', { ...mine, body: { name: 'Bos lager' } }),
      await rt.call('PATCH', '/api/locations', { ...mine, body: { id: location, name: 'Bos skur' } }),
      await rt.call('DELETE', `/api/locations/${location}`, mine),
      await rt.call('POST', '/api/equipment', { ...mine, body: equipmentBody({ locationId: location }) }),
      await rt.call('PATCH', '/api/equipment', {
        ...mine,
        body: { id: equipment, ...equipmentBody({ locationId: location }) },
      }),
      await rt.call('PATCH', '/api/equipment/standby', { ...mine, body: { id: equipment, standby: true } }),
      await rt.call('DELETE', '/api/equipment', { ...mine, body: { id: equipment } }),
    ];
    expect(refused.map((a) => [a.status, errorOf(a)?.code])).toEqual(Array(7).fill([403, 'FORBIDDEN']));
    expect((await getEquipment(anne, equipment)).body.equipment.status).toBe('ACTIVE');
  });
});
