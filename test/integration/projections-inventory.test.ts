import { type Envelope, type StreamType } from '../../events/envelope';
import type { Equipment, Location, NewNote, Note, Rebuild } from '../support/contract';
import { as, createEquipment, createLocation, ok } from '../support/api';
import { grantRole, newPerson, type Person } from '../support/factories';
import { rowsIn, scanReadModels, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { envelopesOf } from '../support/deliveries';

/**
 * Locations, equipment and notes are written with each commit (decision 058 "Inline projections
 * (read your writes)"), not by the bus (decision 121 "The bus delivers only to projections that
 * combine streams"): the writes alone leave every row at its stream's newest version, the bus
 * changes none of them, and a rebuild from the event store gives the same rows.
 */

let rt: TestRuntime;
let anne: Person;
let bo: Person;
let envelopes: Envelope[];
/** The partitions the two projections write for this scenario's company. */
let partitions: Set<string>;
/** What the commits wrote with themselves (the live path), read without waiting for the bus. */
let liveRows: Row[];
const ids = { locations: [] as string[], equipment: [] as string[], notes: [] as string[] };

const scenarioRows = () => rowsIn(partitions);

const equipmentBody = (name: string, location: Record<string, string>) => ({
  name,
  make: 'Bosch',
  model: 'GSR 18V',
  equipmentId: `SN-${name}`,
  category: 'Håndværktøj',
  ...location,
});

beforeAll(async () => {
  rt = await startTestRuntime();
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  bo = await grantRole(await newPerson(rt, { name: 'Bo Berg' }), anne.ownCompanyId, 'USER');

  // Locations, equipment placed by id and by a new or existing name (a two-event commit on the
  // new location), a rename, a move, standby there and back, an archive and a location deletion.
  const workshop = await createLocation(rt, as(anne), 'Værksted');
  const storage = await createLocation(rt, as(anne), 'Lager');
  const drill = await createEquipment(rt, as(anne), equipmentBody('Boremaskine', { locationId: workshop }));
  const saw = await createEquipment(rt, as(anne), equipmentBody('Sav', { locationName: 'Kælder' }));
  await rt.drain();
  const sander = await createEquipment(rt, as(anne), equipmentBody('Sliber', { locationName: 'lager' }));
  const basement = (await ok(rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${saw}`, as(anne)))).equipment
    .locationId;
  await ok(rt.call('PATCH', '/api/locations', { ...as(anne), body: { id: workshop, name: 'Hovedværksted' } }));
  await ok(
    rt.call('PATCH', '/api/equipment', {
      ...as(anne),
      body: { id: drill, ...equipmentBody('Boremaskine', { locationId: storage }) },
    }),
  );
  await ok(rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id: saw, standby: true } }));
  await ok(rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id: saw, standby: false } }));
  await ok(rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id: drill, standby: true } }));
  await ok(rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id: sander } }));
  await ok(rt.call('DELETE', `/api/locations/${workshop}`, as(anne)));

  // Notes with responses, archived, restored; one archived for good.
  await rt.drain();
  const onDrill = (
    await ok(
      rt.call<NewNote>('POST', '/api/note', {
        ...as(anne),
        body: { content: 'Borepatronen slinger.', recipientIds: [bo.user.id], equipmentId: drill },
      }),
    )
  ).noteId;
  await ok(
    rt.call('POST', `/api/note/${onDrill}/response`, {
      ...as(bo, anne.ownCompanyId),
      body: { content: 'Jeg kigger på den.', recipientIds: [anne.user.id] },
    }),
  );
  await ok(
    rt.call('POST', `/api/note/${onDrill}/response`, {
      ...as(anne),
      body: { content: 'Tak, Bo.' },
    }),
  );
  const onStorage = (
    await ok(
      rt.call<NewNote>('POST', '/api/note', {
        ...as(bo, anne.ownCompanyId),
        body: { content: 'Lageret er ryddet.', core: true, locationId: storage },
      }),
    )
  ).noteId;
  await ok(rt.call('PATCH', '/api/note', { ...as(anne), body: { id: onStorage, archived: true } }));
  await ok(rt.call('PATCH', '/api/note', { ...as(anne), body: { id: onStorage, archived: false } }));
  const onBasement = (
    await ok(
      rt.call<NewNote>('POST', '/api/note', {
        ...as(anne),
        body: { content: 'Fugt i kælderen.', locationId: basement },
      }),
    )
  ).noteId;
  await ok(rt.call('PATCH', '/api/note', { ...as(anne), body: { id: onBasement, archived: true } }));

  ids.locations = [workshop, storage, basement];
  ids.equipment = [drill, saw, sander];
  ids.notes = [onDrill, onStorage, onBasement];
  const streams: [StreamType, string[]][] = [
    ['Location', ids.locations],
    ['Equipment', ids.equipment],
    ['Note', ids.notes],
  ];
  envelopes = await envelopesOf(streams.flatMap(([type, list]) => list.map((id) => ({ type, id }))));
  partitions = new Set([
    `Locations#${anne.ownCompanyId}`,
    `Equipment#${anne.ownCompanyId}`,
    `Notes#${anne.ownCompanyId}`,
  ]);
  liveRows = await scenarioRows();
}, 90_000);

afterAll(() => rt?.stop());

describe('the scenario', () => {
  test('the writes alone left one row per location, equipment and note, at each stream’s newest version', async () => {
    // Locations 3 + 1 + 1 events, equipment 3 + 3 + 2, notes 3 + 3 + 2: the equipment placed at a
    // location is in the location's tally, not its stream (decision 120).
    expect(envelopes).toHaveLength(21);
    expect(envelopes.filter((e) => e.streamId === ids.locations[2]).map((e) => [e.type, e.streamVersion])).toEqual([
      ['LocationCreated', 1],
    ]);
    expect(liveRows.map((row) => row.sk).sort()).toEqual(
      [
        ...ids.locations,
        ...ids.equipment,
        `EQUIPMENT#${ids.equipment[0]}#${ids.notes[0]}`,
        `LOCATION#${ids.locations[1]}#${ids.notes[1]}`,
        `LOCATION#${ids.locations[2]}#${ids.notes[2]}`,
      ].sort(),
    );
    const newest = new Map<string, number>();
    for (const e of envelopes) newest.set(e.streamId, Math.max(newest.get(e.streamId) ?? 0, e.streamVersion));
    for (const row of liveRows) expect(row.version).toBe(newest.get(row.sk.split('#').pop()!));
    const state = (sk: string) => liveRows.find((row) => row.sk === sk)!.state as Record<string, unknown>;
    expect(state(ids.locations[0])).toMatchObject({ name: 'Hovedværksted', deleted: true });
    expect(state(ids.locations[1])).toMatchObject({ name: 'Lager' });
    expect(state(ids.equipment[0])).toMatchObject({ locationId: ids.locations[1], standby: true, archived: false });
    expect(state(ids.equipment[2])).toMatchObject({ archived: true });
  });

  test('a client sees it: lists of locations, equipment and notes', async () => {
    expect(
      (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(anne))).body.locations.map((l) => [
        l.name,
        l.equipmentCount,
        l.noteCount,
      ]),
    ).toEqual([
      ['Kælder', 1, 0],
      ['Lager', 1, 1],
    ]);
    expect(
      (await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', as(anne))).body.equipment.map((e) => [
        e.name,
        e.status,
        e.notes,
      ]),
    ).toEqual([
      ['Boremaskine', 'STANDBY', 1],
      ['Sav', 'ACTIVE', 0],
      ['Sliber', 'ARCHIVED', 0],
    ]);
    const notes = (
      await rt.call<{ notes: Note[] }>('GET', '/api/note', {
        token: anne.token,
        query: { companyId: anne.ownCompanyId, equipmentId: ids.equipment[0] },
      })
    ).body.notes;
    expect(notes.map((n) => n.responses.map((r) => r.content))).toEqual([['Jeg kigger på den.', 'Tak, Bo.']]);
  });

  test('the bus, drained, changes none of them', async () => {
    await rt.drain();
    expect(await scenarioRows()).toEqual(liveRows);
  });
});

describe('a rebuild (POST /dev/rebuild)', () => {
  test('gives back exactly the rows from before it, these projections’ included', async () => {
    const before = await scanReadModels();
    expect(before.filter((row) => partitions.has(row.pk))).toEqual(liveRows);
    const answer = await rt.call<Rebuild>('POST', '/dev/rebuild');
    expect(answer.status).toBe(200);
    expect(answer.body.deleted).toBe(before.length);
    expect(await scenarioRows()).toEqual(liveRows);
    expect(await scanReadModels()).toEqual(before);
  });

  test('clients see the same lists after it', async () => {
    expect(
      (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(anne))).body.locations.map((l) => l.name),
    ).toEqual(['Kælder', 'Lager']);
    expect(
      (await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', as(anne))).body.equipment.map(
        (e) => e.status,
      ),
    ).toEqual(['STANDBY', 'ACTIVE', 'ARCHIVED']);
  });

  test('new changes after it are projected as usual', async () => {
    const created = await ok(
      rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Efterlager' } }),
    );
    await rt.drain();
    expect(
      (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(anne))).body.locations.map((l) => l.id),
    ).toContain(created.id);
  });
});
