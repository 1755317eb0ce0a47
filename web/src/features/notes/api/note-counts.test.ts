import { apiKey } from '../../../lib/api';
import { noteCountKeyFilter } from './note-counts';
import type { NoteSubject } from './types';

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
