import type { NoteTarget } from './decider';
import { placeNotes, type HeldTask, type NoteAbout, type PlaceContents } from './place-notes';

/** Given a place's contents and its notes, when a viewer reads its tab, then these notes show, each saying what it is on. */
const note = (id: string, target: NoteTarget) => ({ id, target });
const task = (id: string, title: string, target: NoteTarget, responsibleId = 'bo', deleted = false): HeldTask => ({
  id,
  title,
  responsibleId,
  deleted,
  target,
});
const boiler: NoteTarget = { kind: 'EQUIPMENT', id: 'kedel' };
const room: NoteTarget = { kind: 'LOCATION', id: 'kedelrum' };
const admin = { userId: 'anne', isAdmin: true };
const bo = { userId: 'bo', isAdmin: false };
const shown = (result: { note: { id: string }; about: NoteAbout }[]) =>
  result.map(({ note, about }) => [note.id, about]);

describe("an equipment's tab", () => {
  const contents: PlaceContents = {
    place: { kind: 'EQUIPMENT', id: 'kedel' },
    equipment: [],
    tasks: [
      task('eftersyn', 'Årligt eftersyn', boiler, 'bo'),
      task('filter', 'Skift filter', boiler, 'carl'),
      task('gammel', 'Gammel opgave', boiler, 'bo', true),
      // Moved away since the tally was read: its notes go with it.
      task('flyttet', 'Flyttet opgave', { kind: 'EQUIPMENT', id: 'pumpe' }),
    ],
  };
  const notes = [
    note('n1', boiler),
    note('n2', { kind: 'TASK', id: 'eftersyn' }),
    note('n3', { kind: 'TASK', id: 'filter' }),
    note('n4', { kind: 'TASK', id: 'gammel' }),
    note('n5', { kind: 'TASK', id: 'flyttet' }),
    note('n6', { kind: 'TASK', id: 'ukendt' }),
    note('n7', { kind: 'EQUIPMENT', id: 'pumpe' }),
    note('n8', room),
  ];

  test("an admin sees its own notes and its live tasks' notes, each task's by its title", () => {
    expect(shown(placeNotes(notes, contents, admin))).toEqual([
      ['n1', []],
      ['n2', [{ kind: 'TASK', id: 'eftersyn', name: 'Årligt eftersyn' }]],
      ['n3', [{ kind: 'TASK', id: 'filter', name: 'Skift filter' }]],
    ]);
  });

  test("a USER sees its own notes and their own tasks' notes only", () => {
    expect(shown(placeNotes(notes, contents, bo))).toEqual([
      ['n1', []],
      ['n2', [{ kind: 'TASK', id: 'eftersyn', name: 'Årligt eftersyn' }]],
    ]);
  });
});

describe("a location's tab", () => {
  const contents: PlaceContents = {
    place: { kind: 'LOCATION', id: 'kedelrum' },
    equipment: [{ id: 'kedel', name: 'Kedel' }],
    tasks: [task('ventilation', 'Tjek ventilation', room, 'anne'), task('eftersyn', 'Årligt eftersyn', boiler, 'bo')],
  };
  const notes = [
    note('n1', room),
    note('n2', boiler),
    note('n3', { kind: 'TASK', id: 'ventilation' }),
    note('n4', { kind: 'TASK', id: 'eftersyn' }),
    note('n5', { kind: 'EQUIPMENT', id: 'andetsteds' }),
    note('n6', { kind: 'LOCATION', id: 'lager' }),
  ];

  test("has its notes and those of its tasks and its equipment's tasks, saying which equipment a task is on; the equipment's own stay on the equipment", () => {
    expect(shown(placeNotes(notes, contents, admin))).toEqual([
      ['n1', []],
      ['n3', [{ kind: 'TASK', id: 'ventilation', name: 'Tjek ventilation' }]],
      [
        'n4',
        [
          { kind: 'TASK', id: 'eftersyn', name: 'Årligt eftersyn' },
          { kind: 'EQUIPMENT', id: 'kedel', name: 'Kedel' },
        ],
      ],
    ]);
  });

  test('a USER sees its notes and the notes of their own tasks', () => {
    expect(shown(placeNotes(notes, contents, bo)).map(([id]) => id)).toEqual(['n1', 'n4']);
  });
});
