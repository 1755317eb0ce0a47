import { noteOrder } from '#domain/note/decider';
import type { Note, NoteResponse } from '../api/types';

/**
 * The notes list is a read model that shows a change a moment after the call that made it
 * (docs/api-additions.md, "Consistency"). What this browser just did is kept as changes and laid
 * over the server's answer until the server agrees, or at the latest until `until`.
 */
export type NoteChange =
  | { type: 'note'; note: Note; until: number }
  | { type: 'response'; noteId: string; response: NoteResponse; until: number };

/** The answer as a list (an odd answer shows as none rather than breaking the page). */
export const asNotes = (data: unknown): Note[] => {
  const notes = (data as { notes?: unknown } | null | undefined)?.notes;
  return Array.isArray(notes) ? (notes as Note[]) : [];
};

/**
 * The server's list (`archived` tells which of the two lists it is) with the local changes laid
 * over it, master notes first, then newest; `settled` once the server shows every change.
 */
export function mergeNotes(
  server: readonly Note[],
  changes: readonly NoteChange[],
  archived: boolean,
  now: number,
): { notes: Note[]; settled: boolean } {
  const live = changes.filter((change) => change.until > now);
  const local = new Map<string, Note>();
  for (const change of live) if (change.type === 'note') local.set(change.note.id, change.note);

  const onServer = new Set(server.map((note) => note.id));
  let settled = true;
  for (const note of local.values()) {
    if (onServer.has(note.id) !== (note.archived === archived)) settled = false;
  }

  const belongs = (note: Note) => !local.has(note.id) || local.get(note.id)!.archived === archived;
  const merged = [
    ...server.filter(belongs),
    ...[...local.values()].filter((note) => note.archived === archived && !onServer.has(note.id)),
  ];

  const byNote = new Map<string, NoteResponse[]>();
  for (const change of live) {
    if (change.type === 'response') byNote.set(change.noteId, [...(byNote.get(change.noteId) ?? []), change.response]);
  }
  const notes = merged.map((note) => {
    const added = byNote.get(note.id);
    if (!added) return note;
    const known = new Set((note.responses ?? []).map((response) => response.id));
    const missing = added.filter((response) => !known.has(response.id));
    if (missing.length === 0) return note;
    if (onServer.has(note.id)) settled = false;
    return { ...note, responses: [...(note.responses ?? []), ...missing] };
  });

  return { notes: notes.sort(noteOrder), settled };
}
