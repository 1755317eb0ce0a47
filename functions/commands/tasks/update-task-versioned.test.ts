import {
  aCompany,
  refused,
  taskInput,
  taskOf,
  versionOf,
  when,
  withWriterMeanwhile,
  type World,
} from '../../../test/support/commands';
import type { EventStore } from '../../store/event-store';
import { updateTask } from './update-task';

/**
 * A versioned edit of a task (decision 130), given/when/then on the in-memory store: given a task
 * read at a version and changed by someone else since, when the reader saves their edit with that
 * version, then fields changed on one side only are all kept, and a field changed on both sides to
 * different values refuses the save (409 STALE_VERSION) and writes nothing.
 */
describe('a versioned edit of a task', () => {
  let world: World;
  let equipmentId: string;
  let taskId: string;
  let read: number;
  const edit = (fields: Record<string, unknown>) => taskInput({ responsibleId: world.user.id, equipmentId, ...fields });
  const save = (fields: Record<string, unknown>, version = read, store: EventStore = world.store) =>
    updateTask({ id: taskId, version, ...edit(fields) }, world.as(world.admin), store);
  beforeEach(async () => {
    world = await aCompany();
    equipmentId = await world.equipment(await world.location());
    taskId = await world.task({ equipmentId });
    read = await versionOf(world.store, 'Task', taskId);
  });

  it('given someone changed the description since, my new title is saved and their description kept', async () => {
    await save({ description: 'Skift filteret.' });
    const { result, events } = await when(world.store, () => save({ title: 'Årligt eftersyn' }));
    expect(events).toEqual([`Task#${taskId}: TaskUpdated`]);
    expect(await taskOf(world, taskId)).toMatchObject({ title: 'Årligt eftersyn', description: 'Skift filteret.' });
    expect(result.version).toBe(await versionOf(world.store, 'Task', taskId));
  });

  it('given someone changed the title since, my save of the same title to another value is refused, nothing written', async () => {
    await save({ title: 'Service' });
    const now = await versionOf(world.store, 'Task', taskId);
    const error = await refused(world.store, () => save({ title: 'Årligt eftersyn', description: 'Ny tekst.' }));
    expect(error).toMatchObject({
      code: 'STALE_VERSION',
      message: 'Opgaven er ændret af en anden, mens du redigerede. Vælg, hvad der skal gælde.',
      current: { title: 'Service' },
      version: now,
    });
    expect(await taskOf(world, taskId)).toMatchObject({ title: 'Service', description: 'Tjek filter og olie.' });
  });

  it('a responsible in conflict is named: their id, and their name for the form', async () => {
    await save({ responsibleId: world.admin.id });
    const error = await refused(world.store, () => save({ responsibleId: world.founder.id }));
    expect(error).toMatchObject({
      current: { responsibleId: world.admin.id },
      names: { responsibleId: world.admin.name },
    });
  });

  it('given nothing of mine differs from what I read, nothing is written and someone else’s change stays', async () => {
    await save({ title: 'Service' });
    const { events, result } = await when(world.store, () => save({}));
    expect(events).toEqual([]);
    expect(result.task.title).toBe('Service');
  });

  it('a version the task never had (from the future) is a Danish 400, nothing written', async () => {
    for (const version of [read + 1, read + 1000]) {
      const error = await refused(world.store, () => save({ title: 'Årligt eftersyn' }, version));
      expect(error).toMatchObject({ code: 'UNKNOWN_VERSION', kind: 'invalid' });
    }
  });

  it('without a version the edit replaces the fields, as before', async () => {
    await save({ description: 'Skift filteret.' });
    await updateTask({ id: taskId, ...edit({ title: 'Årligt eftersyn' }) }, world.as(world.admin), world.store);
    expect(await taskOf(world, taskId)).toMatchObject({
      title: 'Årligt eftersyn',
      description: 'Tjek filter og olie.',
    });
  });

  it('a write that lands between the merge and the append is merged too (the retry merges again)', async () => {
    const racing = withWriterMeanwhile(world.store, () => save({ description: 'Skift filteret.' }));
    await save({ title: 'Årligt eftersyn' }, read, racing);
    expect(await taskOf(world, taskId)).toMatchObject({ title: 'Årligt eftersyn', description: 'Skift filteret.' });
  });

  it('a conflicting write that lands between the merge and the append refuses the save on the retry', async () => {
    const racing = withWriterMeanwhile(world.store, () => save({ title: 'Service' }));
    await expect(save({ title: 'Årligt eftersyn' }, read, racing)).rejects.toMatchObject({
      code: 'STALE_VERSION',
    });
    expect(await taskOf(world, taskId)).toMatchObject({ title: 'Service' });
  });
});
