import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { failureText } from './failure-text';
import { notesKey } from './get-notes';
import { revalidateNoteCounts } from './note-counts';
import type { Note, NoteSubject } from './types';

/** PATCH /api/note?companyId= {id, archived} (admin): `{note}`. */
export const setNoteArchived = (subject: NoteSubject, id: string, archived: boolean) =>
  send<{ note: Note }>('PATCH', 'note', { id, archived }, { companyId: subject.companyId });

const texts = {
  archive: { done: 'Noten blev arkiveret', failed: 'Noten kunne ikke arkiveres' },
  restore: { done: 'Noten blev gendannet', failed: 'Noten kunne ikke gendannes' },
};

/** Archives (hides) or restores a note, admins only (spec 001 §4); both lists and the counts are read again once. */
export function useSetNoteArchived(subject: NoteSubject) {
  const { mutate } = useSWRConfig();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const run = async (note: Note, archived: boolean) => {
    const text = archived ? texts.archive : texts.restore;
    setPendingId(note.id);
    const result = await setNoteArchived(subject, note.id, archived);
    setPendingId(null);
    if (!result.ok) {
      notify('dashboard', { heading: text.failed, text: failureText(result.error), type: 'alert' });
      return false;
    }
    await Promise.all([mutate(notesKey(subject, false)), mutate(notesKey(subject, true))]);
    revalidateNoteCounts(subject);
    notify('dashboard', { heading: text.done });
    return true;
  };

  return { setArchived: run, pendingId };
}
