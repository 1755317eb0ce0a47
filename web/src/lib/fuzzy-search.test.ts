import { closestText, fuzzySearch, isSearching } from './fuzzy-search';

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

describe('closestText (did you mean)', () => {
  const titles = ['Smør kompressoren', 'Tjek brandslukker', 'Eftersyn af truck', 'Kalibrer vægt'];

  it('suggests the text the query fits best into, case aside', () => {
    expect(closestText('KOMPRESR', titles)).toBe('Smør kompressoren');
    expect(closestText('brandslukkr', titles)).toBe('Tjek brandslukker');
    expect(closestText('truk', titles)).toBe('Eftersyn af truck');
    expect(closestText('kalibrering af vægt', titles)).toBe('Kalibrer vægt');
  });

  it('breaks ties by nearest length, then Danish order', () => {
    expect(closestText('zz', ['Abcdef', 'Abc', 'Øbc'])).toBe('Abc');
    expect(closestText('zzz', ['Øbc', 'Abc'])).toBe('Abc');
  });

  it('suggests nothing without a query or texts', () => {
    expect(closestText('  ', titles)).toBeUndefined();
    expect(closestText('truck', [])).toBeUndefined();
    expect(closestText('truck', ['  '])).toBeUndefined();
  });

  it('suggests a text that the search then finds', () => {
    const long = 'Udskift alle filtre i ventilationsanlægget på første sal';
    const found = fuzzySearch([{ title: long }, { title: 'Kalibrer vægt' }], ['title'], closestText('ventilasjonsanleg', [long, 'Kalibrer vægt'])!);
    expect(found[0]).toEqual({ title: long });
  });
});
