import type { EventBridgeEvent } from 'aws-lambda';
import { type Envelope, type StreamType } from '../../events/envelope';
import { readStream } from '../../functions/lib/event-store';
import { commitToEnvelopes } from '../../functions/pipe/enrich';
import { handler as inventoryHandler } from '../../functions/projections/inventory';
import { handler as notesHandler } from '../../functions/projections/notes';
import { rules } from '../../infra/declaration';
import { matches } from '../../infra/local/pattern';
import { grantRole, newPerson, prng, shuffle, type Person } from '../support/factories';
import { asBusEvent, emptyRows, rowsIn, scanReadModels, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Projection idempotency for locations, equipment and notes (architecture.md "Read models"):
 * delivery is at least once and unordered, so the rows must come out the same whatever the order
 * and however often each event arrives, and a rebuild from the event store must give them back.
 */

type BusEvent = EventBridgeEvent<string, Envelope>;

let rt: TestRuntime;
let anne: Person;
let bo: Person;
let envelopes: Envelope[];
/** The partitions the two projections write for this scenario's company. */
let partitions: Set<string>;
/** What the live stream → pipe → bus → projection path produced. */
let liveRows: Row[];
const ids = { locations: [] as string[], equipment: [] as string[], notes: [] as string[] };

const scenarioRows = () => rowsIn(partitions);

async function emptyScenarioRows(): Promise<void> {
  await emptyRows(partitions);
  expect(await scenarioRows()).toEqual([]);
}

/** Each bus event with the projection handler its rule targets, as the bus routes them. */
const targets = { projectionInventory: inventoryHandler, projectionNotes: notesHandler } as const;
function deliveries(from = envelopes): { event: BusEvent; deliver: () => Promise<void> }[] {
  return from.flatMap((envelope) => {
    const event = asBusEvent(envelope);
    return rules
      .filter((rule) => rule.target in targets && matches(rule.eventPattern, event))
      .map((rule) => ({ event, deliver: () => targets[rule.target as keyof typeof targets](event) }));
  });
}

const as = (p: Person) => ({ token: p.token, query: { companyId: anne.ownCompanyId } });
const equipmentBody = (name: string, location: Record<string, string>) => ({
  name,
  make: 'Bosch',
  model: 'GSR 18V',
  equipmentId: `SN-${name}`,
  category: 'Håndværktøj',
  ...location,
});

async function ok(answer: Promise<{ status: number; body: any }>) {
  const { status, body } = await answer;
  expect([200, 201]).toContain(status);
  return body;
}

beforeAll(async () => {
  rt = await startTestRuntime();
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  bo = await grantRole(await newPerson(rt, { name: 'Bo Berg' }), anne.ownCompanyId, 'USER');

  // Locations, equipment placed by id and by a new or existing name (a two-event commit on the
  // new location), a rename, a move, standby there and back, an archive and a location deletion.
  const workshop = (await ok(rt.call('POST', '/api/locations', { ...as(anne), body: { name: 'Værksted' } }))).id;
  const storage = (await ok(rt.call('POST', '/api/locations', { ...as(anne), body: { name: 'Lager' } }))).id;
  const drill = (
    await ok(
      rt.call('POST', '/api/equipment', { ...as(anne), body: equipmentBody('Boremaskine', { locationId: workshop }) }),
    )
  ).equipmentId;
  const saw = (
    await ok(rt.call('POST', '/api/equipment', { ...as(anne), body: equipmentBody('Sav', { locationName: 'Kælder' }) }))
  ).equipmentId;
  await rt.drain();
  const sander = (
    await ok(
      rt.call('POST', '/api/equipment', { ...as(anne), body: equipmentBody('Sliber', { locationName: 'lager' }) }),
    )
  ).equipmentId;
  const basement = (await ok(rt.call('GET', `/api/equipment/${saw}`, as(anne)))).equipment.locationId;
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
      rt.call('POST', '/api/note', {
        ...as(anne),
        body: { content: 'Borepatronen slinger.', recipientIds: [bo.user.id], equipmentId: drill },
      }),
    )
  ).noteId;
  await ok(
    rt.call('POST', `/api/note/${onDrill}/response`, {
      ...as(bo),
      body: { content: 'Jeg kigger på den.', recipientIds: [anne.user.id] },
    }),
  );
  await ok(rt.call('POST', `/api/note/${onDrill}/response`, { ...as(anne), body: { content: 'Tak, Bo.' } }));
  const onStorage = (
    await ok(
      rt.call('POST', '/api/note', {
        ...as(bo),
        body: { content: 'Lageret er ryddet.', core: true, locationId: storage },
      }),
    )
  ).noteId;
  await ok(rt.call('PATCH', '/api/note', { ...as(anne), body: { id: onStorage, archived: true } }));
  await ok(rt.call('PATCH', '/api/note', { ...as(anne), body: { id: onStorage, archived: false } }));
  const onBasement = (
    await ok(rt.call('POST', '/api/note', { ...as(anne), body: { content: 'Fugt i kælderen.', locationId: basement } }))
  ).noteId;
  await ok(rt.call('PATCH', '/api/note', { ...as(anne), body: { id: onBasement, archived: true } }));
  await rt.drain();

  ids.locations = [workshop, storage, basement];
  ids.equipment = [drill, saw, sander];
  ids.notes = [onDrill, onStorage, onBasement];
  const streams: [StreamType, string[]][] = [
    ['Location', ids.locations],
    ['Equipment', ids.equipment],
    ['Note', ids.notes],
  ];
  const commits = (await Promise.all(streams.flatMap(([type, list]) => list.map((id) => readStream(type, id))))).flat();
  envelopes = commits.flatMap(commitToEnvelopes);
  partitions = new Set([
    `Locations#${anne.ownCompanyId}`,
    `Equipment#${anne.ownCompanyId}`,
    `Notes#${anne.ownCompanyId}`,
  ]);
  liveRows = await scenarioRows();
}, 90_000);

afterAll(() => rt?.stop());

describe('the scenario', () => {
  test('the live path built one row per location, equipment and note, at each stream’s newest version', async () => {
    // Locations 5 + 4 + 2 events, equipment 3 + 3 + 2, notes 3 + 3 + 2.
    expect(envelopes).toHaveLength(27);
    expect(deliveries()).toHaveLength(27);
    // A commit that creates a location and places equipment there carries two events.
    expect(envelopes.filter((e) => e.streamId === ids.locations[2]).map((e) => [e.type, e.streamVersion])).toEqual([
      ['LocationCreated', 1],
      ['LocationEquipmentAdded', 2],
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
    expect(state(ids.locations[0])).toMatchObject({ name: 'Hovedværksted', deleted: true, equipmentIds: [] });
    expect(state(ids.locations[1])).toMatchObject({ name: 'Lager', equipmentIds: [ids.equipment[0]] });
    expect(state(ids.equipment[0])).toMatchObject({ locationId: ids.locations[1], standby: true, archived: false });
    expect(state(ids.equipment[2])).toMatchObject({ archived: true });
  });

  test('a client sees it: lists of locations, equipment and notes', async () => {
    expect(
      (await rt.call('GET', '/api/locations', as(anne))).body.locations.map((l: any) => [
        l.name,
        l.equipmentCount,
        l.noteCount,
      ]),
    ).toEqual([
      ['Kælder', 1, 0],
      ['Lager', 1, 1],
    ]);
    expect(
      (await rt.call('GET', '/api/equipment', as(anne))).body.equipment.map((e: any) => [e.name, e.status, e.notes]),
    ).toEqual([
      ['Boremaskine', 'STANDBY', 1],
      ['Sav', 'ACTIVE', 0],
      ['Sliber', 'ARCHIVED', 0],
    ]);
    const notes = (
      await rt.call('GET', '/api/note', {
        token: anne.token,
        query: { companyId: anne.ownCompanyId, equipmentId: ids.equipment[0] },
      })
    ).body.notes;
    expect(notes.map((n: any) => n.responses.map((r: any) => r.content))).toEqual([['Jeg kigger på den.', 'Tak, Bo.']]);
  });
});

describe('redelivery into an emptied read model gives the rows of the live path', () => {
  test('every event twice, in a shuffled order (seed 1), one at a time', async () => {
    await emptyScenarioRows();
    for (const { deliver } of shuffle(prng(1), [...deliveries(), ...deliveries()])) await deliver();
    expect(await scenarioRows()).toEqual(liveRows);
  });

  test('every event twice, in another shuffled order (seed 2), all at once', async () => {
    await emptyScenarioRows();
    await Promise.all(shuffle(prng(2), [...deliveries(), ...deliveries()]).map(({ deliver }) => deliver()));
    expect(await scenarioRows()).toEqual(liveRows);
  });

  test('newest first, then everything again oldest first', async () => {
    await emptyScenarioRows();
    const inOrder = deliveries().sort(
      (a, b) =>
        a.event.detail.at.localeCompare(b.event.detail.at) ||
        a.event.detail.streamVersion - b.event.detail.streamVersion,
    );
    for (const { deliver } of [...inOrder].reverse()) await deliver();
    for (const { deliver } of inOrder) await deliver();
    expect(await scenarioRows()).toEqual(liveRows);
  });

  test('in order, each event exactly once, builds the same rows', async () => {
    await emptyScenarioRows();
    const inOrder = deliveries().sort(
      (a, b) =>
        a.event.detail.at.localeCompare(b.event.detail.at) ||
        a.event.detail.streamVersion - b.event.detail.streamVersion,
    );
    for (const { deliver } of inOrder) await deliver();
    expect(await scenarioRows()).toEqual(liveRows);
  });

  test('only the last event of every stream (the earlier ones lost or late): the gap is filled from the store', async () => {
    await emptyScenarioRows();
    const last = new Map<string, ReturnType<typeof deliveries>[number]>();
    for (const delivery of deliveries()) {
      const held = last.get(delivery.event.detail.streamId);
      if (!held || held.event.detail.streamVersion < delivery.event.detail.streamVersion)
        last.set(delivery.event.detail.streamId, delivery);
    }
    for (const { deliver } of last.values()) await deliver();
    expect(await scenarioRows()).toEqual(liveRows);
  });

  test('a stale, repeated delivery after the live path does not change a row', async () => {
    const oldest = deliveries().filter(({ event }) => event.detail.streamVersion <= 2);
    expect(oldest.length).toBeGreaterThan(0);
    for (const { deliver } of oldest) await deliver();
    expect(await scenarioRows()).toEqual(liveRows);
  });

  test('clients see the same lists after the replays', async () => {
    expect((await rt.call('GET', '/api/locations', as(anne))).body.locations.map((l: any) => l.name)).toEqual([
      'Kælder',
      'Lager',
    ]);
    expect((await rt.call('GET', '/api/equipment', as(anne))).body.equipment.map((e: any) => e.status)).toEqual([
      'STANDBY',
      'ACTIVE',
      'ARCHIVED',
    ]);
  });
});

describe('a rebuild (POST /dev/rebuild)', () => {
  test('gives back exactly the rows from before it, these projections’ included', async () => {
    const before = await scanReadModels();
    expect(before.filter((row) => partitions.has(row.pk))).toEqual(liveRows);
    const answer = await rt.call('POST', '/dev/rebuild');
    expect(answer.status).toBe(200);
    expect(answer.body.deleted).toBe(before.length);
    expect(await scanReadModels()).toEqual(before);
  });

  test('new changes after it are projected as usual', async () => {
    const created = await ok(rt.call('POST', '/api/locations', { ...as(anne), body: { name: 'Efterlager' } }));
    await rt.drain();
    expect((await rt.call('GET', '/api/locations', as(anne))).body.locations.map((l: any) => l.id)).toContain(
      created.id,
    );
  });
});
