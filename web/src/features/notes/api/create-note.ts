import { send } from '../../../lib/api';
import { useMutation } from '../../../lib/use-mutation';
import { failureText } from './failure-text';
import { notesKey } from './get-notes';
import { noteCounts } from './note-counts';
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

/** Adds a note (spec 001 §8: failure 'Noten kunne ikke tilføjes'); the list (before the toast) and the counts are read again once. */
export function useCreateNote(subject: NoteSubject) {
  return useMutation({
    name: 'create-note',
    request: (body: NoteBody) => createNote(subject, body),
    revalidate: () => [notesKey(subject, false)],
    refresh: () => noteCounts(subject),
    success: () => ({ heading: 'Noten blev tilføjet' }),
    failure: (error) => ({ heading: noteFailed, text: failureText(error), type: 'alert' }),
  });
}
