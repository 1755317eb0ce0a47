import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { failureText } from './failure-text';
import { notesKey } from './get-notes';
import { revalidateNoteCounts } from './note-counts';
import { subjectQuery, type NoteSubject } from './types';

export interface NoteBody {
  content: string;
  files: string[];
  recipientIds: string[];
  core: boolean;
}

interface Created {
  noteId: string;
  content: string;
  files: string[];
  recipientIds: string[];
}

/** POST /api/note?companyId= {content, files, recipientIds, core, taskId | equipmentId | locationId}: 201. */
export const createNote = (subject: NoteSubject, body: NoteBody) =>
  send<Created>('POST', 'note', { ...body, ...subjectQuery(subject) }, { companyId: subject.companyId });

export const noteFailed = 'Noten kunne ikke tilføjes';

/** Adds a note (spec 001 §8: failure 'Noten kunne ikke tilføjes'); the list and the counts are read again once. */
export function useCreateNote(subject: NoteSubject) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (body: NoteBody) => {
    setPending(true);
    const result = await createNote(subject, body);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', { heading: noteFailed, text: failureText(result.error), type: 'alert' });
      return false;
    }
    await mutate(notesKey(subject, false));
    revalidateNoteCounts(subject);
    notify('dashboard', { heading: 'Noten blev tilføjet' });
    return true;
  };

  return { createNote: run, pending };
}
