import { send } from '../../../lib/api';
import { useMutation } from '../../../lib/use-mutation';
import { failureText } from './failure-text';
import { notesKey } from './get-notes';
import { noteCounts } from './note-counts';
import type { Note, NoteSubject } from './types';

/**
 * PATCH /api/note?companyId= {id, version, archived} (admin): `{note}`; with the version shown,
 * an archive someone else made meanwhile is kept (decision 130).
 */
export const setNoteArchived = (subject: NoteSubject, id: string, archived: boolean, version?: number) =>
  send<{ note: Note }>('PATCH', 'note', { id, version, archived }, { companyId: subject.companyId });

const texts = {
  archive: { done: 'Noten blev arkiveret', failed: 'Noten kunne ikke arkiveres' },
  restore: { done: 'Noten blev gendannet', failed: 'Noten kunne ikke gendannes' },
};
const textsOf = (archived: boolean) => (archived ? texts.archive : texts.restore);

/** Archives (hides) or restores a note, admins only (spec 001 §4); both lists (before the toast) and the counts are read again once. */
export function useSetNoteArchived(subject: NoteSubject) {
  return useMutation({
    name: 'set-note-archived',
    request: ({ note, archived }: { note: Note; archived: boolean }) =>
      setNoteArchived(subject, note.id, archived, note.version),
    revalidate: () => [notesKey(subject, false), notesKey(subject, true)],
    refresh: () => noteCounts(subject),
    success: (_, { archived }) => ({ heading: textsOf(archived).done }),
    failure: (error, { archived }) => ({ heading: textsOf(archived).failed, text: failureText(error), type: 'alert' }),
  });
}
