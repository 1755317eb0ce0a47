import { noteSchema } from '../../../domain/note/schemas';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { addResponse } from './add-response';
import { createNote } from './create-note';

describe('respond to a note', () => {
  let world: World;
  let noteId: string;
  beforeEach(async () => {
    world = await aCompany();
    const locationId = await world.location('Fyrrum');
    noteId = (
      await createNote(noteSchema.parse({ content: 'Døren klemmer.', locationId }), world.as(world.admin), world.store)
    ).note.id;
  });

  it('given a note, the response is added to it and answered with its subject', async () => {
    const { result, events } = await when(world.store, () =>
      addResponse(
        { noteId, content: 'Smurt.', files: [], recipientIds: [world.admin.id] },
        world.as(world.user),
        world.store,
      ),
    );
    expect(events).toEqual([`Note#${noteId}: NoteResponseAdded`]);
    expect(result.response).toMatchObject({
      content: 'Smurt.',
      authorId: world.user.id,
      recipientIds: [world.admin.id],
    });
    expect(result.targetName).toBe('Fyrrum');
  });

  it('is refused for a note of another company (not found)', async () => {
    const stranger = await world.stranger();
    const error = await refused(world.store, () =>
      addResponse(
        { noteId, content: 'Smurt.', files: [], recipientIds: [] },
        { ...world.as(stranger, 'ADMIN'), companyId: stranger.companyId },
        world.store,
      ),
    );
    expect(error).toMatchObject({ status: 404 });
  });
});
