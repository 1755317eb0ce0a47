import type { Company, Location } from '../support/contract';
import { as, errorOf, upgradeByApi } from '../support/api';
import { newPerson, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * A location's name is unique in its company, ignoring case (docs/decision 020 "Location names"):
 * typing a name for new equipment never makes a second location of that name, however quickly
 * or concurrently it happens, and the name is free again once the location is deleted.
 */
let rt: TestRuntime;
let anne: Person;
let eva: Person;

beforeAll(async () => {
  rt = await startTestRuntime();
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  // More than the FREE plan's 10 items are made here; the limit has its own suite.
  await upgradeByApi(rt, anne.token, anne.ownCompanyId, 'Åbergs VVS');
}, 60_000);
afterAll(() => rt?.stop());

const equipment = (locationName: string, n: number) => ({
  make: 'Bosch',
  model: 'GSR 18V',
  equipmentId: `SN-${n}`,
  category: 'Håndværktøj',
  locationName,
});

async function locationsNamed(p: Person, name: string) {
  await rt.drain();
  const answer = await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(p));
  return (answer.body.locations as { id: string; name: string; equipmentCount: number }[]).filter(
    (l) => l.name.toLowerCase() === name.toLowerCase(),
  );
}

test('equipment typed with a new name right after another (other case) lands in one location', async () => {
  expect((await rt.call('POST', '/api/equipment', { ...as(anne), body: equipment('Nyt lager', 1) })).status).toBe(201);
  expect((await rt.call('POST', '/api/equipment', { ...as(anne), body: equipment('nyt lager', 2) })).status).toBe(201);
  const found = await locationsNamed(anne, 'Nyt lager');
  expect(found).toEqual([expect.objectContaining({ name: 'Nyt lager', equipmentCount: 2 })]);
});

test('two concurrent creates with the same new name make one location', async () => {
  const answers = await Promise.all(
    [1, 2].map((n) => rt.call('POST', '/api/equipment', { ...as(anne), body: equipment('Hal', 10 + n) })),
  );
  expect(answers.map((a) => a.status)).toEqual([201, 201]);
  expect(await locationsNamed(anne, 'Hal')).toEqual([expect.objectContaining({ equipmentCount: 2 })]);
  const company = await rt.call<Company>('GET', `/api/company/${anne.ownCompanyId}`, { token: anne.token });
  expect(company.body.counts).toEqual({ equipment: 4, locations: 2 });
});

test("creating or renaming to a taken name answers 409 with the reason; 'Aarhus' is not 'Århus'", async () => {
  const first = await rt.call('POST', '/api/locations', { ...as(anne), body: { name: 'Århus' } });
  expect(first.status).toBe(201);
  const again = await rt.call('POST', '/api/locations', { ...as(anne), body: { name: 'ÅRHUS ' } });
  expect([again.status, errorOf(again)?.code, errorOf(again)?.fields]).toEqual([
    409,
    'LOCATION_NAME_TAKEN',
    { name: 'Der findes allerede en lokation med det navn.' },
  ]);
  const aarhus = await rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Aarhus' } });
  expect(aarhus.status).toBe(201);
  const rename = await rt.call('PATCH', '/api/locations', { ...as(anne), body: { id: aarhus.body.id, name: 'århus' } });
  expect([rename.status, errorOf(rename)?.code]).toEqual([409, 'LOCATION_NAME_TAKEN']);
  const recase = await rt.call<{ location: Location }>('PATCH', '/api/locations', {
    ...as(anne),
    body: { id: aarhus.body.id, name: 'AARHUS' },
  });
  expect([recase.status, recase.body.location.name]).toEqual([200, 'AARHUS']);
});

test('a renamed or deleted location frees its old name', async () => {
  const created = await rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Kælder' } });
  expect(
    (await rt.call('PATCH', '/api/locations', { ...as(anne), body: { id: created.body.id, name: 'Kælder 1' } })).status,
  ).toBe(200);
  const reused = await rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Kælder' } });
  expect(reused.status).toBe(201);
  expect((await rt.call('DELETE', `/api/locations/${reused.body.id}`, as(anne))).status).toBe(200);
  const after = await rt.call('POST', '/api/equipment', { ...as(anne), body: equipment('kælder', 30) });
  expect(after.status).toBe(201);
  const found = await locationsNamed(anne, 'Kælder');
  expect(found).toEqual([expect.objectContaining({ name: 'kælder', equipmentCount: 1 })]);
  expect(found[0].id).not.toBe(reused.body.id);
});

test('names are per company', async () => {
  expect((await rt.call('POST', '/api/locations', { ...as(eva), body: { name: 'Hal' } })).status).toBe(201);
  expect(await locationsNamed(eva, 'Hal')).toHaveLength(1);
});

test('a location name with a lone surrogate, NUL, a control or a bidi override is refused, through equipment too (400, no location)', async () => {
  const hostile = ['Lager \uD800', 'Lager\u0000', 'Lager\u0085', 'Lager \u202Egal', 'Lager \u2066x\u2069'];
  for (const [i, name] of hostile.entries()) {
    const direct = await rt.call('POST', '/api/locations', { ...as(anne), body: { name } });
    expect([direct.status, errorOf(direct)?.fields]).toEqual([400, { name: 'Teksten indeholder ugyldige tegn' }]);
    const typed = await rt.call('POST', '/api/equipment', { ...as(anne), body: equipment(name, 900 + i) });
    expect([typed.status, errorOf(typed)?.fields]).toEqual([400, { locationName: 'Teksten indeholder ugyldige tegn' }]);
  }
  await rt.drain();
  const names = (
    (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(anne))).body.locations as { name: string }[]
  ).map((l) => l.name);
  expect(names.filter((n) => n.startsWith('Lager'))).toEqual([]);
});
