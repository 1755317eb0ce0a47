import type * as z from 'zod';
import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { fieldErrors } from '../shared/fields';
import { spec } from '../shared/given-when-then';
import { checkRecipients, noteDecider, noteOrder } from './decider';
import { noteArchiveSchema, noteQuerySchema, noteSchema, responseSchema } from './schemas';

const now = new Date('2026-11-21T10:00:00.000Z');
const later = new Date('2026-11-22T08:30:00.000Z');
const target = { kind: 'EQUIPMENT' as const, id: 'e1' };
const members = ['u1', 'u2', 'u3'];
const writing = {
  content: 'Filteret er skiftet.',
  files: ['c1/f---billede.jpg'],
  authorId: 'u1',
  authorName: 'Anne Åberg',
  memberIds: members,
};
const create = {
  type: 'CreateNote' as const,
  noteId: 'n1',
  companyId: 'c1',
  target,
  core: false,
  recipientIds: ['u2'],
  now,
  ...writing,
};
const created = event('NoteCreated', {
  noteId: 'n1',
  companyId: 'c1',
  target,
  content: 'Filteret er skiftet.',
  files: ['c1/f---billede.jpg'],
  recipientIds: ['u2'],
  core: false,
  authorId: 'u1',
  authorName: 'Anne Åberg',
  datetime: '2026-11-21T10:00:00.000Z',
});
const archived = event('NoteArchiveChanged', { noteId: 'n1', target, archived: true });
const restored = event('NoteArchiveChanged', { noteId: 'n1', target, archived: false });
const respond = {
  type: 'AddResponse' as const,
  responseId: 'r1',
  content: 'Tak, set.',
  files: [],
  recipientIds: ['u1'],
  authorId: 'u2',
  authorName: 'Bo Berg',
  memberIds: members,
  now: later,
};
const responded = event('NoteResponseAdded', {
  noteId: 'n1',
  target,
  responseId: 'r1',
  content: 'Tak, set.',
  files: [],
  recipientIds: ['u1'],
  authorId: 'u2',
  authorName: 'Bo Berg',
  datetime: '2026-11-22T08:30:00.000Z',
});

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? [error.kind, error.code, error.fields] : error;
  }
  return null;
};

describe('note decider', () => {
  it('creates a note on its subject, by its author, at the given time', () => {
    spec(noteDecider).given([]).when(create).then([created]);
    expect(fold(noteDecider, [created])).toMatchObject({
      id: 'n1',
      target,
      archived: false,
      responses: [],
      core: false,
    });
  });

  it('refuses to create a note twice', () => {
    spec(noteDecider).given([created]).when(create).thenThrows('NOTE_EXISTS');
  });

  it('names each recipient once', () => {
    spec(noteDecider)
      .given([])
      .when({ ...create, recipientIds: ['u2', 'u3', 'u2', 'u3'] })
      .then([{ ...created, data: { ...created.data, recipientIds: ['u2', 'u3'] } }]);
  });

  it('refuses recipients who are not other members: the author, a stranger', () => {
    spec(noteDecider)
      .given([])
      .when({ ...create, recipientIds: ['u1'] })
      .thenThrows('UNKNOWN_RECIPIENT');
    spec(noteDecider)
      .given([])
      .when({ ...create, recipientIds: ['u2', 'stranger'] })
      .thenThrows('UNKNOWN_RECIPIENT');
    expect(codeOf(() => noteDecider.decide({ ...create, recipientIds: ['stranger'] }, null))).toEqual([
      'invalid',
      'UNKNOWN_RECIPIENT',
      { recipientIds: 'Vælg modtagere blandt de andre brugere i virksomheden.' },
    ]);
  });

  it('checkRecipients keeps the first order and allows none', () => {
    expect(checkRecipients(['u3', 'u2', 'u3'], members, 'u1')).toEqual(['u3', 'u2']);
    expect(checkRecipients([], members, 'u1')).toEqual([]);
  });

  it('adds responses with the same recipient rule', () => {
    spec(noteDecider).given([created]).when(respond).then([responded]);
    spec(noteDecider)
      .given([created])
      .when({ ...respond, recipientIds: ['u1', 'u1', 'u3'] })
      .then([{ ...responded, data: { ...responded.data, recipientIds: ['u1', 'u3'] } }]);
    spec(noteDecider)
      .given([created])
      .when({ ...respond, recipientIds: ['u2'] })
      .thenThrows('UNKNOWN_RECIPIENT');
    spec(noteDecider)
      .given([created])
      .when({ ...respond, recipientIds: ['gone'] })
      .thenThrows('UNKNOWN_RECIPIENT');
    expect(fold(noteDecider, [created, responded])!.responses).toEqual([
      {
        id: 'r1',
        content: 'Tak, set.',
        files: [],
        recipientIds: ['u1'],
        authorId: 'u2',
        authorName: 'Bo Berg',
        datetime: '2026-11-22T08:30:00.000Z',
      },
    ]);
  });

  it('archives and restores; doing either twice changes nothing', () => {
    spec(noteDecider).given([created]).when({ type: 'SetNoteArchived', archived: true }).then([archived]);
    spec(noteDecider).given([created, archived]).when({ type: 'SetNoteArchived', archived: true }).then([]);
    spec(noteDecider).given([created, archived]).when({ type: 'SetNoteArchived', archived: false }).then([restored]);
    spec(noteDecider).given([created, archived, restored]).when({ type: 'SetNoteArchived', archived: false }).then([]);
    spec(noteDecider).given([created]).when({ type: 'SetNoteArchived', archived: false }).then([]);
  });

  it('an archived note refuses responses (409) until it is restored', () => {
    spec(noteDecider).given([created, archived]).when(respond).thenThrows('NOTE_ARCHIVED');
    expect(codeOf(() => noteDecider.decide(respond, fold(noteDecider, [created, archived])))).toEqual([
      'conflict',
      'NOTE_ARCHIVED',
      undefined,
    ]);
    spec(noteDecider).given([created, archived, restored]).when(respond).then([responded]);
  });

  it('unknown notes answer NOTE_NOT_FOUND', () => {
    spec(noteDecider).given([]).when({ type: 'SetNoteArchived', archived: true }).thenThrows('NOTE_NOT_FOUND');
    spec(noteDecider).given([]).when(respond).thenThrows('NOTE_NOT_FOUND');
  });
});

describe('note order (spec 001 §5)', () => {
  it('puts master notes first, then the newest first', () => {
    const notes = [
      { id: 'old', core: false, datetime: '2026-01-01T00:00:00.000Z' },
      { id: 'coreOld', core: true, datetime: '2025-01-01T00:00:00.000Z' },
      { id: 'new', core: false, datetime: '2026-06-01T00:00:00.000Z' },
      { id: 'coreNew', core: true, datetime: '2026-03-01T00:00:00.000Z' },
    ];
    expect([...notes].sort(noteOrder).map((n) => n.id)).toEqual(['coreNew', 'coreOld', 'new', 'old']);
  });
});

describe('note schemas (spec 001 §5)', () => {
  const errorsOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('content must be longer than 1 character', () => {
    expect(errorsOf(noteSchema, { content: 'x', equipmentId: 'e1' })).toEqual({
      content: 'Skriv en note på mindst 2 tegn',
    });
    expect(errorsOf(noteSchema, { content: '  x  ', equipmentId: 'e1' })).toEqual({
      content: 'Skriv en note på mindst 2 tegn',
    });
    expect(errorsOf(responseSchema, { content: 'x' })).toEqual({ content: 'Skriv et svar på mindst 2 tegn' });
    expect(noteSchema.parse({ content: 'ok', equipmentId: 'e1' })).toEqual({
      content: 'ok',
      files: [],
      recipientIds: [],
      core: false,
      equipmentId: 'e1',
    });
  });

  it('belongs to exactly one task, equipment or location', () => {
    const message = { target: 'Noten skal høre til en opgave, et udstyr eller en lokation.' };
    expect(errorsOf(noteSchema, { content: 'Hej med dig' })).toEqual(message);
    expect(errorsOf(noteSchema, { content: 'Hej med dig', equipmentId: 'e1', locationId: 'l1' })).toEqual(message);
    expect(errorsOf(noteQuerySchema, {})).toEqual(message);
    expect(errorsOf(noteQuerySchema, { taskId: 't1', locationId: 'l1' })).toEqual(message);
    expect(errorsOf(noteQuerySchema, { locationId: 'l1', archived: 'true' })).toEqual({});
  });

  it("lists an equipment's or a location's notes with its tasks', never a task's", () => {
    expect(errorsOf(noteQuerySchema, { equipmentId: 'e1', contents: 'true' })).toEqual({});
    expect(errorsOf(noteQuerySchema, { locationId: 'l1', contents: 'false', archived: 'true' })).toEqual({});
    expect(errorsOf(noteQuerySchema, { taskId: 't1', contents: 'true' })).toEqual({
      contents: 'Noterne på det, der hører til, kan kun hentes til et udstyr eller en lokation.',
    });
    expect(errorsOf(noteQuerySchema, { equipmentId: 'e1', contents: 'ja' })).toEqual({
      contents: 'Angiv contents som true eller false',
    });
  });

  it('takes at most 20 files and a yes or no for master note', () => {
    const files = Array.from({ length: 21 }, (_, i) => `c1/${i}---f.pdf`);
    expect(errorsOf(noteSchema, { content: 'Hej med dig', locationId: 'l1', files })).toEqual({
      files: 'Højst 20 filer',
    });
    expect(errorsOf(noteSchema, { content: 'Hej med dig', locationId: 'l1', core: 'ja' })).toEqual({
      core: 'Vælg ja eller nej',
    });
  });

  it('archiving names a note and says archived or not', () => {
    expect(errorsOf(noteArchiveSchema, { archived: true })).toEqual({ id: 'Vælg en note' });
    expect(errorsOf(noteArchiveSchema, { id: 'n1' })).toEqual({ archived: 'Angiv arkiveret som sand eller falsk' });
  });
});
