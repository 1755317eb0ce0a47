import {
  closestText,
  folded,
  fuzzySearch,
  fuzzySearchInSlices,
  isSearching,
  rankedSearch,
  SEARCH_SLICE,
} from './fuzzy-search';

// A workshop's task list, as a new company types it in.
const titles = [
  'Ryd op i reolerne',
  'Olieskift',
  'Skift filter',
  'Smør kompressoren',
  'Tjek brandslukker',
  'Eftersyn af gaffeltruck',
  'Skift olie på kompressor',
  'Kalibrer vægt',
  'Rengør ventilationsanlægget på første sal',
  'Udskift cirkulationspumpe',
  'Tjek trykluftslanger for utætheder',
  'Årligt eftersyn af portåbner',
];
const tasks = titles.map((title) => ({ title }));
const searchTitles = (query: string) => fuzzySearch(tasks, ['title'], query).map((task) => task.title);

const equipment = [
  { make: 'Makita', model: 'DHP482', equipmentId: 'SN-1001' },
  { make: 'Grundfos', model: 'Magna3 32-120', equipmentId: 'GF-2001' },
  { make: 'Grundfos', model: 'Alpha2 25-60', equipmentId: 'GF-2002' },
  { make: 'Bosch', model: 'GSR 18V-55', equipmentId: 'SN-3001' },
  { make: 'Kärcher', model: 'HD 5/15 C', equipmentId: 'KAR-77' },
  { make: 'Atlas Copco', model: 'GA 11', equipmentId: 'AC-11' },
  { make: 'Milwaukee', model: 'M18 FPD2', equipmentId: 'MW-18' },
];
const searchEquipment = (query: string) =>
  fuzzySearch(equipment, ['make', 'model', 'equipmentId'], query).map((row) => `${row.make} ${row.model}`);

describe('fuzzySearch', () => {
  it('starts at 2 characters', () => {
    expect(isSearching(' L ')).toBe(false);
    expect(fuzzySearch(tasks, ['title'], 'L')).toEqual(tasks);
    expect(isSearching('La')).toBe(true);
  });

  it("finds only the titles with oil for 'olie', wherever the word is", () => {
    expect(searchTitles('olie')).toEqual(['Olieskift', 'Skift olie på kompressor']);
    expect(searchTitles('OLIE ')).toEqual(['Olieskift', 'Skift olie på kompressor']);
  });

  it('finds a title with a one-letter typo first, and not the unrelated ones', () => {
    expect(searchTitles('Skift filtre')).toEqual(['Skift filter']);
    expect(searchTitles('brandsluker')).toEqual(['Tjek brandslukker']);
    expect(searchTitles('kompresor')).toEqual(['Smør kompressoren', 'Skift olie på kompressor']);
    expect(searchTitles('cirkulationspumpe')).toEqual(['Udskift cirkulationspumpe']);
  });

  it('finds a word late in a long title as well as at its start', () => {
    expect(searchTitles('første sal')).toEqual(['Rengør ventilationsanlægget på første sal']);
    expect(searchTitles('utætheder')).toEqual(['Tjek trykluftslanger for utætheder']);
  });

  it('finds nothing for letters that are in no title', () => {
    expect(searchTitles('zzzzqq')).toEqual([]);
  });

  it('folds æ, ø and å as a keyboard without them spells them', () => {
    expect(searchTitles('smoer')).toEqual(['Smør kompressoren']);
    expect(searchTitles('aarligt')).toEqual(['Årligt eftersyn af portåbner']);
    expect(folded(' Åbenrå  Værksted ')).toBe('aabenraa vaerksted');
    expect(folded('Kärcher')).toBe('karcher');
  });

  it("finds only Makita for 'makita', on make, model or identification number", () => {
    expect(searchEquipment('makita')).toEqual(['Makita DHP482']);
    expect(searchEquipment('makta')).toEqual(['Makita DHP482']);
    expect(searchEquipment('grundfoss')).toEqual(['Grundfos Magna3 32-120', 'Grundfos Alpha2 25-60']);
    expect(searchEquipment('alpha2')).toEqual(['Grundfos Alpha2 25-60']);
    expect(searchEquipment('SN-3001')[0]).toBe('Bosch GSR 18V-55');
    expect(searchEquipment('karcher')).toEqual(['Kärcher HD 5/15 C']);
  });

  it('ranks by the best key of a row, best first, ties in the rows’ order', () => {
    const ranked = rankedSearch(equipment, ['make', 'model', 'equipmentId'], 'grundfos');
    expect(ranked.slice(0, 2).map((r) => r.item.equipmentId)).toEqual(['GF-2001', 'GF-2002']);
    expect(ranked[0].score).toBeLessThan(0.01);
    // fuse.js at 0.8 matches more than is shown; the rest is far behind.
    expect(ranked.length).toBeGreaterThan(2);
    expect(ranked[2].score).toBeGreaterThan(0.2);
  });
});

describe('fuzzySearchInSlices: a long list searched a slice at a time (decision 137 "The task list of 50,000 tasks in the SPA")', () => {
  // A municipality's list: the workshop's titles many times over, numbered, and one of a kind last.
  const long = [
    ...Array.from({ length: 2 * SEARCH_SLICE + 123 }, (_, i) => ({ title: `${titles[i % titles.length]} ${i}` })),
    { title: 'Kalibrering af brovægt ved port syd' },
  ];

  it.each(['olie', 'kompresor', 'brovægt', 'eftersyn 1234', 'zzzq'])(
    'finds what fuzzySearch finds for %p, in order',
    async (query) => {
      const sliced = await fuzzySearchInSlices(long, ['title'], query, new AbortController().signal);
      expect(sliced).toEqual(fuzzySearch(long, ['title'], query));
    },
  );

  it('finds the one task far down the list', async () => {
    const found = await fuzzySearchInSlices(long, ['title'], 'brovægt', new AbortController().signal);
    expect(found?.[0].title).toBe('Kalibrering af brovægt ved port syd');
  });

  it('gives up when a newer search replaced it', async () => {
    const abort = new AbortController();
    const search = fuzzySearchInSlices(long, ['title'], 'olie', abort.signal);
    abort.abort();
    await expect(search).resolves.toBeNull();
  });
});

describe('closestText (did you mean)', () => {
  it('suggests the title a one-letter typo was meant for, case aside', () => {
    expect(closestText('Skift filtre', titles)).toBe('Skift filter');
    expect(closestText('KOMPRESR', titles)).toBe('Smør kompressoren');
    expect(closestText('brandslukkr', titles)).toBe('Tjek brandslukker');
    expect(closestText('grundfoss', ['Makita', 'Grundfos', 'Bosch'])).toBe('Grundfos');
    expect(closestText('ventilasjonsanleg', titles)).toBe('Rengør ventilationsanlægget på første sal');
  });

  it('suggests nothing that is not genuinely close', () => {
    expect(closestText('zzzzqq', titles)).toBeUndefined();
    expect(closestText('xwqz', titles)).toBeUndefined();
    expect(closestText('pumpe til kedel', titles)).toBeUndefined();
    // Short queries must fit exactly: one edit in two letters is a different word.
    expect(closestText('zo', titles)).toBeUndefined();
  });

  it('breaks ties by nearest length, then Danish order', () => {
    expect(closestText('olie', ['Skift olie på kompressor', 'Olieskift'])).toBe('Olieskift');
    expect(closestText('abc', ['Øbc', 'Abc d', 'abc e'])).toBe('Abc d');
  });

  it('suggests nothing without a query or texts', () => {
    expect(closestText('  ', titles)).toBeUndefined();
    expect(closestText('truck', [])).toBeUndefined();
    expect(closestText('truck', ['  '])).toBeUndefined();
  });

  it('suggests a text that the search then finds first', () => {
    const suggestion = closestText('ventilasjonsanleg', titles)!;
    expect(searchTitles(suggestion)[0]).toBe(suggestion);
  });
});
