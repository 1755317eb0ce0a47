import { send } from '../../../lib/api';
import { useMutation } from '../../../lib/use-mutation';
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

/** Answers a note (spec 001 §8: failure 'Svaret kunne ikke tilføjes'); the list is read again once, before the toast. */
export function useAddResponse(subject: NoteSubject) {
  return useMutation({
    name: 'add-response',
    request: ({ noteId, body }: { noteId: string; body: ResponseBody }) => addResponse(subject, noteId, body),
    revalidate: () => [notesKey(subject, false)],
    success: () => ({ heading: 'Svaret blev tilføjet' }),
    failure: (error) => ({ heading: responseFailed, text: failureText(error), type: 'alert' }),
  });
}
