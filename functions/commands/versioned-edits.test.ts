import { equipmentSchema } from '../../domain/equipment/schemas';
import { noteSchema } from '../../domain/note/schemas';
import { aCompany, refused, versionOf, when, type World } from '../../test/support/commands';
import { updateCompany } from './company/update-company';
import { setEquipmentStandby } from './equipment/set-equipment-standby';
import { updateEquipment } from './equipment/update-equipment';
import { renameLocation } from './locations/rename-location';
import { createNote } from './notes/create-note';
import { setNoteArchived } from './notes/set-note-archived';
import { setTaskStandby } from './tasks/set-task-standby';
import { changeRole } from './users/change-role';
import { renameUser } from './users/rename-user';

/**
 * Versioned edits of everything but a task's fields (decision 130), given/when/then on the
 * in-memory store: given the thing read at a version and changed by someone else since, when the
 * reader saves with that version, then a field changed on one side is kept, the same field changed
 * to different values is refused (STALE_VERSION, nothing written), a setting the reader sent
 * unchanged leaves someone else's as it is, and a version the thing never had is a Danish 400.
 */
let world: World;
beforeEach(async () => {
  world = await aCompany();
});

describe('equipment', () => {
  let locationId: string;
  let id: string;
  let read: number;
  const edit = (fields: Record<string, string>, version = read) => ({
    id,
    version,
    ...equipmentSchema.parse({
      make: 'Vaillant',
      model: 'ecoTEC',
      equipmentId: 'K-1',
      category: 'Varme',
      locationId,
      ...fields,
    }),
  });
  beforeEach(async () => {
    locationId = await world.location('Kælder');
    id = await world.equipment(locationId);
    read = await versionOf(world.store, 'Equipment', id);
  });

  it('my new model and someone else’s new category: both kept, and the name follows the model', async () => {
    await updateEquipment(edit({ category: 'Ventilation' }), world.as(world.admin), world.store);
    const { result } = await when(world.store, () =>
      updateEquipment(edit({ model: 'ecoTEC plus' }), world.as(world.founder), world.store),
    );
    expect(result.equipment).toMatchObject({
      model: 'ecoTEC plus',
      category: 'Ventilation',
      name: 'Vaillant ecoTEC plus',
    });
    expect(result.version).toBe(await versionOf(world.store, 'Equipment', id));
  });

  it('both moved it, to different locations: refused, the location named, nothing written', async () => {
    const [a, b] = [await world.location('Loft'), await world.location('Værksted')];
    await updateEquipment(edit({ locationId: a }), world.as(world.admin), world.store);
    const error = await refused(world.store, () =>
      updateEquipment(edit({ locationId: b }), world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ code: 'STALE_VERSION', current: { locationId: a }, names: { locationId: 'Loft' } });
  });

  it('the identification number conflicts under its API name (equipmentId)', async () => {
    await updateEquipment(edit({ equipmentId: 'K-2' }), world.as(world.admin), world.store);
    const error = await refused(world.store, () =>
      updateEquipment(edit({ equipmentId: 'K-3' }), world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ current: { equipmentId: 'K-2' } });
  });

  it('standby sent unchanged leaves someone else’s standby; sent changed, it is applied', async () => {
    await setEquipmentStandby({ id, standby: true }, world.as(world.admin), world.store);
    const kept = await when(world.store, () =>
      setEquipmentStandby({ id, standby: false, version: read }, world.as(world.founder), world.store),
    );
    expect(kept.events).toEqual([]);
    expect(kept.result.equipment.standby).toBe(true);
    const now = await versionOf(world.store, 'Equipment', id);
    const back = await setEquipmentStandby({ id, standby: false, version: now }, world.as(world.founder), world.store);
    expect(back.equipment.standby).toBe(false);
  });

  it('a version it never had is a Danish 400, nothing written', async () => {
    const error = await refused(world.store, () =>
      updateEquipment(edit({ model: 'X' }, read + 50), world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'UNKNOWN_VERSION', message: expect.stringContaining('udstyret') });
  });
});

describe('a location', () => {
  let id: string;
  let read: number;
  beforeEach(async () => {
    id = await world.location('Kælder');
    read = await versionOf(world.store, 'Location', id);
  });

  it('renamed by someone else since to another name: refused, nothing written', async () => {
    await renameLocation({ id, name: 'Fyrrum' }, world.as(world.admin), world.store);
    const error = await refused(world.store, () =>
      renameLocation({ id, name: 'Kedelrum', version: read }, world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ code: 'STALE_VERSION', current: { name: 'Fyrrum' } });
  });

  it('renamed by someone else since to the same name: nothing to do', async () => {
    await renameLocation({ id, name: 'Fyrrum' }, world.as(world.admin), world.store);
    const { events } = await when(world.store, () =>
      renameLocation({ id, name: 'Fyrrum', version: read }, world.as(world.founder), world.store),
    );
    expect(events).toEqual([]);
  });
});

describe('a note', () => {
  it('archived by someone else since: my archive sent unchanged does not bring it back', async () => {
    const locationId = await world.location();
    const noteId = (
      await createNote(noteSchema.parse({ content: 'Døren klemmer.', locationId }), world.as(world.admin), world.store)
    ).note.id;
    const read = await versionOf(world.store, 'Note', noteId);
    await setNoteArchived({ id: noteId, archived: true }, world.as(world.admin), world.store);
    const { result, events } = await when(world.store, () =>
      setNoteArchived({ id: noteId, archived: false, version: read }, world.as(world.founder), world.store),
    );
    expect(events).toEqual([]);
    expect(result.note.archived).toBe(true);
  });
});

describe('the company', () => {
  const info = (fields: Record<string, string>) => ({
    id: world.companyId,
    name: 'Åbergs VVS',
    vatNumber: '12345678',
    address: 'Havnegade 1',
    city: 'Aarhus',
    ...fields,
  });

  it('my new name and someone else’s new city: both kept; then both a new city: refused', async () => {
    await updateCompany(info({}), world.as(world.founder), world.store);
    const read = await versionOf(world.store, 'Company', world.companyId);
    await updateCompany(info({ city: 'Odense' }), world.as(world.founder), world.store);
    const { result } = await when(world.store, () =>
      updateCompany({ ...info({ name: 'Åberg & Søn' }), version: read }, world.as(world.founder), world.store),
    );
    expect(result.company).toMatchObject({ name: 'Åberg & Søn', city: 'Odense' });
    const error = await refused(world.store, () =>
      updateCompany({ ...info({ city: 'Aalborg' }), version: read }, world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ code: 'STALE_VERSION', current: { city: 'Odense' } });
  });
});

describe('a person', () => {
  it('a role made ADMIN by someone else since: mine sent as USER (unchanged) or as ADMIN leaves it, nothing written', async () => {
    const read = await versionOf(world.store, 'User', world.user.id);
    await changeRole({ id: world.user.id, type: 'ADMIN' }, world.as(world.founder), world.store);
    for (const type of ['USER', 'SUPER_ADMIN'] as const) {
      const { events, result } = await when(world.store, () =>
        changeRole({ id: world.user.id, type, version: read }, world.as(world.founder), world.store),
      );
      expect(events).toEqual([]);
      expect(result.user.roles[world.companyId]).toEqual({ type: 'ADMIN' });
    }
  });

  it('my name changed in another tab since: refused with the name there now, in Danish', async () => {
    const me = { now: world.as(world.user).now, actor: world.user.id };
    const read = await versionOf(world.store, 'User', world.user.id);
    await renameUser({ name: 'Carl Dahl Hansen' }, me, world.store);
    const error = await refused(world.store, () =>
      renameUser({ name: 'Carl D. Dahl', version: read }, me, world.store),
    );
    expect(error).toMatchObject({
      current: { name: 'Carl Dahl Hansen' },
      message: 'Dit navn er ændret et andet sted, mens du redigerede. Vælg, hvad der skal gælde.',
    });
  });
});

describe('a task’s standby', () => {
  it('reactivated by someone else since with another deadline: my reactivation is refused', async () => {
    const taskId = await world.task({ locationId: await world.location() });
    await setTaskStandby({ id: taskId, standby: true }, world.as(world.admin), world.store);
    const read = await versionOf(world.store, 'Task', taskId);
    await setTaskStandby(
      { id: taskId, standby: false, deadline: '2027-04-30T10:00:00.000Z' },
      world.as(world.admin),
      world.store,
    );
    const error = await refused(world.store, () =>
      setTaskStandby(
        { id: taskId, standby: false, deadline: '2027-05-31T10:00:00.000Z', version: read },
        world.as(world.founder),
        world.store,
      ),
    );
    expect(error).toMatchObject({ code: 'STALE_VERSION', current: { deadline: '2027-04-30T10:00:00.000Z' } });
  });
});
