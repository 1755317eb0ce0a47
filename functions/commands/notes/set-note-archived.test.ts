import { noteSchema } from '../../../domain/note/schemas';
import { aCompany, when, type World } from '../../../test/support/commands';
import { createNote } from './create-note';
import { setNoteArchived } from './set-note-archived';

describe('archive a note', () => {
  let world: World;
  let noteId: string;
  beforeEach(async () => {
    world = await aCompany();
    const locationId = await world.location();
    noteId = (
      await createNote(noteSchema.parse({ content: 'Døren klemmer.', locationId }), world.as(world.admin), world.store)
    ).note.id;
  });

  it('given a note, it is archived, and brought back', async () => {
    const archived = await when(world.store, () =>
      setNoteArchived({ id: noteId, archived: true }, world.as(world.admin), world.store),
    );
    expect(archived.events).toEqual([`Note#${noteId}: NoteArchiveChanged`]);
    expect(archived.result.note).toMatchObject({ archived: true });
    const back = await setNoteArchived({ id: noteId, archived: false }, world.as(world.admin), world.store);
    expect(back.note).toMatchObject({ archived: false });
  });
});
