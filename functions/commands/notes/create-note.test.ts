import { noteSchema } from '../../../domain/note/schemas';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { createNote } from './create-note';

describe('create a note', () => {
  let world: World;
  let equipmentId: string;
  beforeEach(async () => {
    world = await aCompany();
    equipmentId = await world.equipment(await world.location());
  });

  it('given equipment, the note is written on it to its recipients, and its subject named', async () => {
    const input = noteSchema.parse({ content: 'Filteret er skiftet.', recipientIds: [world.user.id], equipmentId });
    const { result, events } = await when(world.store, () => createNote(input, world.as(world.admin), world.store));
    expect(events).toEqual([`Note#${result.note.id}: NoteCreated`]);
    expect(result.targetName).toBe('Kedel');
    expect(result.note).toMatchObject({
      content: 'Filteret er skiftet.',
      authorId: world.admin.id,
      authorName: world.admin.name,
      target: { kind: 'EQUIPMENT', id: equipmentId },
      recipientIds: [world.user.id],
    });
  });

  it('is refused to a recipient who is not a member now (read from their own stream)', async () => {
    const stranger = await world.stranger();
    const input = noteSchema.parse({ content: 'Filteret er skiftet.', recipientIds: [stranger.id], equipmentId });
    const error = await refused(world.store, () => createNote(input, world.as(world.admin), world.store));
    expect(error).toMatchObject({ code: 'UNKNOWN_RECIPIENT' });
  });

  it('is refused to a USER on a task that is not theirs (not found)', async () => {
    const other = await world.person('Erik Fisk', 'USER');
    const taskId = await world.task({ equipmentId });
    const input = noteSchema.parse({ content: 'Hvem har nøglen?', taskId });
    const error = await refused(world.store, () => createNote(input, world.as(other), world.store));
    expect(error).toMatchObject({ status: 404 });
  });
});
