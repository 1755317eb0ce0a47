import { event, noteEventTypes, type EventOf, type NoteTargetKind } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';
import { byInstant } from '../shared/time';

export interface NoteTarget {
  kind: NoteTargetKind;
  id: string;
}

export interface NoteResponse {
  id: string;
  content: string;
  files: string[];
  recipientIds: string[];
  authorId: string;
  authorName: string;
  datetime: string;
}

export interface NoteState {
  id: string;
  companyId: string;
  target: NoteTarget;
  content: string;
  files: string[];
  recipientIds: string[];
  /** A master note ('Stamnote'), shown first. */
  core: boolean;
  authorId: string;
  authorName: string;
  datetime: string;
  archived: boolean;
  responses: NoteResponse[];
}

interface Writing {
  content: string;
  files: string[];
  recipientIds: string[];
  authorId: string;
  authorName: string;
  /** The company's members: recipients must be among them. */
  memberIds: string[];
  now: Date;
}

export type NoteEvent = EventOf<(typeof noteEventTypes)[number]>;

export type NoteCommand =
  | ({ type: 'CreateNote'; noteId: string; companyId: string; target: NoteTarget; core: boolean } & Writing)
  | ({ type: 'AddResponse'; responseId: string } & Writing)
  | { type: 'SetNoteArchived'; archived: boolean };

export const noteNotFound = () => new DomainError('notFound', 'NOTE_NOT_FOUND', 'Noten findes ikke.');

/** Recipients are other members of the company (spec 001 §5), each named once. */
export function checkRecipients(recipientIds: string[], memberIds: string[], authorId: string): string[] {
  const unique = [...new Set(recipientIds)];
  const strangers = unique.filter((id) => id === authorId || !memberIds.includes(id));
  if (strangers.length > 0) {
    throw new DomainError('invalid', 'UNKNOWN_RECIPIENT', 'Modtagerne skal være andre brugere i virksomheden.', {
      recipientIds: 'Vælg modtagere blandt de andre brugere i virksomheden.',
    });
  }
  return unique;
}

function decideExisting(command: Exclude<NoteCommand, { type: 'CreateNote' }>, state: NoteState): NoteEvent[] {
  const noteId = state.id;
  switch (command.type) {
    case 'SetNoteArchived':
      return state.archived === command.archived
        ? []
        : [event('NoteArchiveChanged', { noteId, target: state.target, archived: command.archived })];
    case 'AddResponse':
      if (state.archived)
        throw new DomainError('conflict', 'NOTE_ARCHIVED', 'Noten er arkiveret. Gendan den, før der svares på den.');
      return [
        event('NoteResponseAdded', {
          noteId,
          target: state.target,
          responseId: command.responseId,
          content: command.content,
          files: command.files,
          recipientIds: checkRecipients(command.recipientIds, command.memberIds, command.authorId),
          authorId: command.authorId,
          authorName: command.authorName,
          datetime: command.now.toISOString(),
        }),
      ];
    default:
      return assertNever(command);
  }
}

/** A note on a task, equipment or location (spec 001 §3), with its responses. */
export const noteDecider: Decider<NoteState | null, NoteCommand, NoteEvent> = {
  eventTypes: noteEventTypes,
  initialState: () => null,

  decide(command, state) {
    if (command.type === 'CreateNote') {
      if (state) throw new DomainError('conflict', 'NOTE_EXISTS', 'Noten findes allerede.');
      return [
        event('NoteCreated', {
          noteId: command.noteId,
          companyId: command.companyId,
          target: command.target,
          content: command.content,
          files: command.files,
          recipientIds: checkRecipients(command.recipientIds, command.memberIds, command.authorId),
          core: command.core,
          authorId: command.authorId,
          authorName: command.authorName,
          datetime: command.now.toISOString(),
        }),
      ];
    }
    if (!state) throw noteNotFound();
    return decideExisting(command, state);
  },

  evolve(state, e) {
    if (e.type === 'NoteCreated') {
      const { noteId, ...rest } = e.data;
      return { id: noteId, ...rest, archived: false, responses: [] };
    }
    if (!state) return state;
    switch (e.type) {
      case 'NoteArchiveChanged':
        return { ...state, archived: e.data.archived };
      case 'NoteResponseAdded': {
        const { noteId: _noteId, target: _target, responseId, ...rest } = e.data;
        return { ...state, responses: [...state.responses, { id: responseId, ...rest }] };
      }
      default:
        return assertNever(e);
    }
  },
};

/** Master notes first, then newest first (spec 001 §5). */
export const noteOrder = (a: { core: boolean; datetime: string }, b: { core: boolean; datetime: string }) =>
  Number(b.core) - Number(a.core) || byInstant(b.datetime, a.datetime);
