import type { NoteState, NoteTarget } from './decider';

/**
 * A place's notes with its tasks' (issue 32 item 3): the 'Noter' tab of an equipment shows its own
 * notes and its tasks' notes; a location's its own and those of the tasks its 'Opgaver' tab lists,
 * at the location and on its equipment (as its open-task count counts them). The equipment's own
 * notes stay on the equipment's page. Each task's note says which task, and on a location's tab
 * which equipment the task is on. Pure: the reads are in `functions/queries/place-notes.ts`.
 */

/** An equipment or a location: what a 'Noter' tab with its tasks' notes belongs to. */
export interface Place {
  kind: 'EQUIPMENT' | 'LOCATION';
  id: string;
}

/** A task the place holds, as far as its notes need it. */
export interface HeldTask {
  id: string;
  title: string;
  responsibleId: string;
  deleted: boolean;
  target: NoteTarget;
}

/** What a place holds: its tasks, and a location's equipment (their tasks among `tasks`). */
export interface PlaceContents {
  place: Place;
  equipment: { id: string; name: string }[];
  tasks: HeldTask[];
}

/**
 * What a note is on, from its own subject out to the place asked for (not included): `[]` on the
 * place itself, its task, or its task and the location's equipment that task is on.
 */
export type NoteAbout = { kind: 'TASK' | 'EQUIPMENT'; id: string; name: string }[];

/** Who reads: an admin sees every task's notes, anyone else those of their own tasks (spec 001 §1). */
export interface NoteViewer {
  userId: string;
  isAdmin: boolean;
}

/**
 * The notes the place's tab shows to `viewer`, each with what it is on: the place's own, and those
 * of its tasks that are not deleted, still on the place (or on a location's equipment), and the
 * viewer's to see. Notes on anything else are left out. Order is the list's (`GET /api/note` sorts).
 */
export function placeNotes<N extends Pick<NoteState, 'target'>>(
  notes: N[],
  contents: PlaceContents,
  viewer: NoteViewer,
): { note: N; about: NoteAbout }[] {
  const { place } = contents;
  const equipment = new Map(contents.equipment.map((e) => [e.id, e]));
  const isPlace = (target: NoteTarget) => target.kind === place.kind && target.id === place.id;
  const onEquipment = (target: NoteTarget) =>
    place.kind === 'LOCATION' && target.kind === 'EQUIPMENT' ? equipment.get(target.id) : undefined;
  const tasks = new Map(
    contents.tasks
      .filter((task) => !task.deleted && (isPlace(task.target) || onEquipment(task.target)))
      .filter((task) => viewer.isAdmin || task.responsibleId === viewer.userId)
      .map((task) => [task.id, task]),
  );
  const shown: { note: N; about: NoteAbout }[] = [];
  for (const note of notes) {
    const { target } = note;
    if (isPlace(target)) shown.push({ note, about: [] });
    else if (target.kind === 'TASK') {
      const task = tasks.get(target.id);
      if (!task) continue;
      const held = onEquipment(task.target);
      shown.push({
        note,
        about: [
          { kind: 'TASK', id: task.id, name: task.title },
          ...(held ? [{ kind: 'EQUIPMENT' as const, id: held.id, name: held.name }] : []),
        ],
      });
    }
  }
  return shown;
}
