import type { EquipmentState } from '../../domain/equipment/decider';
import type { LocationState } from '../../domain/location/decider';
import type { NoteResponse, NoteState, NoteTarget } from '../../domain/note/decider';
import type { NoteAbout } from '../../domain/note/place-notes';
import type { UserState } from '../../domain/user/decider';
import { appBaseUrl } from '../platform/config';
import type { EventStore } from '../store/event-store';
import { loadStream } from '../store/store';
import { attachment } from '../platform/files';
import { loadOwned } from '../queries/inventory';
import { loadVisibleTask, type Viewer } from '../queries/task-access';
import { log } from '../platform/logger';
import { recordedMail, type QueuedMail } from './outbox';
import { clock } from '../platform/clock';
import { mayMail } from './mail-limits';
import { layout } from './mails';

/** A note's subject (task, equipment or location) of the viewer's company, with its name; else 404. */
export async function loadTarget(store: EventStore, viewer: Viewer, target: NoteTarget): Promise<{ name: string }> {
  const { companyId } = viewer;
  switch (target.kind) {
    case 'EQUIPMENT':
      return { name: (await loadOwned<EquipmentState>(store, 'Equipment', target.id, companyId)).state.name };
    case 'LOCATION':
      return {
        name: (await loadOwned<LocationState>(store, 'Location', target.id, companyId, (l) => l.deleted)).state.name,
      };
    case 'TASK':
      // A USER sees only their own tasks, and so only their notes (spec 001 §1).
      return { name: (await loadVisibleTask(store, viewer, target.id)).title };
  }
}

export const targetOf = (input: { taskId?: string; equipmentId?: string; locationId?: string }): NoteTarget =>
  input.taskId
    ? { kind: 'TASK', id: input.taskId }
    : input.equipmentId
      ? { kind: 'EQUIPMENT', id: input.equipmentId }
      : { kind: 'LOCATION', id: input.locationId! };

const pathOf = (companyId: string, target: NoteTarget) =>
  `/dashboard/${companyId}/${target.kind === 'TASK' ? 'tasks' : target.kind === 'EQUIPMENT' ? 'equipment' : 'locations'}/${target.id}`;

/** A note's response as the API answers it; `responseView` adds the files' attachments. */
export const responseFields = (response: NoteResponse) => ({
  id: response.id,
  content: response.content,
  datetime: response.datetime,
  author: response.authorName,
  authorId: response.authorId,
  files: response.files,
});

const responseView = async (response: NoteResponse) => ({
  ...responseFields(response),
  attachments: await Promise.all(response.files.map(attachment)),
  recipientIds: response.recipientIds,
});

/**
 * `note` of spec 001 §3; `attachments` adds a display name and a short-lived URL per file. `named`
 * adds what the read knows: a task note's task `title`, and with `contents=true` what the note is
 * on (`about`, issue 32 item 3).
 */
export const noteView = async (
  note: NoteState,
  version: number,
  named: { taskTitle?: string; about?: NoteAbout } = {},
) => ({
  id: note.id,
  version,
  content: note.content,
  datetime: note.datetime,
  author: note.authorName,
  authorId: note.authorId,
  core: note.core,
  archived: note.archived,
  files: note.files,
  attachments: await Promise.all(note.files.map(attachment)),
  recipientIds: note.recipientIds,
  responses: await Promise.all(note.responses.map(responseView)),
  task:
    note.target.kind === 'TASK'
      ? { id: note.target.id, ...(named.taskTitle === undefined ? {} : { title: named.taskTitle }) }
      : null,
  equipmentId: note.target.kind === 'EQUIPMENT' ? note.target.id : null,
  locationId: note.target.kind === 'LOCATION' ? note.target.id : null,
  ...(named.about ? { about: named.about } : {}),
});

/** Whether the person belongs to the company now (their stream, read consistently). */
export async function isMember(store: EventStore, companyId: string, userId: string): Promise<boolean> {
  const user = await loadStream<UserState>('User', userId, store);
  return !!user && !user.state.deleted && !!user.state.roles[companyId];
}

/**
 * The e-mails of a note or response: one to each recipient, with a link to the note's task,
 * equipment or location (decision 023 "Reminders"), recorded with the note's commit (decision 099
 * "E-mail is recorded with its commit").
 */
export async function recipientMails(opts: {
  companyId: string;
  target: NoteTarget;
  targetName: string;
  author: string;
  content: string;
  recipientIds: string[];
  response: boolean;
}): Promise<QueuedMail[]> {
  const excerpt = opts.content.length > 500 ? `${opts.content.slice(0, 500)}…` : opts.content;
  const url = `${appBaseUrl()}${pathOf(opts.companyId, opts.target)}`;
  const mails = await Promise.all(
    opts.recipientIds.map(async (id) => {
      // Read when deciding: a person removed meanwhile gets nothing.
      const user = await loadStream<UserState>('User', id);
      if (!user || user.state.deleted || !user.state.roles[opts.companyId]) return [];
      if (!(await mayMail('note', user.state.emailAddress, opts.companyId, clock.now()))) {
        log.warn('note mail over the rate limit, not sent', { companyId: opts.companyId, userId: id });
        return [];
      }
      return [
        recordedMail(
          layout({
            to: user.state.emailAddress,
            subject: opts.response
              ? `${opts.author} har svaret på en note om ${opts.targetName}`
              : `${opts.author} har skrevet en note om ${opts.targetName}`,
            heading: opts.response ? 'Nyt svar på en note' : 'Ny note til dig',
            paragraphs: [
              `Hej ${user.state.name}.`,
              `${opts.author} har ${opts.response ? 'svaret på en note' : 'skrevet en note'} om ${opts.targetName}:`,
              excerpt,
            ],
            action: { label: 'Se noten', url },
          }),
          'note',
        ),
      ];
    }),
  );
  return mails.flat();
}
