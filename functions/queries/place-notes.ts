import type { EquipmentState } from '../../domain/equipment/decider';
import { displayName } from '../../domain/equipment/schemas';
import type { NoteState, NoteTarget } from '../../domain/note/decider';
import type { HeldTask, Place, PlaceContents } from '../../domain/note/place-notes';
import { setOf, tallyNames, taskNoteIds } from '../../domain/shared/tallies';
import type { TaskState } from '../../domain/task/decider';
import type { Loaded } from '../store/commits';
import { rowOf } from '../store/stream-rows';
import { tallyItem, tallyOf } from '../store/tally-items';
import { noteRowKey } from './inline-rows';
import { equipmentItem, noteRowsOf } from './inventory';
import type { ItemLoader } from './items';
import { rowState, taskItem } from './tasks';

/**
 * The notes of several subjects with one Query each of its prefix in `Notes#<company>` (the notes
 * read model keys a note by its subject, `<KIND>#<id>#<noteId>`), at most this many in flight: the
 * way a task's notes are read when its company keeps no note sets yet (`taskNoteRows`).
 */
const NOTE_QUERIES_IN_FLIGHT = 24;

/** The note rows (with versions) of each target, in the targets' order: a Query each. */
export async function noteRowsOfTargets(companyId: string, targets: NoteTarget[]): Promise<Loaded<NoteState>[]> {
  const found: Loaded<NoteState>[][] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < targets.length; i = next++) {
      found[i] = await noteRowsOf(companyId, targets[i].kind, targets[i].id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(NOTE_QUERIES_IN_FLIGHT, targets.length) }, worker));
  return found.flat();
}

const noteItem = (companyId: string, taskId: string, noteId: string) => ({
  table: 'readModels' as const,
  ...noteRowKey(companyId, { kind: 'TASK', id: taskId }, noteId),
});

/**
 * The notes of these tasks (issue 32 item 3), what the service book and a place's 'Noter' tab read:
 * each task's tally names its notes (`noteIds`, decision 120's tallies), so the tallies come in one
 * batch (with the company's, usually already read with the session) and the notes' rows by key in
 * another: ⌈T/100⌉ and ⌈N/100⌉ BatchGetItems for T tasks and N notes, however many tasks. A company
 * made before the sets and not rebuilt since (no `taskNoteSets` in its tally) has its tasks' notes
 * read with a Query per task instead, `NOTE_QUERIES_IN_FLIGHT` at a time.
 */
export async function taskNoteRows(
  items: ItemLoader,
  companyId: string,
  taskIds: string[],
): Promise<Loaded<NoteState>[]> {
  const [company, ...tallies] = await Promise.all([
    items.load(tallyItem('Company', companyId)),
    ...taskIds.map((id) => items.load(tallyItem('Task', id))),
  ]);
  const companyTally = tallyOf(company);
  const noteIds = taskIds.map((id, i) => ({ id, notes: taskNoteIds(companyTally, tallyOf(tallies[i])) }));
  if (noteIds.some(({ notes }) => notes === null))
    return noteRowsOfTargets(
      companyId,
      taskIds.map((id) => ({ kind: 'TASK', id })),
    );
  const rows = await Promise.all(
    noteIds.flatMap(({ id, notes }) => notes!.map((noteId) => items.load(noteItem(companyId, id, noteId)))),
  );
  return rows.flatMap((row) => {
    const loaded = rowOf<NoteState>(row);
    return loaded ? [loaded] : [];
  });
}

const placeTallyItem = (place: Place) => tallyItem(place.kind === 'EQUIPMENT' ? 'Equipment' : 'Location', place.id);

/** What a place's notes read first: its tally and its company's; a route's `prefetch` puts them in the session's batch. */
export const placeNoteItems = (companyId: string, place: Place) => [
  placeTallyItem(place),
  tallyItem('Company', companyId),
];

/**
 * What a place holds, by its tallies (decision 120): an equipment's tasks; a location's tasks and
 * those on its equipment (not archived), with the equipment's names. One batch for the place's
 * tally (usually the session's), one more for a location's equipment's tallies and rows.
 */
async function heldBy(items: ItemLoader, companyId: string, place: Place) {
  const tally = tallyOf(await items.load(placeTallyItem(place)));
  const taskIds = setOf(tally, tallyNames.taskIds);
  if (place.kind === 'EQUIPMENT') return { equipment: [], taskIds };
  const equipment = await Promise.all(
    setOf(tally, tallyNames.equipmentIds).map(async (id) => {
      const [row, held] = await Promise.all([
        items.load(equipmentItem(companyId, id)),
        items.load(tallyItem('Equipment', id)),
      ]);
      return { row: rowState<EquipmentState>(row), taskIds: setOf(tallyOf(held), tallyNames.taskIds) };
    }),
  );
  return {
    equipment: equipment.flatMap(({ row }) => (row ? [{ id: row.id, name: displayName(row) }] : [])),
    taskIds: [...taskIds, ...equipment.flatMap((e) => e.taskIds)],
  };
}

/**
 * A place's notes with its tasks' (issue 32 item 3): the place's own (a Query of its prefix) and
 * those of the tasks it holds (`taskNoteRows`), beside the tasks' rows (their titles, responsibles
 * and places); `placeNotes` (domain/note/place-notes.ts) picks what a viewer sees. For an equipment
 * with T tasks and N task notes: after the session's batch (the place's and the company's tallies),
 * one batch of the tasks' tallies and rows (⌈2T/100⌉ BatchGetItems) beside the place's Query, then
 * one of the notes' rows (⌈N/100⌉); a location adds one batch for its equipment's tallies and rows.
 */
export async function placeNoteRows(
  items: ItemLoader,
  companyId: string,
  place: Place,
): Promise<{ rows: Loaded<NoteState>[]; contents: PlaceContents }> {
  const [own, held] = await Promise.all([noteRowsOf(companyId, place.kind, place.id), heldBy(items, companyId, place)]);
  const [taskNotes, tasks] = await Promise.all([
    taskNoteRows(items, companyId, held.taskIds),
    Promise.all(held.taskIds.map(async (id) => rowState<TaskState>(await items.load(taskItem(companyId, id))))),
  ]);
  const heldTasks = tasks.flatMap((task): HeldTask[] =>
    task && task.companyId === companyId
      ? [
          {
            id: task.id,
            title: task.title,
            responsibleId: task.responsibleId,
            deleted: task.deleted,
            target: task.target,
          },
        ]
      : [],
  );
  return { rows: [...own, ...taskNotes], contents: { place, equipment: held.equipment, tasks: heldTasks } };
}
