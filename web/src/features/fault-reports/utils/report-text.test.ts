import type { FaultReport } from '../api/types';
import { itemLine, readFilter, reportForTask } from './report-text';

const report = {
  number: 7,
  description: 'Plomben er brudt.',
  item: { kind: 'equipment', id: 'e1', name: 'Brandslukker', equipmentId: 'BS-07', location: 'Fyrrum', gone: false },
  photo: { key: 'c1/p---foto.jpg', name: 'foto.jpg' },
} as FaultReport;

describe('the fault reports page', () => {
  it('reads its filter from the address: the open ones unless another is named', () => {
    expect(readFilter(null)).toBe('OPEN');
    expect(readFilter('SOLVED')).toBe('SOLVED');
    expect(readFilter('ALL')).toBe('ALL');
    expect(readFilter('<script>')).toBe('OPEN');
  });

  it('names the item by its name, its own number and its location, so identical items read apart', () => {
    expect(itemLine(report)).toBe('Brandslukker (nr. BS-07), Fyrrum');
    expect(itemLine({ ...report, item: { ...report.item, equipmentId: null, location: null } })).toBe('Brandslukker');
  });

  it("gives the task form the report's item, text and photo", () => {
    expect(reportForTask(report)).toEqual({
      number: 7,
      itemName: 'Brandslukker',
      description: 'Plomben er brudt.',
      item: { kind: 'EQUIPMENT', id: 'e1' },
      photo: 'c1/p---foto.jpg',
    });
  });
});
