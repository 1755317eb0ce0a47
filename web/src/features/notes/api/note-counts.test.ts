import { apiKey } from '../../../lib/api';
import type { NoteChange } from '../utils/merge-notes';
import { caughtUpNoteChanges, noteCountKeyFilter } from './note-counts';
import type { Note, NoteSubject } from './types';

const subject = (kind: NoteSubject['kind'], id = 'e 1'): NoteSubject => ({ companyId: 'c1', kind, id });

describe('noteCountKeyFilter', () => {
  it("matches the equipment list and this equipment's detail of the company", () => {
    const matches = noteCountKeyFilter(subject('EQUIPMENT'))!;
    expect(matches(apiKey('equipment', { companyId: 'c1' }))).toBe(true);
    expect(matches(apiKey('equipment/e%201', { companyId: 'c1' }))).toBe(true);
    expect(matches('api/equipment?companyId=c1&search=pumpe')).toBe(true);
    expect(matches(apiKey('equipment', { companyId: 'c2' }))).toBe(false);
    expect(matches(apiKey('equipment/other', { companyId: 'c1' }))).toBe(false);
    expect(matches(apiKey('equipment/e%201/history', { companyId: 'c1' }))).toBe(false);
    expect(matches(apiKey('locations', { companyId: 'c1' }))).toBe(false);
    expect(matches(apiKey('note', { companyId: 'c1', equipmentId: 'e 1' }))).toBe(false);
    expect(matches(['api/equipment?companyId=c1'])).toBe(false);
    expect(matches('$inf$api/equipment?companyId=c1')).toBe(false);
  });

  it("matches the locations list and this location's detail ('Noter n')", () => {
    const matches = noteCountKeyFilter(subject('LOCATION', 'l1'))!;
    expect(matches('api/locations?companyId=c1')).toBe(true);
    expect(matches('api/locations/l1?companyId=c1')).toBe(true);
    expect(matches('api/locations/l2?companyId=c1')).toBe(false);
    expect(matches('api/equipment?companyId=c1')).toBe(false);
  });

  it('has nothing to re-read for task notes', () => {
    expect(noteCountKeyFilter(subject('TASK'))).toBeUndefined();
  });
});

describe('caughtUpNoteChanges', () => {
  const NOW = 1_000;
  const note = (id: string, archived = false): Note => ({
    id,
    content: `note ${id}`,
    datetime: '2026-01-01T10:00:00Z',
    author: 'Anna',
    core: false,
    archived,
    files: [],
    responses: [],
  });
  const added: NoteChange = { type: 'note', note: note('new'), until: NOW + 10 };
  const answered: NoteChange = {
    type: 'response',
    noteId: 'old',
    response: { id: 'r', content: 'svar', datetime: '2026-01-02T10:00:00Z', author: 'Bo', files: [] },
    until: NOW + 10,
  };

  it('waits until the list shows the added note, then names it once', () => {
    const counted = new WeakSet<NoteChange>();
    expect(caughtUpNoteChanges([note('old')], [added], false, NOW, counted)).toEqual([]);
    expect(caughtUpNoteChanges([note('old'), note('new')], [added], false, NOW, counted)).toEqual([added]);
    counted.add(added);
    expect(caughtUpNoteChanges([note('old'), note('new')], [added], false, NOW, counted)).toEqual([]);
  });

  it('ignores answers, which count nowhere', () => {
    expect(caughtUpNoteChanges([note('old')], [answered], false, NOW, new WeakSet())).toEqual([]);
  });

  it('sees an archived note leave the active list and a restored one leave the archived list', () => {
    const archived: NoteChange = { type: 'note', note: note('old', true), until: NOW + 10 };
    expect(caughtUpNoteChanges([note('old')], [archived], false, NOW, new WeakSet())).toEqual([]);
    expect(caughtUpNoteChanges([], [archived], false, NOW, new WeakSet())).toEqual([archived]);
    const restored: NoteChange = { type: 'note', note: note('old'), until: NOW + 10 };
    expect(caughtUpNoteChanges([note('old', true)], [restored], true, NOW, new WeakSet())).toEqual([]);
    expect(caughtUpNoteChanges([], [restored], true, NOW, new WeakSet())).toEqual([restored]);
  });

  it('gives up waiting once the change is past its window', () => {
    const stale: NoteChange = { ...added, until: NOW - 1 };
    expect(caughtUpNoteChanges([note('old')], [stale], false, NOW, new WeakSet())).toEqual([stale]);
  });
});
