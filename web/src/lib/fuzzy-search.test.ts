import { fuzzySearch, isSearching } from './fuzzy-search';

const rows = [{ name: 'Værksted' }, { name: 'Lager' }, { name: 'Kontor' }];

describe('fuzzySearch', () => {
  it('starts at 2 characters', () => {
    expect(isSearching(' L ')).toBe(false);
    expect(fuzzySearch(rows, ['name'], 'L')).toEqual(rows);
    expect(isSearching('La')).toBe(true);
  });

  it('finds by name with typos, best first', () => {
    expect(fuzzySearch(rows, ['name'], 'lagr')[0]).toEqual({ name: 'Lager' });
    expect(fuzzySearch(rows, ['name'], 'værksted')[0]).toEqual({ name: 'Værksted' });
  });
});
