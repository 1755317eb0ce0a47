import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { localNoteChanges } from '../hooks/local-note-changes';
import { localAttachments } from '../utils/picked-files';
import { failureText } from './failure-text';
import { notesKey } from './get-notes';
import { subjectKey, subjectQuery, type NoteSubject } from './types';

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

/** Adds a note (spec 001 §8: failure 'Noten kunne ikke tilføjes'); it shows at once, before the read model has it. */
export function useCreateNote(subject: NoteSubject, author: { id: string; name: string } | undefined) {
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
    const { noteId, content = body.content, files = body.files, recipientIds = body.recipientIds } = result.data ?? {};
    if (noteId) {
      localNoteChanges.note(subjectKey(subject), {
        id: noteId,
        content,
        datetime: new Date().toISOString(),
        author: author?.name ?? '',
        authorId: author?.id,
        core: body.core,
        archived: false,
        files,
        attachments: localAttachments(files),
        recipientIds,
        responses: [],
      });
    }
    void mutate(notesKey(subject, false));
    notify('dashboard', { heading: 'Noten blev tilføjet' });
    return true;
  };

  return { createNote: run, pending };
}
