import {
  onTimeRate,
  serviceBook,
  serviceBookFileName,
  serviceBookFileNameUtf8,
  type ServiceBookInput,
} from './service-book';

/** Given the equipment's history, notes and tasks, when the book is assembled, then it reads like this. */
const pump = {
  id: 'eq-1',
  name: 'Grundfos CR 10',
  make: 'Grundfos',
  model: 'CR 10',
  externalId: 'GF-10/Æ',
  category: 'Maskine',
  createdAt: '2026-03-02T09:00:00.000Z',
  standby: false,
  archived: false,
};
// Deadlines are 23:00 Copenhagen (22:00 UTC in winter).
const completion = (
  id: string,
  deadline: string,
  finishedOn: string,
  over: Partial<ServiceBookInput['completions'][number]> = {},
) => ({
  completionId: id,
  taskId: 't-1',
  title: 'Smøring',
  type: 'CYCLICAL' as const,
  deadline,
  finishedOn,
  completedByName: 'Bo Bæk',
  ...over,
});
const note = (over: Partial<ServiceBookInput['notes'][number]>): ServiceBookInput['notes'][number] => ({
  id: 'n',
  target: { kind: 'EQUIPMENT', id: 'eq-1' },
  content: 'Tekst',
  datetime: '2026-12-01T10:00:00.000Z',
  authorName: 'Anne Åberg',
  core: false,
  archived: false,
  files: [],
  responses: [],
  ...over,
});
const given = (over: Partial<ServiceBookInput> = {}): ServiceBookInput => ({
  now: new Date('2027-01-10T12:00:00.000Z'),
  companyName: 'Åbergs VVS',
  equipment: pump,
  locationName: 'Kælder',
  completions: [],
  tasks: [
    { id: 't-1', title: 'Smøring', responsibleId: 'bo', deleted: false },
    { id: 't-2', title: 'Eftersyn', responsibleId: 'carl', deleted: true },
  ],
  notes: [],
  viewer: { userId: 'anne', isAdmin: true },
  ...over,
});

describe('the service book (decision 117)', () => {
  it('given the equipment, then its details, company and date are in Danish', () => {
    const book = serviceBook(given({ equipment: { ...pump, standby: true } }));
    expect(book.title).toBe('Servicebog for Grundfos CR 10');
    expect(book.companyName).toBe('Åbergs VVS');
    expect(book.generatedOn).toBe('10. jan. 2027 kl. 13.00');
    expect(book.details).toEqual([
      { label: 'Navn', value: 'Grundfos CR 10' },
      { label: 'Mærke', value: 'Grundfos' },
      { label: 'Model', value: 'CR 10' },
      { label: 'Identifikationsnummer', value: 'GF-10/Æ' },
      { label: 'Kategori', value: 'Maskine' },
      { label: 'Lokation', value: 'Kælder' },
      { label: 'Status', value: 'Standby' },
      { label: 'Oprettet', value: '2. mar. 2026' },
    ]);
    expect(
      serviceBook(given({ equipment: { ...pump, archived: true }, locationName: null })).details.slice(5, 7),
    ).toEqual([
      { label: 'Lokation', value: '(nu slettet)' },
      { label: 'Status', value: 'Slettet' },
    ]);
  });

  it('given completions in any order, then they are listed oldest first with lateness in calendar days and who did it', () => {
    const book = serviceBook(
      given({
        completions: [
          completion('c2', '2026-12-04T22:00:00.000Z', '2026-12-07T09:00:00.000Z', { completedByName: 'Carl' }),
          completion('c1', '2026-11-27T22:00:00.000Z', '2026-11-27T10:00:00.000Z', {
            type: 'AD_HOC',
            title: 'Skift filter',
          }),
        ],
      }),
    );
    expect(book.completions).toEqual([
      {
        id: 'c1',
        task: 'Skift filter',
        type: 'Enkelt',
        finishedOn: '27. nov. 2026 kl. 11.00',
        deadline: '27. nov. 2026 kl. 23.00',
        lateness: 'uden forsinkelse',
        late: false,
        doneBy: 'Bo Bæk',
        // Completed before checklists (decision 165): no answers.
        answers: [],
      },
      expect.objectContaining({ id: 'c2', type: 'Rutine', lateness: 'forsinket 3 dage', late: true, doneBy: 'Carl' }),
    ]);
  });

  it('given on-time and late completions over two years, then the rate is on time over done, overall and per Copenhagen year', () => {
    const book = serviceBook(
      given({
        completions: [
          completion('a', '2025-12-31T22:00:00.000Z', '2025-12-31T23:30:00.000Z'), // 1 Jan 2026 00:30: late, 2026
          completion('b', '2026-06-01T21:00:00.000Z', '2026-06-01T08:00:00.000Z'),
          completion('c', '2026-09-01T21:00:00.000Z', '2026-09-01T08:00:00.000Z'),
          completion('d', '2026-12-31T22:00:00.000Z', '2026-12-31T20:00:00.000Z'), // 31 Dec 21:00: 2026, on time
          completion('e', '2027-01-04T22:00:00.000Z', '2027-01-05T08:00:00.000Z'),
        ],
      }),
    );
    expect(book.onTime.overall).toEqual({ completed: 5, onTime: 3, late: 2, percent: 60, text: '60,0 %' });
    expect(book.onTime.years).toEqual([
      { year: '2027', completed: 1, onTime: 0, late: 1, percent: 0, text: '0,0 %' },
      { year: '2026', completed: 4, onTime: 3, late: 1, percent: 75, text: '75,0 %' },
    ]);
  });

  it('given no completions, then the rate is a dash', () => {
    expect(onTimeRate([])).toEqual({ completed: 0, onTime: 0, late: 0, percent: undefined, text: '–' });
    expect(
      onTimeRate([
        completion('x', '2026-01-01T22:00:00Z', '2026-01-01T10:00:00Z'),
        completion('y', '2026-01-01T22:00:00Z', '2026-01-01T10:00:00Z'),
        completion('z', '2026-01-01T22:00:00Z', '2026-01-03T10:00:00Z'),
      ]).text,
    ).toBe('66,7 %');
  });

  it('given notes, then master notes come first, then by date; responses in order; archived notes are left out', () => {
    const book = serviceBook(
      given({
        notes: [
          note({ id: 'late', content: 'Senere', datetime: '2026-12-05T10:00:00.000Z' }),
          note({ id: 'old', content: 'Først', datetime: '2026-11-01T10:00:00.000Z' }),
          note({ id: 'core', content: 'Stamnote', core: true, datetime: '2026-12-09T10:00:00.000Z' }),
          note({ id: 'gone', content: 'Arkiveret', archived: true }),
          note({
            id: 'task',
            target: { kind: 'TASK', id: 't-1' },
            content: 'Olie skiftet',
            datetime: '2026-12-02T10:00:00.000Z',
            files: ['c/1---foto.JPG', 'c/2---skema.png', 'c/3---rapport.pdf'],
            responses: [
              {
                id: 'r2',
                content: 'Tak',
                files: [],
                recipientIds: [],
                authorId: 'b',
                authorName: 'Bo',
                datetime: '2026-12-04T10:00:00.000Z',
              },
              {
                id: 'r1',
                content: 'Godt',
                files: [],
                recipientIds: [],
                authorId: 'c',
                authorName: 'Carl',
                datetime: '2026-12-03T10:00:00.000Z',
              },
            ],
          }),
        ],
      }),
    );
    expect(book.notes.map((n) => n.text)).toEqual(['Stamnote', 'Først', 'Olie skiftet', 'Senere']);
    const onTask = book.notes[2];
    expect(onTask).toMatchObject({
      about: 'Opgave: Smøring',
      author: 'Anne Åberg',
      datetime: '2. dec. 2026 kl. 11.00',
    });
    expect(onTask.files).toEqual([
      { key: 'c/1---foto.JPG', name: 'foto.JPG', image: 'jpeg' },
      { key: 'c/2---skema.png', name: 'skema.png', image: 'png' },
      { key: 'c/3---rapport.pdf', name: 'rapport.pdf', image: null },
    ]);
    expect(onTask.responses.map((r) => `${r.author}: ${r.text}`)).toEqual(['Carl: Godt', 'Bo: Tak']);
  });

  it("given a USER, then only the equipment's notes and their own tasks' notes are in it; an admin also sees deleted tasks' notes", () => {
    const notes = [
      note({ id: 'e', content: 'Om udstyret' }),
      note({ id: 'own', target: { kind: 'TASK', id: 't-1' }, content: 'Bos opgave' }),
      note({ id: 'other', target: { kind: 'TASK', id: 't-2' }, content: 'Carls slettede opgave' }),
      note({ id: 'stranger', target: { kind: 'TASK', id: 't-9' }, content: 'Ukendt opgave' }),
      note({ id: 'elsewhere', target: { kind: 'EQUIPMENT', id: 'eq-2' }, content: 'Andet udstyr' }),
    ];
    expect(serviceBook(given({ notes, viewer: { userId: 'bo', isAdmin: false } })).notes.map((n) => n.text)).toEqual([
      'Om udstyret',
      'Bos opgave',
    ]);
    const admin = serviceBook(given({ notes })).notes;
    expect(admin.map((n) => n.about)).toEqual(['Udstyret', 'Opgave: Smøring', 'Opgave: Eftersyn (nu slettet)']);
  });

  it('the file name is ASCII, from the identification number or the name, with the Copenhagen date', () => {
    expect(serviceBookFileName(pump, new Date('2026-12-31T23:30:00.000Z'))).toBe('servicebog-GF-10-Ae-2027-01-01.pdf');
    expect(serviceBookFileName({ ...pump, externalId: '***' }, new Date('2026-06-01T10:00:00Z'))).toBe(
      'servicebog-Grundfos-CR-10-2026-06-01.pdf',
    );
    expect(serviceBookFileName({ ...pump, externalId: 'ØÅ é' }, new Date('2026-06-01T10:00:00Z'))).toBe(
      'servicebog-OeAa-e-2026-06-01.pdf',
    );
    expect(serviceBookFileNameUtf8({ ...pump, externalId: 'ØÅ é/"x"' }, new Date('2026-06-01T10:00:00Z'))).toBe(
      'servicebog-ØÅ-é-x-2026-06-01.pdf',
    );
  });
});
