import type { Note, NoteResponse } from '../api/types';
import { asNotes, mergeNotes, type NoteChange } from './merge-notes';

const note = (id: string, datetime: string, extra: Partial<Note> = {}): Note => ({
  id,
  content: `note ${id}`,
  datetime,
  author: 'Anna',
  core: false,
  archived: false,
  files: [],
  responses: [],
  ...extra,
});
const response = (id: string): NoteResponse => ({ id, content: `svar ${id}`, datetime: '2026-01-05T10:00:00.000Z', author: 'Bo', files: [] });
const NOW = 1_000;
const live = { until: NOW + 10 };
const ids = (notes: Note[]) => notes.map((n) => n.id);

describe('asNotes', () => {
  it('reads the list and treats an odd answer as none', () => {
    expect(asNotes({ notes: [note('a', '2026-01-01')] })).toHaveLength(1);
    expect(asNotes(undefined)).toEqual([]);
    expect(asNotes({ notes: 'x' })).toEqual([]);
  });
});

describe('mergeNotes', () => {
  const server = [note('old', '2026-01-01T10:00:00Z'), note('core', '2025-06-01T10:00:00Z', { core: true }), note('new', '2026-01-03T10:00:00Z')];

  it('orders master notes first, then newest', () => {
    const { notes, settled } = mergeNotes(server, [], false, NOW);
    expect(ids(notes)).toEqual(['core', 'new', 'old']);
    expect(settled).toBe(true);
  });

  it('shows a note just added until the server has it', () => {
    const changes: NoteChange[] = [{ type: 'note', note: note('mine', '2026-01-04T10:00:00Z'), ...live }];
    const before = mergeNotes(server, changes, false, NOW);
    expect(ids(before.notes)).toEqual(['core', 'mine', 'new', 'old']);
    expect(before.settled).toBe(false);
    const fromServer = { ...note('mine', '2026-01-04T10:00:05Z'), content: 'server copy' };
    const after = mergeNotes([...server, fromServer], changes, false, NOW);
    expect(after.notes.find((n) => n.id === 'mine')?.content).toBe('server copy');
    expect(after.notes).toHaveLength(4);
    expect(after.settled).toBe(true);
  });

  it('does not put a new note into the archived list', () => {
    const changes: NoteChange[] = [{ type: 'note', note: note('mine', '2026-01-04T10:00:00Z'), ...live }];
    const { notes, settled } = mergeNotes([], changes, true, NOW);
    expect(notes).toEqual([]);
    expect(settled).toBe(true);
  });

  it('moves an archived note out of the list and into the archived one at once', () => {
    const changes: NoteChange[] = [{ type: 'note', note: { ...server[0], archived: true }, ...live }];
    const active = mergeNotes(server, changes, false, NOW);
    expect(ids(active.notes)).toEqual(['core', 'new']);
    expect(active.settled).toBe(false);
    expect(mergeNotes(server.slice(1), changes, false, NOW).settled).toBe(true);
    const archivedList = mergeNotes([], changes, true, NOW);
    expect(ids(archivedList.notes)).toEqual(['old']);
    expect(archivedList.settled).toBe(false);
  });

  it('the latest change of a note wins (archived, then restored)', () => {
    const changes: NoteChange[] = [
      { type: 'note', note: { ...server[0], archived: true }, ...live },
      { type: 'note', note: { ...server[0], archived: false }, ...live },
    ];
    expect(ids(mergeNotes(server, changes, false, NOW).notes)).toContain('old');
  });

  it('adds a response until the server has it, without doubling it', () => {
    const changes: NoteChange[] = [{ type: 'response', noteId: 'old', response: response('r1'), ...live }];
    const before = mergeNotes(server, changes, false, NOW);
    expect(before.notes.find((n) => n.id === 'old')?.responses?.map((r) => r.id)).toEqual(['r1']);
    expect(before.settled).toBe(false);
    const withResponse = server.map((n) => (n.id === 'old' ? { ...n, responses: [response('r1')] } : n));
    const after = mergeNotes(withResponse, changes, false, NOW);
    expect(after.notes.find((n) => n.id === 'old')?.responses).toHaveLength(1);
    expect(after.settled).toBe(true);
  });

  it('forgets changes past their window', () => {
    const changes: NoteChange[] = [{ type: 'note', note: note('mine', '2026-01-04T10:00:00Z'), until: NOW - 1 }];
    const { notes, settled } = mergeNotes(server, changes, false, NOW);
    expect(ids(notes)).not.toContain('mine');
    expect(settled).toBe(true);
  });

  it('leaves the input untouched', () => {
    const input = [...server];
    mergeNotes(input, [], false, NOW);
    expect(ids(input)).toEqual(['old', 'core', 'new']);
  });
});
