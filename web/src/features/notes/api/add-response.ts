import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { failureText } from './failure-text';
import { notesKey } from './get-notes';
import type { NoteResponse, NoteSubject } from './types';

export interface ResponseBody {
  content: string;
  files: string[];
  recipientIds: string[];
}

/** POST /api/note/{noteId}/response?companyId= {content, files, recipientIds}: 201 `{response}`; 409 on an archived note. */
export const addResponse = (subject: NoteSubject, noteId: string, body: ResponseBody) =>
  send<{ response: NoteResponse }>('POST', `note/${encodeURIComponent(noteId)}/response`, body, {
    companyId: subject.companyId,
  });

export const responseFailed = 'Svaret kunne ikke tilføjes';

/** Answers a note (spec 001 §8: failure 'Svaret kunne ikke tilføjes'); the list is read again once. */
export function useAddResponse(subject: NoteSubject) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (noteId: string, body: ResponseBody) => {
    setPending(true);
    const result = await addResponse(subject, noteId, body);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', { heading: responseFailed, text: failureText(result.error), type: 'alert' });
      return false;
    }
    await mutate(notesKey(subject, false));
    notify('dashboard', { heading: 'Svaret blev tilføjet' });
    return true;
  };

  return { addResponse: run, pending };
}
