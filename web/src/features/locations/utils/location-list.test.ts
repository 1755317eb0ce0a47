import type { Location } from '../../../lib/locations/get-locations';
import { nextSort, sortLocations, visibleLocations } from './location-list';

const location = (name: string, noteCount = 0, taskCount = 0): Location => ({
  id: name,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  noteCount,
  taskCount,
  equipmentCount: 0,
});
const rows = [
  location('Åhus', 1, 5),
  location('Værksted', 3, 0),
  location('lager', 3, 2),
  location('Kontor 10'),
  location('Kontor 2'),
];
const names = (list: Location[]) => list.map((l) => l.name);

describe('sortLocations', () => {
  it('sorts names in Danish order, numbers naturally', () => {
    expect(names(sortLocations(rows, { key: 'name', direction: 'ascending' }))).toEqual([
      'Kontor 2',
      'Kontor 10',
      'lager',
      'Værksted',
      'Åhus',
    ]);
  });

  it('sorts by counts, ties by name', () => {
    expect(names(sortLocations(rows, { key: 'noteCount', direction: 'descending' }))).toEqual([
      'lager',
      'Værksted',
      'Åhus',
      'Kontor 2',
      'Kontor 10',
    ]);
    expect(names(sortLocations(rows, { key: 'taskCount', direction: 'ascending' }))[4]).toBe('Åhus');
  });
});

describe('visibleLocations', () => {
  it('shows all by name until the query has 2 characters', () => {
    expect(names(visibleLocations(rows, 'v', null))).toEqual(['Kontor 2', 'Kontor 10', 'lager', 'Værksted', 'Åhus']);
  });

  it('puts the best match first when searching', () => {
    expect(visibleLocations(rows, 'værk', null)[0].name).toBe('Værksted');
    expect(visibleLocations(rows, 'lagr', null)[0].name).toBe('lager');
  });

  it('lists only the close matches, æ, ø and å folded', () => {
    expect(names(visibleLocations(rows, 'kontor', null))).toEqual(['Kontor 10', 'Kontor 2']);
    expect(names(visibleLocations(rows, 'aahus', null))).toEqual(['Åhus']);
    expect(names(visibleLocations(rows, 'vaerksted', null))).toEqual(['Værksted']);
  });
});

describe('nextSort', () => {
  it('flips the same column, starts counts high', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(null, 'taskCount')).toEqual({ key: 'taskCount', direction: 'descending' });
    expect(nextSort({ key: 'taskCount', direction: 'descending' }, 'taskCount').direction).toBe('ascending');
  });
});
