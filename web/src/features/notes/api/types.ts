import type { Attachment } from '../../../lib/files/types';

/** The shapes of the notes calls (docs/api-additions.md, "Locations, equipment, notes and files"). */
export type NoteKind = 'TASK' | 'EQUIPMENT' | 'LOCATION';

/** What the notes belong to: a task, an equipment or a location. */
export interface NoteSubject {
  companyId: string;
  kind: NoteKind;
  id: string;
}

export interface NoteResponse {
  id: string;
  content: string;
  datetime: string;
  author: string;
  authorId?: string;
  files: string[];
  attachments?: Attachment[];
  recipientIds?: string[];
}

export interface Note {
  id: string;
  /** Its version: sent back with an edit, the edit is merged three-way (decision 130). */
  version?: number;
  content: string;
  datetime: string;
  author: string;
  authorId?: string;
  core: boolean;
  archived: boolean;
  files: string[];
  attachments?: Attachment[];
  recipientIds?: string[];
  responses?: NoteResponse[];
  /** `title` in `GET /api/note` answers. */
  task?: { id: string; title?: string } | null;
  equipmentId?: string | null;
  locationId?: string | null;
  /**
   * On a place's tab (`contents=true`): what the note is on, from its own subject out to the place
   * (`[]` on the place itself): its task, and on a location's tab the equipment that task is on.
   */
  about?: NoteAbout;
}

/** What a note shown on a place's tab is on (issue 32 item 3). */
export type NoteAbout = { kind: 'TASK' | 'EQUIPMENT'; id: string; name: string }[];

/** The query field naming the subject of `GET /api/note` and `POST /api/note`. */
export const subjectField = { TASK: 'taskId', EQUIPMENT: 'equipmentId', LOCATION: 'locationId' } as const;

export const subjectQuery = (subject: Pick<NoteSubject, 'kind' | 'id'>) => ({
  [subjectField[subject.kind]]: subject.id,
});
